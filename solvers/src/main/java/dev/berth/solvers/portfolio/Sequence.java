package dev.berth.solvers.portfolio;

import dev.berth.model.Problem;
import dev.berth.model.Result;
import dev.berth.model.Strategy;

import java.util.List;

/**
 * Members one after the other, each within its {@link TimeSlice} of the time left, until one settles the
 * run: the cheap strategies first, so that an answer at the bound ends the solve at once.
 */
public final class Sequence<P extends Problem, S> extends StrategyStage<P, S> {

    public Sequence(List<Strategy<P, S>> members, TimeSlice slice) {
        super(members, slice, "one after the other");
    }

    @Override
    public void run(Standings<P, S> st) {
        for (Strategy<P, S> m : members) {
            if (!st.wanted(m)) {
                continue;
            }
            Result<S> r = st.gated(m).solve(st.problem(), st.options(), slice.of(st.budget()));
            st.record(r);
            if (st.settled() || st.budget().exhausted()) {
                return;
            }
        }
    }
}
