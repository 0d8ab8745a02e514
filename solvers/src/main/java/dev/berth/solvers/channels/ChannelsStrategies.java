package dev.berth.solvers.channels;

import dev.berth.algorithms.channels.ReferenceChannelsAllocator;
import dev.berth.model.Strategy;
import dev.berth.model.families.ChannelsFamily;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.analysis.Unrolled;
import dev.berth.model.Budget;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.solvers.Gate;
import dev.berth.solvers.SizeGuarded;
import dev.berth.solvers.Wrapper;
import dev.berth.solvers.StrategyRegistry;
import dev.berth.solvers.channels.timefold.TimefoldChannelsAllocator;
import dev.berth.solvers.portfolio.Portfolio;
import dev.berth.solvers.portfolio.Sequence;
import dev.berth.solvers.portfolio.TimeSlice;

import java.util.List;
import java.util.function.ToIntFunction;

import static dev.berth.solvers.StrategyRegistry.entry;

/**
 * The channels family's strategies, each behind the gate: {@code exact} (the width with its proof; unplaced
 * buffers placed by its joint Choco search), {@code reference} the text's own procedure as a baseline,
 * {@code timefold} local search over the offsets of unplaced buffers (makespan, then channels), and the
 * {@code portfolio}, the default.
 */
public final class ChannelsStrategies {
    public static final StrategyRegistry<ChannelsProblem, ChannelsSolution> REGISTRY = new StrategyRegistry<>(
            ChannelsFamily.INSTANCE, Portfolio.NAME, List.of(
            entry(ExactChannelsAllocator.NAME, () -> new ExactChannelsAllocator()),
            entry(ReferenceChannelsAllocator.NAME, () -> new ReferenceChannelsAllocator()),
            entry(TimefoldChannelsAllocator.NAME, () -> new TimefoldChannelsAllocator()),
            entry(Portfolio.NAME, () -> portfolio())));

    private ChannelsStrategies() {
    }

    /**
     * One of two, by the program: {@code exact} for placed programs (settled at once: OPTIMAL with the width's
     * antichain or INFEASIBLE with the concurrent set) and for unplaced ones its joint search covers;
     * {@code timefold} for larger unplaced ones. Never both on one program: the portfolio keeps the answer of
     * fewest channels, while on unplaced buffers the makespan comes first, so first fit's answer must not
     * compete with a search that traded channels for time.
     */
    private static Strategy<ChannelsProblem, ChannelsSolution> portfolio() {
        return new SerializeAware(dispatch());
    }

    /**
     * {@code -P exact.serialize=true} asks for extra ordering where the width is over the limit; the portfolio's
     * quick infeasibility check (the family's, right for the code with no extra ordering) would answer first, so
     * with the flag the program goes to exact directly.
     */
    private static final class SerializeAware extends Wrapper<ChannelsProblem, ChannelsSolution> {
        private final ExactChannelsAllocator exact = new ExactChannelsAllocator();

        SerializeAware(Strategy<ChannelsProblem, ChannelsSolution> portfolio) {
            super(portfolio);
        }

        @Override
        public Result<ChannelsSolution> solve(ChannelsProblem problem, SolveOptions options, Budget budget) {
            if (ExactChannelsAllocator.SERIALIZE.of(ExactChannelsAllocator.NAME, options)) {
                return Gate.of(ChannelsFamily.INSTANCE, exact).solve(problem, options, budget);
            }
            return inner.solve(problem, options, budget);
        }
    }

    private static Strategy<ChannelsProblem, ChannelsSolution> dispatch() {
        ToIntFunction<ChannelsProblem> unplacedInstances = p -> p.placed() ? 0
                : (int) Math.min(Integer.MAX_VALUE, Unrolled.count(p));
        String unit = "instances with buffers to place";
        return new Portfolio<>(ChannelsFamily.INSTANCE, List.of(
                new Sequence<>(List.of(new SizeGuarded<>(new ExactChannelsAllocator(), unplacedInstances, unit, 0,
                        ExactChannelsAllocator.JOINT_DEFAULT)), TimeSlice.ALL),
                new Sequence<>(List.of(new SizeGuarded<>(new TimefoldChannelsAllocator(), unplacedInstances, unit,
                        ExactChannelsAllocator.JOINT_DEFAULT + 1, Integer.MAX_VALUE)), TimeSlice.ALL)));
    }
}
