package dev.berth.simulator.sync;

import dev.berth.model.CurrentBudget;

import java.util.Arrays;

import static dev.berth.simulator.sync.CompiledProgram.ISSUE;
import static dev.berth.simulator.sync.CompiledProgram.OTHER;

/**
 * Depth-first search over every interleaving of the warps' steps, visiting each machine state (program
 * counters and physical resource states) once. Ordinary instructions and consumers' issues touch no
 * physical resource and are always enabled, so they commute with every other step and cannot cause a
 * violation: they are taken at once, alone, which cuts the interleavings without losing any reachable
 * violation or deadlock. Every step advances one program counter, so the state graph is acyclic and the
 * search depth is at most the program's step count.
 */
final class ExhaustiveExplorer {
    private static final int FRESH = -1;
    /**
     * Ints the exploration may keep (docs/sync.md, limit sync.states): every state it visited, with its hash
     * slots, and the path to the current one, each state a program counter per warp and a word per physical
     * resource; 2^27 ints are 512 MiB. It stops there as at its state limit, whatever that asks.
     */
    static final long MAX_CELLS = 1L << 27;
    /** Ints per visited state besides the state itself: its share of the hash table, kept at most half full. */
    private static final int TABLE_CELLS = 4;

    private final WarpMachine machine;
    private final int warps;
    private final int width;
    private ExplorationStatus status = ExplorationStatus.NOT_RUN;
    private long steps;
    private long states;
    private SyncViolation violation;
    private int[] violationTrace;

    ExhaustiveExplorer(WarpMachine machine) {
        this.machine = machine;
        this.warps = machine.program.warps;
        this.width = machine.stateLength();
    }

    ExplorationStatus status() {
        return status;
    }

    long steps() {
        return steps;
    }

    long states() {
        return states;
    }

    SyncViolation violation() {
        return violation;
    }

    int[] violationTrace() {
        return violationTrace;
    }

    void explore(int stateLimit) {
        int maxDepth = machine.program.totalSteps;
        // grown as the search goes deeper: the whole program's depth times the state width may not fit
        int[] stack = new int[Math.min(maxDepth + 1, 1024) * width];
        int[] cursor = new int[maxDepth + 1];
        int[] trace = new int[maxDepth];
        StateSet visited = new StateSet(width);
        machine.reset();
        machine.save(stack, 0);
        visited.add(stack, 0);
        cursor[0] = FRESH;
        int depth = 0;
        while (depth >= 0) {
            if ((steps & 0xfff) == 0) {
                CurrentBudget.check("exploring the schedules exhaustively");
            }
            machine.load(stack, depth * width);
            int w;
            if (cursor[depth] == FRESH) {
                if (machine.finished()) {
                    depth--;
                    continue;
                }
                w = eagerWarp();
                if (w >= 0) {
                    cursor[depth] = warps; // the eager step is this state's only successor
                } else {
                    w = nextEnabled(0);
                    if (w < 0) {
                        stop(machine.deadlock(depth), trace, depth, visited);
                        return;
                    }
                    cursor[depth] = w;
                }
            } else {
                w = nextEnabled(cursor[depth] + 1);
                if (w < 0) {
                    depth--;
                    continue;
                }
                cursor[depth] = w;
            }
            trace[depth] = w;
            steps++;
            SyncViolation.Kind k = machine.step(w);
            if (k != null) {
                stop(machine.violation(k, depth), trace, depth + 1, visited);
                return;
            }
            int next = (depth + 1) * width;
            if (next + width > stack.length) {
                stack = Arrays.copyOf(stack, (int) Math.min((long) (maxDepth + 1) * width, 2L * stack.length + width));
            }
            machine.save(stack, next);
            if (visited.add(stack, next)) {
                long kept = (visited.size() * (long) (width + TABLE_CELLS)) + (long) (depth + 2) * width;
                if (visited.size() > stateLimit || kept > MAX_CELLS) {
                    states = visited.size() - 1;
                    status = ExplorationStatus.STATE_LIMIT;
                    return;
                }
                depth++;
                cursor[depth] = FRESH;
            }
        }
        states = visited.size();
        status = ExplorationStatus.COMPLETE;
    }

    private void stop(SyncViolation v, int[] trace, int length, StateSet visited) {
        violation = v;
        violationTrace = Arrays.copyOf(trace, length);
        states = visited.size();
        status = ExplorationStatus.STOPPED_AT_VIOLATION;
    }

    private int eagerWarp() {
        for (int w = 0; w < warps; w++) {
            int k = machine.nextKind(w);
            if (k == OTHER || k == ISSUE) {
                return w;
            }
        }
        return -1;
    }

    private int nextEnabled(int from) {
        for (int w = from; w < warps; w++) {
            if (machine.enabled(w)) {
                return w;
            }
        }
        return -1;
    }
}
