package dev.berth.solvers.portfolio;

import dev.berth.model.Configurable;
import dev.berth.model.Problem;
import dev.berth.model.Strategy;

import java.util.List;

/** A stage of strategies under one share of the time: what a sequence and a race have in common. */
abstract class StrategyStage<P extends Problem, S> implements Stage<P, S> {
    protected final List<Strategy<P, S>> members;
    protected final TimeSlice slice;
    private final String how;

    /** @param how how the members run, for the description: "one after the other", "in parallel" */
    StrategyStage(List<Strategy<P, S>> members, TimeSlice slice, String how) {
        this.members = List.copyOf(members);
        this.slice = slice;
        this.how = how;
    }

    @Override
    public final List<? extends Configurable> members() {
        return members;
    }

    @Override
    public final String describe() {
        return String.join(", ", members.stream().map(Configurable::label).toList()) + " " + how;
    }
}
