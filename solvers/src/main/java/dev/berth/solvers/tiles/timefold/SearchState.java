package dev.berth.solvers.tiles.timefold;

import dev.berth.solvers.SharedEngines;
import ai.timefold.solver.core.api.score.BendableScore;
import dev.berth.algorithms.tiles.TileLayoutBuilder;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.analysis.TileBlock;
import dev.berth.model.tiles.analysis.TileBlocks;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Everything the score follows, kept up to date change by change and owned by one score calculator: the
 * decisions and tile states of the solution it scores, the equal-address groups those decisions make
 * (regrouped only around a structure whose sharing changes), the blocks each decision puts on each tile
 * (expanded by {@link TileBlocks}), the exchange loads, and every tile's decoded peak. A change marks the
 * tiles it touches; the next score decodes only those (a structure's users and masters, a group's tiles, or
 * one tile). The moves read it too, through {@link StateHolder}.
 */
final class SearchState {
    /** Fewer dirty tiles than this are decoded on the calling thread. */
    private static final int PARALLEL_TILES = 32;
    final SearchFacts facts;
    private final TileProblem problem;
    private final int[] master;
    private final TileState[] states;
    private final int[] canonical;
    private final int[][] members;
    /** Per structure, per user position: the blocks its decision puts on that user. */
    private final TileBlock[][][] userBlocks;
    /** Per structure: the blocks on its master when that is not a user, else none. */
    private final TileBlock[][] masterBlocks;
    private final List<TreeSet<Integer>> masteredOn;
    private final long[] peak;
    private final long[] conflicts;
    private final int[] peakEntry;
    /** peak × tiles + tile, so the largest and smallest tiles are at the ends. */
    private final TreeSet<Long> byPeak = new TreeSet<>();
    private final ExchangeLoads loads;
    private final BitSet dirty = new BitSet();
    private final TileDecoder.Memory memory;
    /** One decoder per leaf of a parallel flush (leaf w uses decoder w), the first also for a flush in the caller. */
    private final TileDecoder[] decoders;
    private final AddressSets.Walker walker;
    private long total;
    private long excess;
    private long conflictSum;

    SearchState(SearchFacts facts, TileSearchSolution solution) {
        this(facts, solution, true);
    }

    /** @param decode whether to decode every tile now (the score needs it; {@link #layout()} alone does not) */
    SearchState(SearchFacts facts, TileSearchSolution solution, boolean decode) {
        this.facts = facts;
        this.problem = facts.problem;
        int structures = problem.structureCount();
        this.master = new int[structures];
        Arrays.fill(master, DecisionSlot.REPLICATED);
        for (DecisionSlot d : solution.getDecisions()) {
            master[d.getIndex()] = d.getMaster();
        }
        this.states = new TileState[facts.tiles];
        for (TileSlot t : solution.getTiles()) {
            states[t.getIndex()] = t.getState();
        }
        this.masteredOn = new ArrayList<>();
        for (int t = 0; t < facts.tiles; t++) {
            masteredOn.add(new TreeSet<>());
        }
        this.userBlocks = new TileBlock[structures][][];
        this.masterBlocks = new TileBlock[structures][];
        this.loads = new ExchangeLoads(problem);
        for (int s = 0; s < structures; s++) {
            expand(s);
            if (master[s] >= 0 && !problem.structure(s).isUser(master[s])) {
                masteredOn.get(master[s]).add(s);
            }
            loads.apply(s, master[s], 1);
        }
        this.walker = facts.sets.walker();
        this.canonical = new int[problem.variableCount()];
        this.members = new int[problem.variableCount()][];
        Arrays.fill(canonical, -1);
        for (int v = 0; v < canonical.length; v++) {
            if (facts.sets.anchorable(v) && canonical[v] < 0) {
                group(v);
            }
        }
        this.peak = new long[facts.tiles];
        this.conflicts = new long[facts.tiles];
        this.peakEntry = new int[facts.tiles];
        for (int t = 0; t < facts.tiles; t++) {
            byPeak.add(key(0, t));
        }
        this.memory = new TileDecoder.Memory(facts.tiles);
        this.decoders = new TileDecoder[Math.max(1, facts.threads)];
        for (int i = 0; i < decoders.length; i++) {
            decoders[i] = new TileDecoder(facts);
        }
        dirty.set(0, facts.tiles);
        if (decode) {
            flush();
        }
    }

    private long key(long p, int t) {
        return p * facts.tiles + t;
    }

    /** Groups {@code v} with what the current decisions link it to. */
    private void group(int v) {
        int[] g = walker.group(v, s -> master[s] >= 0);
        if (g.length > 1) {
            for (int w : g) {
                canonical[w] = g[0];
            }
            members[g[0]] = g;
        }
    }

    /** Expands structure {@code s}'s decision into blocks per tile. */
    private void expand(int s) {
        ReadOnlyStructure r = problem.structure(s);
        int[] users = r.users();
        List<List<TileBlock>> on = new ArrayList<>();
        for (int i = 0; i < users.length; i++) {
            on.add(new ArrayList<>(2));
        }
        List<TileBlock> elsewhere = new ArrayList<>(2);
        for (TileBlock b : TileBlocks.structureBlocks(problem, s, plan(s))) {
            int pos = Arrays.binarySearch(users, b.tile());
            (pos >= 0 ? on.get(pos) : elsewhere).add(b);
        }
        userBlocks[s] = on.stream().map(l -> l.toArray(new TileBlock[0])).toArray(TileBlock[][]::new);
        masterBlocks[s] = elsewhere.toArray(new TileBlock[0]);
    }

    StructurePlan plan(int s) {
        return master[s] < 0 ? StructurePlan.REPLICATED : StructurePlan.sharedOn(master[s]);
    }

    void decisionChanged(int s, int newMaster) {
        int old = master[s];
        if (old == newMaster) {
            return;
        }
        ReadOnlyStructure r = problem.structure(s);
        loads.apply(s, old, -1);
        if (old >= 0 && !r.isUser(old)) {
            masteredOn.get(old).remove(s);
            dirty.set(old);
        }
        master[s] = newMaster;
        expand(s);
        loads.apply(s, newMaster, 1);
        if (newMaster >= 0 && !r.isUser(newMaster)) {
            masteredOn.get(newMaster).add(s);
            dirty.set(newMaster);
        }
        for (int u : r.users()) {
            dirty.set(u);
        }
        if ((old >= 0) != (newMaster >= 0)) {
            regroup(s);
        }
    }

    /** Rebuilds the groups holding the variables of {@code s}'s pointer sets; they alone can change. */
    private void regroup(int s) {
        TreeSet<Integer> affected = new TreeSet<>();
        for (int v : facts.sets.variablesOfStructure(s)) {
            if (canonical[v] >= 0) {
                for (int w : members[canonical[v]]) {
                    affected.add(w);
                }
            } else {
                affected.add(v);
            }
        }
        for (int v : affected) {
            if (canonical[v] == v) {
                members[v] = null;
            }
            canonical[v] = -1;
        }
        for (int v : affected) {
            if (canonical[v] < 0) {
                group(v);
            }
            dirty.set(problem.variable(v).tile());
        }
    }

    void tileChanged(int t, TileState state) {
        TileState old = states[t];
        if (old == state) {
            return;
        }
        states[t] = state;
        dirty.set(t);
        if (old.anchor == state.anchor) {
            return;
        }
        // the group's address is its lowest member's anchor: every tile of the group follows it
        for (int v : facts.sets.anchorableOn(t)) {
            int local = facts.localOf[v];
            if (canonical[v] == v && old.anchor[local] != state.anchor[local]) {
                for (int w : members[v]) {
                    dirty.set(problem.variable(w).tile());
                }
            }
        }
    }

    /**
     * Decodes the tiles changes have touched; many of them (a structure with many users) in parallel, each
     * worker a contiguous run of tiles, the results applied in tile order — the same score whatever the
     * threads do. With {@code abortable}, once the time is up the tiles not yet decoded stay marked.
     */
    void flush(boolean abortable) {
        int count = dirty.cardinality();
        if (count == 0) {
            return;
        }
        int[] tiles = dirty.stream().toArray();
        dirty.clear();
        TileDecoder.Result[] results = new TileDecoder.Result[count];
        int workers = count < PARALLEL_TILES ? 1 : decoders.length;
        if (workers == 1) {
            decodeRun(decoders[0], tiles, results, 0, count, abortable);
        } else {
            int parts = workers;
            SharedEngines.map(facts.threads, parts, w -> {
                int from = (int) ((long) count * w / parts);
                int to = (int) ((long) count * (w + 1) / parts);
                decodeRun(decoders[w], tiles, results, from, to, abortable);
                return null;
            });
        }
        long cap = facts.capacity;
        for (int i = 0; i < count; i++) {
            int t = tiles[i];
            TileDecoder.Result r = results[i];
            if (r == null) {
                dirty.set(t);
                continue;
            }
            byPeak.remove(key(peak[t], t));
            total += r.peak() - peak[t];
            excess += Math.max(0, r.peak() - cap) - Math.max(0, peak[t] - cap);
            conflictSum += r.conflicts() - conflicts[t];
            peak[t] = r.peak();
            conflicts[t] = r.conflicts();
            peakEntry[t] = r.peakEntry();
            byPeak.add(key(peak[t], t));
        }
    }

    void flush() {
        flush(false);
    }

    private void decodeRun(TileDecoder d, int[] tiles, TileDecoder.Result[] results, int from, int to,
                           boolean abortable) {
        for (int i = from; i < to && !(abortable && facts.outOfTime); i++) {
            results[i] = d.decode(tiles[i], this, memory);
        }
    }

    /**
     * The score of the current decisions and states; once the time is up and tiles are left undecoded, a
     * score below every real one (Timefold then keeps its best, and the marks stay for a later score).
     */
    BendableScore score() {
        flush(true);
        if (!dirty.isEmpty()) {
            long worst = Long.MIN_VALUE / 4;
            return BendableScore.of(new long[] {worst}, new long[] {worst, worst, worst});
        }
        long max = byPeak.last() / facts.tiles;
        return BendableScore.of(new long[] {-(excess + conflictSum)},
                new long[] {-max, -total, -loads.totalCycles()});
    }

    /** Decodes every tile into a layout. */
    TileLayout layout() {
        StructurePlan[] plans = new StructurePlan[problem.structureCount()];
        for (int s = 0; s < plans.length; s++) {
            plans[s] = plan(s);
        }
        TileLayoutBuilder builder = new TileLayoutBuilder(problem, plans);
        for (int t = 0; t < facts.tiles; t++) {
            decoders[0].write(t, this, builder);
        }
        return builder.build();
    }

    long conflictPairs() {
        flush();
        return conflictSum;
    }

    int master(int s) {
        return master[s];
    }

    TileState state(int t) {
        return states[t];
    }

    /** The lowest member of {@code v}'s group, -1 when {@code v} is in none. */
    int canonical(int v) {
        return canonical[v];
    }

    /** The group whose lowest member is {@code c}, ascending. */
    int[] members(int c) {
        return members[c];
    }

    /** The address of the group whose lowest member is {@code c}. */
    long anchorOf(int c) {
        return states[problem.variable(c).tile()].anchor[facts.localOf[c]];
    }

    Set<Integer> masteredOn(int t) {
        return masteredOn.get(t);
    }

    TileBlock[] masterBlocks(int s) {
        return masterBlocks[s];
    }

    TileBlock[] userBlocks(int s, int userPos) {
        return userBlocks[s][userPos];
    }

    static final long REPLICA = -2;

    /** What a tile's use of {@code s} holds, for the decoder's cache key: replica, master or receiver. */
    long role(int s, int tile) {
        return master[s] < 0 ? REPLICA : master[s] == tile ? -3 : -4;
    }

    long peak(int t) {
        flush();
        return peak[t];
    }

    /** The local position of the free block reaching highest on {@code t}, -1 when none. */
    int peakEntry(int t) {
        flush();
        return peakEntry[t];
    }

    /** The {@code i}-th largest tile (0: the largest). */
    int largest(int i) {
        flush();
        return tileAt(byPeak.descendingIterator(), i);
    }

    /** The {@code i}-th smallest tile (0: the smallest). */
    int smallest(int i) {
        flush();
        return tileAt(byPeak.iterator(), i);
    }

    /** The tile of the {@code i}-th entry of {@code byPeak} in the order of {@code it}. */
    private int tileAt(Iterator<Long> it, int i) {
        for (int k = 0; k < i; k++) {
            it.next();
        }
        return (int) (it.next() % facts.tiles);
    }
}
