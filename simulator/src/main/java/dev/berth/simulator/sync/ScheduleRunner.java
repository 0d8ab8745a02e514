package dev.berth.simulator.sync;

import dev.berth.model.CurrentBudget;

import java.util.Arrays;
import java.util.SplittableRandom;

import static dev.berth.simulator.sync.CompiledProgram.COMPLETE;
import static dev.berth.simulator.sync.CompiledProgram.PRODUCE;
import static dev.berth.simulator.sync.CompiledProgram.REMOVED_PRODUCE;

/**
 * Runs whole schedules on one machine, reusing its buffers: a schedule allocates nothing until it fails.
 *
 * <p>The uniform scheduler picks any warp that can move. The adversarial one aims at the hazards: it lets
 * waits issue, ordinary work run and removed consumers pass as early as possible and removed producers as
 * late as possible. Each schedule then takes one of three stances at random: producers before consumers'
 * completions (producers find their resources still full, waiters miss their phase), completions before
 * producers (a waiter passes on whatever its resource shows the moment it can, before the producer it
 * should wait for gets to run), or neither. Within a stance warps race by random priorities, the running
 * warp demoted at two random steps (priority-based probabilistic scheduling).
 */
final class ScheduleRunner {
    private static final int CHANGE_POINTS = 2;

    private final WarpMachine machine;
    private final int[] trace;
    private final int[] priority;
    private final int[] enabled;
    private final int[] changeAt = new int[CHANGE_POINTS];
    private int length;
    private SyncViolation violation;

    ScheduleRunner(WarpMachine machine) {
        this.machine = machine;
        this.trace = new int[machine.program.totalSteps];
        this.priority = new int[machine.program.warps];
        this.enabled = new int[machine.program.warps];
    }

    /** Steps taken by the last schedule. */
    int length() {
        return length;
    }

    /** The last schedule's violation, or null when it ran to the end cleanly. */
    SyncViolation violation() {
        return violation;
    }

    int[] trace() {
        return Arrays.copyOf(trace, length);
    }

    /** Runs one schedule; true when it ended cleanly. */
    boolean run(SplittableRandom rnd, boolean adversarial) {
        machine.reset();
        length = 0;
        violation = null;
        int warps = priority.length;
        int stance = 0;
        int lowest = 0;
        if (adversarial) {
            for (int w = 0; w < warps; w++) {
                int j = rnd.nextInt(w + 1);
                priority[w] = priority[j];
                priority[j] = w;
            }
            stance = rnd.nextInt(3);
            for (int c = 0; c < CHANGE_POINTS; c++) {
                changeAt[c] = trace.length == 0 ? 0 : rnd.nextInt(trace.length);
            }
        }
        while (true) {
            int chosen = -1;
            if (adversarial) {
                if (length > 0 && (length == changeAt[0] || length == changeAt[1])) {
                    priority[trace[length - 1]] = --lowest;
                }
                int bestRank = Integer.MAX_VALUE;
                for (int w = 0; w < warps; w++) {
                    if (machine.enabled(w)) {
                        int rank = rank(machine.nextKind(w), stance);
                        if (rank < bestRank || rank == bestRank && priority[w] > priority[chosen]) {
                            bestRank = rank;
                            chosen = w;
                        }
                    }
                }
            } else {
                int count = 0;
                for (int w = 0; w < warps; w++) {
                    if (machine.enabled(w)) {
                        enabled[count++] = w;
                    }
                }
                if (count > 0) {
                    chosen = enabled[rnd.nextInt(count)];
                }
            }
            if (chosen < 0) {
                if (machine.finished()) {
                    return true;
                }
                violation = machine.deadlock(length);
                return false;
            }
            trace[length++] = chosen;
            if ((length & 0xfff) == 0) {
                CurrentBudget.check("running a schedule on the warp machine");
            }
            SyncViolation.Kind k = machine.step(chosen);
            if (k != null) {
                violation = machine.violation(k, length - 1);
                return false;
            }
        }
    }

    /** Lower runs first; stance 0: producers first, 1: completions first, 2: neither. */
    private static int rank(int kind, int stance) {
        return switch (kind) {
            case PRODUCE -> stance == 0 ? 1 : 2;
            case COMPLETE -> stance == 1 ? 1 : 2;
            case REMOVED_PRODUCE -> 3;
            default -> 0;
        };
    }

    /**
     * Replays {@code choices} step by step; true when no violation came up. A trace that ends where no warp
     * can move with work left reports the deadlock.
     */
    boolean replay(int[] choices) {
        machine.reset();
        length = 0;
        violation = null;
        for (int w : choices) {
            if (w < 0 || w >= priority.length || !machine.enabled(w)) {
                throw new IllegalArgumentException("step " + length + " of the trace picks warp " + w
                        + ", which cannot move there");
            }
            trace[length++] = w;
            SyncViolation.Kind k = machine.step(w);
            if (k != null) {
                violation = machine.violation(k, length - 1);
                return false;
            }
        }
        for (int w = 0; w < priority.length; w++) {
            if (machine.enabled(w)) {
                return true;
            }
        }
        if (machine.finished()) {
            return true;
        }
        violation = machine.deadlock(length);
        return false;
    }
}
