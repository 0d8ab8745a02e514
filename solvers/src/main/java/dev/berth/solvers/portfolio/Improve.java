package dev.berth.solvers.portfolio;

import dev.berth.model.Configurable;
import dev.berth.model.Improver;
import dev.berth.model.Problem;
import dev.berth.model.Result;
import dev.berth.model.Strategy;
import dev.berth.solvers.Improving;

import java.util.ArrayList;
import java.util.List;

/**
 * Improvers on the best answer so far (or, for one that builds its own start, on none), in parallel when
 * there are several. Runs only when there is an answer to improve and nothing has settled the run.
 */
public final class Improve<P extends Problem, S> implements Stage<P, S> {

    /**
     * @param fromBest start from the best answer so far; false: the improver builds its own start
     * @param label    how its answers are labelled ("timefold own start")
     */
    public record Member<P extends Problem, S>(Improver<P, S> improver, boolean fromBest, String label) {
        public static <P extends Problem, S> Member<P, S> onBest(Improver<P, S> improver) {
            return new Member<>(improver, true, improver.label());
        }
    }

    private final List<Member<P, S>> members;
    private final TimeSlice slice;

    public Improve(List<Member<P, S>> members, TimeSlice slice) {
        this.members = List.copyOf(members);
        this.slice = slice;
    }

    @Override
    public void run(Standings<P, S> st) {
        Result<S> best = st.best();
        if (best == null || !best.hasSolution() || st.settled() || st.budget().exhausted()) {
            return;
        }
        List<Strategy<P, S>> run = new ArrayList<>();
        for (Member<P, S> m : members) {
            if (st.wanted(m.improver())) {
                String label = m.fromBest() && members.size() == 1 ? m.label() + " (on " + best.solver() + ")" : m.label();
                run.add(Improving.on(m.improver(), m.fromBest() ? best : null, label));
            }
        }
        Race.race(st, run, slice);
    }

    @Override
    public List<? extends Configurable> members() {
        return members.stream().map(Member::improver).toList();
    }

    @Override
    public String describe() {
        return String.join(", ", members.stream().map(m -> m.label() + (m.fromBest() ? " on the best" : "")).toList());
    }
}
