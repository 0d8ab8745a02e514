package dev.berth.solvers.portfolio;

import dev.berth.model.Budget;
import dev.berth.model.Problem;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;
import dev.berth.solvers.ParallelRace;

import java.util.List;
import java.util.function.Function;

/**
 * Members side by side under one share of the time, as many at once as the solve has threads (see
 * {@link ParallelRace}), all cancelled at the first answer that settles the run.
 */
public final class Race<P extends Problem, S> extends StrategyStage<P, S> {

    public Race(List<Strategy<P, S>> members, TimeSlice slice) {
        super(members, slice, "in parallel");
    }

    @Override
    public void run(Standings<P, S> st) {
        List<Strategy<P, S>> run = members.stream().filter(st::wanted).toList();
        race(st, run, slice);
    }

    /** Runs {@code run} (already gated or not) in parallel and records every answer as it arrives. */
    static <P extends Problem, S> void race(Standings<P, S> st, List<Strategy<P, S>> run, TimeSlice slice) {
        if (run.isEmpty() || st.settled() || st.budget().exhausted()) {
            return;
        }
        int lanes = Math.max(1, Math.min(st.options().threads(), run.size()));
        SolveOptions memberOptions = st.options().withThreads(Math.max(1, st.options().threads() / lanes));
        long least = st.leastToStart();
        List<Function<Budget, Result<S>>> calls = run.stream()
                .<Function<Budget, Result<S>>>map(m -> b -> !b.unlimitedTime() && b.remainingMillis() < least
                        ? Result.<S>unknown("not started: " + b.remainingMillis() + " ms left, less than the " + least
                                + " ms a member needs here").withSolver(m.label())
                        : st.gated(m).solve(st.problem(), memberOptions, b)).toList();
        ParallelRace.run(calls, lanes, slice.of(st.budget()), st::decisive, st::record);
    }
}
