package dev.berth.solvers.tiles.timefold;

import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileVariable;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The solution the search starts from. From a layout: its decisions, every group at the address the layout
 * gives it, and each tile's blocks ranked by their offsets there (so the decoder packs them down in the
 * layout's order). Without one (the start strategy found none): everything replicated, the input's groups
 * placed one by one by first fit across their tiles, blocks ranked larger and longer-lived first.
 */
final class StartingSolution {
    private StartingSolution() {
    }

    static TileSearchSolution of(SearchFacts facts, TileLayout start) {
        TileProblem p = facts.problem;
        List<DecisionSlot> decisions = new ArrayList<>();
        for (int d = 0; d < facts.structureOfDecision.length; d++) {
            int s = facts.structureOfDecision[d];
            StructurePlan plan = start == null ? StructurePlan.REPLICATED : start.structures().get(s).plan();
            decisions.add(new DecisionSlot(s, plan.shared() ? plan.master() : DecisionSlot.REPLICATED));
        }
        long[] anchors = start == null ? firstFitGroups(facts) : start.variableOffsets();
        List<TileSlot> tiles = new ArrayList<>();
        for (int t = 0; t < facts.tiles; t++) {
            int[] vars = p.variablesOf(t);
            long[] anchor = new long[vars.length];
            for (int i = 0; i < vars.length; i++) {
                anchor[i] = Math.max(0, anchors[vars[i]]);
            }
            tiles.add(new TileSlot(t, new TileState(ranks(facts, t, start), anchor)));
        }
        return new TileSearchSolution(tiles, decisions, facts);
    }

    /** Ranks by offset in {@code start}, or larger and longer-lived first without one; ties by position. */
    private static int[] ranks(SearchFacts facts, int t, TileLayout start) {
        TileProblem p = facts.problem;
        int[] vars = p.variablesOf(t);
        int all = facts.positions(t);
        long[][] keyed = new long[all][];
        for (int e = 0; e < all; e++) {
            long key;
            if (e < vars.length) {
                TileVariable v = p.variable(vars[e]);
                key = start != null ? start.variableOffsets()[vars[e]] : -v.size() * v.live().count();
            } else {
                int s = facts.uses[t][e - vars.length];
                ReadOnlyStructure r = p.structure(s);
                key = start != null ? start.structures().get(s).copies().getOrDefault(t, 0L) : -r.size() * p.steps();
            }
            keyed[e] = new long[] {key, e};
        }
        Arrays.sort(keyed, (a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
        int[] rank = new int[all];
        for (int k = 0; k < all; k++) {
            rank[(int) keyed[k][1]] = k;
        }
        return rank;
    }

    /** Addresses of the input's groups, first fit across their tiles in the order of their lowest members. */
    private static long[] firstFitGroups(SearchFacts facts) {
        TileProblem p = facts.problem;
        long[] at = new long[p.variableCount()];
        Map<Integer, Long> placed = new HashMap<>();
        AddressSets.Walker walker = facts.sets.walker();
        GroupPlacement placement = new GroupPlacement(facts);
        for (int v = 0; v < at.length; v++) {
            if (!facts.sets.anchorable(v) || placed.containsKey(v)) {
                continue;
            }
            int[] g = walker.group(v, s -> false);
            if (g.length < 2) {
                continue;
            }
            if (!facts.sets.consistent(g)) {
                throw new IllegalStateException("inconsistent input equal-address sets reached the search");
            }
            long address = placement.place(g, w -> placed.getOrDefault(w, -1L), 0);
            // a group that does not fit is still given an address: the score counts the excess
            long a = address >= 0 ? address : placement.place(g, w -> placed.getOrDefault(w, -1L), 0, false);
            for (int w : g) {
                placed.put(w, a);
                at[w] = a;
            }
        }
        return at;
    }
}
