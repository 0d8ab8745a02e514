package dev.berth.solvers.tiles.timefold;

import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.TileProblem;
import dev.berth.solvers.timefold.MoveDraws;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntPredicate;
import java.util.random.RandomGenerator;

/**
 * Draws moves of the enabled {@link TileMoveKind}s against the working solution, reading the working score
 * calculator's state ({@link SearchState}): peaks to aim at the largest tiles (and to find spare ones), the
 * groups to keep them consistent. A draw that does not apply returns null and the caller draws again.
 */
final class TileMoves implements MoveDraws<ChangeMove> {
    private final TileSearchSolution solution;
    private final SearchFacts facts;
    private final TileProblem problem;
    private final SearchState state;
    private final AddressSets.Walker walker;
    private final GroupPlacement placement;

    TileMoves(TileSearchSolution solution, SearchState state, AddressSets.Walker walker) {
        this.solution = solution;
        this.facts = solution.getFacts();
        this.problem = facts.problem;
        this.state = state;
        this.walker = walker;
        this.placement = new GroupPlacement(facts);
    }

    @Override
    public ChangeMove next(RandomGenerator rnd) {
        int k = kind(rnd);
        ChangeMove m = switch (facts.kinds.get(k)) {
            case SHARE -> share(rnd);
            case UNSHARE -> unshare(rnd);
            case MASTER -> master(rnd);
            case RANK -> rank(rnd);
            case GROUP -> group(rnd);
        };
        facts.touched[k] += m == null ? 1 : m.touched(problem);
        return m;
    }

    /**
     * The kind whose moves have touched the fewest tiles so far (ties at random): a decision on a structure
     * every tile uses costs a thousand tile decodes, a new turn on one tile one, and each kind should get its
     * share of the decoding rather than of the draws.
     */
    private int kind(RandomGenerator rnd) {
        int n = facts.kinds.size();
        int best = rnd.nextInt(n);
        for (int k = 0; k < n; k++) {
            if (facts.touched[k] < facts.touched[best]) {
                best = k;
            }
        }
        return best;
    }

    @Override
    public ChangeMove unchanged(RandomGenerator rnd) {
        TileSlot t = solution.getTiles().get(rnd.nextInt(facts.tiles));
        return ChangeMove.tile(TileMoveKind.RANK, t, t.getState());
    }

    /** Mostly one of the largest tiles (the largest most often), sometimes any tile (the total counts too). */
    private int aimedTile(RandomGenerator rnd) {
        if (rnd.nextInt(4) == 0) {
            return rnd.nextInt(facts.tiles);
        }
        int k = Math.min(facts.topTiles, facts.tiles);
        double u = rnd.nextDouble();
        return state.largest((int) (k * u * u));
    }

    private int spareTile(RandomGenerator rnd) {
        return state.smallest(rnd.nextInt(Math.min(facts.topTiles, facts.tiles)));
    }

    /** A structure of {@code tile} (used or mastered there) whose sharing is {@code shared}, or any such; -1 if none. */
    private int structureOf(int tile, boolean shared, RandomGenerator rnd) {
        List<Integer> candidates = new ArrayList<>();
        if (rnd.nextInt(4) != 0) {
            for (int s : facts.uses[tile]) {
                if (facts.decisionOf[s] >= 0 && (state.master(s) >= 0) == shared) {
                    candidates.add(s);
                }
            }
            if (shared) {
                candidates.addAll(state.masteredOn(tile));
            }
        }
        if (candidates.isEmpty()) {
            int n = facts.structureOfDecision.length;
            if (n == 0) {
                return -1;
            }
            int start = rnd.nextInt(n);
            for (int k = 0; k < n; k++) {
                int s = facts.structureOfDecision[(start + k) % n];
                if ((state.master(s) >= 0) == shared) {
                    return s;
                }
            }
            return -1;
        }
        return candidates.get(rnd.nextInt(candidates.size()));
    }

    /** Half the time the user with the smallest peak (it saves its receive code), else a tile with spare memory. */
    private int masterFor(int s, RandomGenerator rnd) {
        if (rnd.nextBoolean()) {
            return spareTile(rnd);
        }
        int best = -1;
        for (int u : problem.structure(s).users()) {
            if (best < 0 || state.peak(u) < state.peak(best)) {
                best = u;
            }
        }
        return best;
    }

    private ChangeMove share(RandomGenerator rnd) {
        int s = structureOf(aimedTile(rnd), false, rnd);
        if (s < 0) {
            return null;
        }
        int m = masterFor(s, rnd);
        IntPredicate sharedAfter = x -> x == s || state.master(x) >= 0;
        // the groups the structure's pointer sets form or merge; the unchanged ones keep their address
        Map<Integer, Integer> groupOf = new HashMap<>();
        Set<Integer> seen = new HashSet<>();
        List<int[]> changed = new ArrayList<>();
        for (int v : facts.sets.variablesOfStructure(s)) {
            if (!seen.add(v)) {
                continue;
            }
            int[] g = walker.group(v, sharedAfter);
            for (int w : g) {
                seen.add(w);
            }
            int c = state.canonical(g[0]);
            if (g.length < 2 || (c >= 0 && Arrays.equals(state.members(c), g))) {
                continue;
            }
            if (!facts.sets.consistent(g)) {
                return null;
            }
            for (int w : g) {
                groupOf.put(w, changed.size());
            }
            changed.add(g);
        }
        Map<Integer, Long> placed = new HashMap<>();
        GroupPlacement.Addresses fixed = w -> {
            if (groupOf.containsKey(w)) {
                return placed.getOrDefault(w, -1L);
            }
            int c = state.canonical(w);
            return c >= 0 ? state.anchorOf(c) : -1;
        };
        for (int[] g : changed) {
            long at = placement.place(g, fixed, 0);
            if (at < 0) {
                return null;
            }
            for (int w : g) {
                placed.put(w, at);
            }
        }
        facts.shareMoves++;
        return withAnchors(TileMoveKind.SHARE, facts.decisionOf[s], m, placed);
    }

    private ChangeMove unshare(RandomGenerator rnd) {
        int s = structureOf(aimedTile(rnd), true, rnd);
        if (s < 0) {
            return null;
        }
        return ChangeMove.decision(TileMoveKind.UNSHARE, solution.getDecisions().get(facts.decisionOf[s]),
                DecisionSlot.REPLICATED);
    }

    private ChangeMove master(RandomGenerator rnd) {
        int s = structureOf(aimedTile(rnd), true, rnd);
        if (s < 0) {
            return null;
        }
        ReadOnlyStructure r = problem.structure(s);
        int m = rnd.nextBoolean() ? spareTile(rnd) : r.users()[rnd.nextInt(r.users().length)];
        if (m == state.master(s)) {
            return null;
        }
        return ChangeMove.decision(TileMoveKind.MASTER, solution.getDecisions().get(facts.decisionOf[s]), m);
    }

    /** Moves one block of a tile (often the one reaching highest) to another turn, or swaps two turns. */
    private ChangeMove rank(RandomGenerator rnd) {
        int t = aimedTile(rnd);
        TileState st = state.state(t);
        int[] vars = problem.variablesOf(t);
        int all = facts.positions(t);
        long[] order = new long[all];
        int k = 0;
        for (int e = 0; e < all; e++) {
            if (e >= vars.length || state.canonical(vars[e]) < 0) {
                order[k++] = ((long) st.rank[e] << 32) + e;
            }
        }
        if (k < 2) {
            return null;
        }
        Arrays.sort(order, 0, k);
        int from = rnd.nextInt(k);
        int top = state.peakEntry(t);
        if (top >= 0 && rnd.nextBoolean()) {
            for (int i = 0; i < k; i++) {
                if ((int) order[i] == top) {
                    from = i;
                }
            }
        }
        int to = rnd.nextInt(k - 1);
        if (to >= from) {
            to++;
        }
        int[] rank = st.rank.clone();
        int a = (int) order[from];
        int b = (int) order[to];
        if (rnd.nextBoolean()) {
            rank[a] = st.rank[b];
            rank[b] = st.rank[a];
        } else {
            // take the block out and put it back at position 'to', renumbering the turns from the first
            int base = (int) (order[0] >> 32);
            long moved = order[from];
            if (from < to) {
                System.arraycopy(order, from + 1, order, from, to - from);
            } else {
                System.arraycopy(order, to, order, to + 1, from - to);
            }
            order[to] = moved;
            for (int i = 0; i < k; i++) {
                rank[(int) order[i]] = base + i;
            }
        }
        if (Arrays.equals(rank, st.rank)) {
            return null;
        }
        return ChangeMove.tile(TileMoveKind.RANK, solution.getTiles().get(t), st.withRanks(rank));
    }

    /** Re-places one group of a large tile at its first fit from 0, or from a random address below the peak. */
    private ChangeMove group(RandomGenerator rnd) {
        int t = aimedTile(rnd);
        List<Integer> grouped = new ArrayList<>();
        for (int v : facts.sets.anchorableOn(t)) {
            if (state.canonical(v) >= 0) {
                grouped.add(v);
            }
        }
        if (grouped.isEmpty()) {
            return null;
        }
        int c = state.canonical(grouped.get(rnd.nextInt(grouped.size())));
        int[] g = state.members(c);
        long from = rnd.nextBoolean() ? 0 : rnd.nextLong(Math.max(1, state.peak(t)));
        long at = placement.place(g, w -> {
            int x = state.canonical(w);
            return x >= 0 ? state.anchorOf(x) : -1;
        }, from);
        if (at < 0 || at == state.anchorOf(c)) {
            return null;
        }
        Map<Integer, Long> placed = new HashMap<>();
        for (int w : g) {
            placed.put(w, at);
        }
        return withAnchors(TileMoveKind.GROUP, -1, 0, placed);
    }

    /** A move setting decision {@code d} (none when negative) and the anchors of {@code placed}, tile by tile. */
    private ChangeMove withAnchors(TileMoveKind kind, int d, int master, Map<Integer, Long> placed) {
        Map<Integer, long[]> anchors = new LinkedHashMap<>();
        placed.keySet().stream().sorted().forEach(v -> {
            int t = problem.variable(v).tile();
            anchors.computeIfAbsent(t, x -> state.state(x).anchor.clone())[facts.localOf[v]] = placed.get(v);
        });
        TileSlot[] tiles = new TileSlot[anchors.size()];
        TileState[] states = new TileState[anchors.size()];
        int i = 0;
        for (Map.Entry<Integer, long[]> e : anchors.entrySet()) {
            tiles[i] = solution.getTiles().get(e.getKey());
            states[i++] = state.state(e.getKey()).withAnchors(e.getValue());
        }
        DecisionSlot[] decisions = d < 0 ? new DecisionSlot[0] : new DecisionSlot[] {solution.getDecisions().get(d)};
        Integer[] masters = d < 0 ? new Integer[0] : new Integer[] {master};
        return new ChangeMove(kind, decisions, masters, tiles, states);
    }
}
