package dev.berth.solvers.tiles.timefold;

import dev.berth.model.tiles.analysis.EqualAddressGroups;
import dev.berth.model.tiles.analysis.TileBlock;
import dev.berth.model.tiles.analysis.TileBlocks;
import dev.berth.model.tiles.TileProblem;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * Every equal-address set that can ever hold — the input's, and the pointer sets of each shareable structure
 * (active while it is shared) — indexed by variable, so that the group of one variable under given decisions
 * is found by walking the active sets from it: work in the size of the group, not of the chip.
 */
final class AddressSets {
    private static final int[] NONE = new int[0];
    private final TileProblem problem;
    private final int[][] sets;
    /** The structure whose sharing activates the set, -1 for the input's sets. */
    private final int[] owner;
    private final int[][] setsOf;
    private final int[][] ofStructure;
    private final int[][] anchorableOn;

    private AddressSets(TileProblem problem, List<int[]> sets, List<Integer> owner) {
        this.problem = problem;
        this.sets = sets.toArray(new int[0][]);
        this.owner = owner.stream().mapToInt(Integer::intValue).toArray();
        int n = problem.variableCount();
        int[] count = new int[n];
        for (int[] set : this.sets) {
            if (set.length > 1) {
                for (int v : set) {
                    count[v]++;
                }
            }
        }
        setsOf = new int[n][];
        for (int v = 0; v < n; v++) {
            setsOf[v] = count[v] == 0 ? NONE : new int[count[v]];
            count[v] = 0;
        }
        for (int k = 0; k < this.sets.length; k++) {
            if (this.sets[k].length > 1) {
                for (int v : this.sets[k]) {
                    setsOf[v][count[v]++] = k;
                }
            }
        }
        List<List<Integer>> byStructure = new ArrayList<>();
        for (int s = 0; s < problem.structureCount(); s++) {
            byStructure.add(new ArrayList<>());
        }
        for (int k = 0; k < this.sets.length; k++) {
            if (this.owner[k] >= 0) {
                byStructure.get(this.owner[k]).add(k);
            }
        }
        ofStructure = byStructure.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray())
                .toArray(int[][]::new);
        anchorableOn = new int[problem.tiles()][];
        for (int t = 0; t < problem.tiles(); t++) {
            anchorableOn[t] = Arrays.stream(problem.variablesOf(t)).filter(v -> setsOf[v].length > 0).toArray();
        }
    }

    static AddressSets of(TileProblem p) {
        List<int[]> sets = new ArrayList<>();
        List<Integer> owner = new ArrayList<>();
        for (int[] set : p.equalAddress()) {
            sets.add(set);
            owner.add(-1);
        }
        for (int s = 0; s < p.structureCount(); s++) {
            if (p.structure(s).shareable()) {
                for (int[] set : EqualAddressGroups.structureSets(p, s)) {
                    sets.add(set);
                    owner.add(s);
                }
            }
        }
        return new AddressSets(p, sets, owner);
    }

    /** Variables in some set of two or more; only they can ever be grouped. */
    boolean anchorable(int v) {
        return setsOf[v].length > 0;
    }

    /** The anchorable variables of {@code tile}, ascending. */
    int[] anchorableOn(int tile) {
        return anchorableOn[tile];
    }

    /** Variables of the sets that sharing {@code s} adds. */
    int[] variablesOfStructure(int s) {
        return Arrays.stream(ofStructure[s]).flatMap(k -> Arrays.stream(sets[k])).distinct().sorted().toArray();
    }

    /**
     * Walks equal-address groups. Owns a visit mark per variable, so one walker serves one user (a score
     * calculator, the move factory) at a time.
     */
    final class Walker {
        private final int[] mark = new int[problem.variableCount()];
        private int stamp;
        private int[] queue = new int[16];

        /**
         * The variables linked to {@code v} through the sets active when the structures {@code shared}
         * accepts are shared (the input's sets always are), ascending; {@code v} alone when it is in no group.
         */
        int[] group(int v, IntPredicate shared) {
            if (++stamp == Integer.MAX_VALUE) {
                Arrays.fill(mark, 0);
                stamp = 1;
            }
            int head = 0;
            int tail = 0;
            queue[tail++] = v;
            mark[v] = stamp;
            while (head < tail) {
                int x = queue[head++];
                for (int k : setsOf[x]) {
                    if (owner[k] >= 0 && !shared.test(owner[k])) {
                        continue;
                    }
                    for (int y : sets[k]) {
                        if (mark[y] != stamp) {
                            mark[y] = stamp;
                            if (tail == queue.length) {
                                queue = Arrays.copyOf(queue, 2 * tail);
                            }
                            queue[tail++] = y;
                        }
                    }
                }
            }
            int[] out = Arrays.copyOf(queue, tail);
            Arrays.sort(out);
            return out;
        }
    }

    Walker walker() {
        return new Walker();
    }

    /**
     * Whether one address can hold {@code group}: no two of its variables on one tile are live together
     * (the rule of {@link EqualAddressGroups}). Checks only pairs on a common tile.
     */
    boolean consistent(int[] group) {
        Integer[] boxed = Arrays.stream(group).boxed().toArray(Integer[]::new);
        Arrays.sort(boxed, (a, b) -> problem.variable(a).tile() != problem.variable(b).tile()
                ? Integer.compare(problem.variable(a).tile(), problem.variable(b).tile()) : Integer.compare(a, b));
        for (int i = 0; i < boxed.length; i++) {
            TileBlock a = TileBlocks.variableBlock(problem, boxed[i]);
            for (int j = i + 1; j < boxed.length && problem.variable(boxed[j]).tile() == a.tile(); j++) {
                if (a.interferes(TileBlocks.variableBlock(problem, boxed[j]))) {
                    return false;
                }
            }
        }
        return true;
    }
}
