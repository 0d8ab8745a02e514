package dev.berth.simulator.tiles;

import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.StructureLayout;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.StructurePointer;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;

import java.util.Arrays;
import java.util.Map;
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
    /** Per structure, per user (position in its users): the copy's offset, the code's offset; -1 = none. */
    private final long[][] copyAt;
    private final long[][] codeAt;
    /** Per structure, the master's copy and send code offsets (the master need not be a user); -1 = none. */
    private final long[] masterCopyAt;
    private final long[] masterCodeAt;
    /** Per structure, per pointer slot (2 × pointer + base?), per user: the target variable; null = no base. */
    private final int[][][] targets;

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
        int n = plans.length;
        copyAt = new long[n][];
        codeAt = new long[n][];
        masterCopyAt = new long[n];
        masterCodeAt = new long[n];
        targets = new int[n][][];
        for (int s = 0; s < n; s++) {
            ReadOnlyStructure r = problem.structure(s);
            StructureLayout sl = layout.structures().get(s);
            int master = plans[s].shared() ? plans[s].master() : -1;
            copyAt[s] = new long[r.users().length];
            codeAt[s] = new long[r.users().length];
            masterCopyAt[s] = byUser(r.users(), master, sl.copies(), copyAt[s]);
            masterCodeAt[s] = byUser(r.users(), master, sl.code(), codeAt[s]);
            targets[s] = new int[2 * r.pointers().size()][];
            for (int k = 0; k < r.pointers().size(); k++) {
                StructurePointer ptr = r.pointers().get(k);
                targets[s][2 * k] = byUser(r.users(), ptr.targets());
                targets[s][2 * k + 1] = ptr.base().isEmpty() ? null : byUser(r.users(), ptr.base());
            }
        }
    }

    /** Spreads {@code entries} over the users' positions; returns the master's entry, -1 if none. */
    private static long byUser(int[] users, int master, SortedMap<Integer, Long> entries, long[] out) {
        Arrays.fill(out, -1);
        long forMaster = -1;
        for (Map.Entry<Integer, Long> e : entries.entrySet()) {
            int i = Arrays.binarySearch(users, e.getKey());
            if (i >= 0) {
                out[i] = e.getValue();
            }
            if (e.getKey() == master) {
                forMaster = e.getValue();
            }
        }
        return forMaster;
    }

    private static int[] byUser(int[] users, SortedMap<Integer, Integer> entries) {
        int[] out = new int[users.length];
        Arrays.fill(out, -1);
        for (Map.Entry<Integer, Integer> e : entries.entrySet()) {
            int i = Arrays.binarySearch(users, e.getKey());
            if (i >= 0) {
                out[i] = e.getValue();
            }
        }
        return out;
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
        return offset(s, tile, copyAt[s], masterCopyAt[s]);
    }

    long codeOffset(int s, int tile) {
        return offset(s, tile, codeAt[s], masterCodeAt[s]);
    }

    private long offset(int s, int tile, long[] byUser, long forMaster) {
        if (plans[s].shared() && plans[s].master() == tile) {
            return forMaster;
        }
        int i = Arrays.binarySearch(problem.structure(s).users(), tile);
        return i >= 0 ? byUser[i] : -1;
    }

    /** How many slots pointer {@code k} has: the block, plus the base for a vector list. */
    int slots(int s, int k) {
        return targets[s][2 * k + 1] == null ? 1 : 2;
    }

    /** The variable of {@code tile} that pointer {@code k}'s {@code slot} (1 = a vector list's base) reaches; -1 if none. */
    int target(int s, int k, int slot, int tile) {
        int i = Arrays.binarySearch(problem.structure(s).users(), tile);
        return i >= 0 ? targets[s][2 * k + slot][i] : -1;
    }

    /**
     * The variable whose address the build of {@code s} made for tile {@code origin} stores in a slot, or -1:
     * a replicated copy holds its own tile's targets; a shared one is compiled once, with the address of the
     * target on the structure's first user.
     */
    int pointedVariable(int s, int k, int slot, int origin) {
        return plans[s].shared() ? targets[s][2 * k + slot][0] : target(s, k, slot, origin);
    }
}
