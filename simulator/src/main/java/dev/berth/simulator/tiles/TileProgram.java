package dev.berth.simulator.tiles;

import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.StructurePointer;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;

import java.util.SortedMap;

/**
 * The program a layout compiles to, worked out from the decisions' meaning alone: which tile holds which
 * copy, who sends and who receives, where each pointer inside each build of a structure points.
 */
final class TileProgram {
    final TileProblem problem;
    final TileLayout layout;
    final StructurePlan[] plans;
    private final int[][] mastered;
    private final int[][] used;

    TileProgram(TileProblem problem, TileLayout layout) {
        this.problem = problem;
        this.layout = layout;
        this.plans = layout.plans();
        int tiles = problem.tiles();
        int[] masterCount = new int[tiles];
        int[] useCount = new int[tiles];
        for (int s = 0; s < plans.length; s++) {
            if (runnable(s) && plans[s].shared()) {
                masterCount[plans[s].master()]++;
            }
            for (int u : problem.structure(s).users()) {
                useCount[u]++;
            }
        }
        mastered = new int[tiles][];
        used = new int[tiles][];
        for (int t = 0; t < tiles; t++) {
            mastered[t] = new int[masterCount[t]];
            used[t] = new int[useCount[t]];
            masterCount[t] = 0;
            useCount[t] = 0;
        }
        for (int s = 0; s < plans.length; s++) {
            if (runnable(s) && plans[s].shared()) {
                int m = plans[s].master();
                mastered[m][masterCount[m]++] = s;
            }
            for (int u : problem.structure(s).users()) {
                used[u][useCount[u]++] = s;
            }
        }
    }

    /** Whether the plan of {@code s} can be run at all: a shared structure needs a master on the machine. */
    boolean runnable(int s) {
        return !plans[s].shared() || plans[s].master() < problem.tiles();
    }

    /** Structures shared from {@code tile}, ascending. */
    int[] mastered(int tile) {
        return mastered[tile];
    }

    /** Structures whose vertices run on {@code tile}, ascending. */
    int[] used(int tile) {
        return used[tile];
    }

    ReadOnlyStructure structure(int s) {
        return problem.structure(s);
    }

    /** Whether {@code tile} gets {@code s} over the exchange (a shared structure's user other than its master). */
    boolean receives(int s, int tile) {
        return plans[s].shared() && plans[s].master() != tile;
    }

    /** Whether a shared {@code s} is sent to anyone: some user other than its master. */
    boolean hasReceivers(int s) {
        int[] users = problem.structure(s).users();
        return users.length > 1 || users[0] != plans[s].master();
    }

    /** The tile whose build of {@code s} the copy on {@code tile} holds: its own when replicated, else the master's. */
    int origin(int s, int tile) {
        return plans[s].shared() ? plans[s].master() : tile;
    }

    /** Whether the copy of {@code s} on {@code tile} must be kept at {@code step}. */
    boolean copyLive(int s, int tile, int step) {
        return !receives(s, tile) || problem.structure(s).use().contains(step);
    }

    long variableOffset(int v) {
        return layout.variableOffsets()[v];
    }

    long copyOffset(int s, int tile) {
        return layout.structures().get(s).copies().getOrDefault(tile, -1L);
    }

    long codeOffset(int s, int tile) {
        return layout.structures().get(s).code().getOrDefault(tile, -1L);
    }

    /** Pointer {@code k}'s targets ({@code slot} 0) or a vector list's base targets ({@code slot} 1). */
    SortedMap<Integer, Integer> slot(int s, int k, int slot) {
        StructurePointer ptr = problem.structure(s).pointers().get(k);
        return slot == 0 ? ptr.targets() : ptr.base();
    }

    /** How many slots pointer {@code k} has: the block, plus the base for a vector list. */
    int slots(int s, int k) {
        return problem.structure(s).pointers().get(k).base().isEmpty() ? 1 : 2;
    }

    /**
     * The variable whose address the build of {@code s} made for tile {@code origin} stores in a slot, or null:
     * a replicated copy holds its own tile's targets; a shared one is compiled once, with the address of the
     * target on the structure's first user.
     */
    Integer pointedVariable(int s, int k, int slot, int origin) {
        SortedMap<Integer, Integer> targets = slot(s, k, slot);
        return plans[s].shared() ? targets.get(problem.structure(s).users()[0]) : targets.get(origin);
    }
}
