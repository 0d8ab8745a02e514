package dev.berth.solvers.portfolio;

import dev.berth.model.Configurable;
import dev.berth.model.Problem;

import java.util.List;

/** One step of a {@link Portfolio}: runs its members on the standings so far and records their answers. */
public interface Stage<P extends Problem, S> {

    void run(Standings<P, S> standings);

    /** What it may run, for parameter keys and documentation. */
    List<? extends Configurable> members();

    /** A few words for the portfolio's description: "greedy, reference one after the other". */
    String describe();
}
