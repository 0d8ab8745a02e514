package dev.berth.solvers;

import dev.berth.model.Family;
import dev.berth.model.Problem;

/**
 * The second half of an answer's validity for families where it is a property of a run: the family's simulator
 * runs the answer on its hardware model ({@link dev.berth.simulator.Simulator#gateViolation}). The checker sees
 * the answer; this sees what it does — a compiled simt kernel that livelocks passes every static rule.
 */
public final class HardwareCheck {
    private HardwareCheck() {
    }

    /** Null when the hardware shows nothing wrong with {@code solution}, else what and where. */
    public static <P extends Problem, S> String violation(Family<P, S> family, P problem, S solution) {
        return Plugins.of(family).simulator().gateViolation(problem, solution);
    }
}
