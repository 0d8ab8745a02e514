package dev.berth.simulator;

import dev.berth.model.Problem;

/**
 * A family's hardware simulator as a plug-in: runs a solution on the machine model and reports what goes
 * wrong. It sees only the model's records, never a class a strategy or the checker uses.
 */
public interface Simulator<P extends Problem, S> {

    /** The family it simulates ("memory", "sync", "tiles"). */
    String family();

    /** The full run {@code berth simulate} prints. */
    SimulationOutcome run(P problem, S solution, SimulationOptions options);

    /** A quick second opinion for bench and demo: null when the run is clean, else its first violation. */
    String secondOpinion(P problem, S solution);

    /**
     * What running an answer on the hardware shows wrong that the family's checker cannot see from the answer
     * alone, for families where validity is a property of a run (simt: a compiled kernel must complete with the
     * memory per-thread scheduling gives, and a livelock only shows when it runs). Every gate and {@code berth
     * check} hold an answer to it after the checker. Null when the runs agree; the default, for families whose
     * checker decides everything, runs nothing.
     */
    default String gateViolation(P problem, S solution) {
        return null;
    }
}
