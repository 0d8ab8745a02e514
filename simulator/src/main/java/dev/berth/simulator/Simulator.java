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
}
