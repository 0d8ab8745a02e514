package dev.berth.solvers.memory;

import dev.berth.algorithms.memory.GreedyMemoryAllocator;
import dev.berth.algorithms.memory.OrderSearchMemoryAllocator;
import dev.berth.algorithms.memory.ReferenceMemoryAllocator;
import dev.berth.model.Strategy;
import dev.berth.model.memory.Buffer;
import dev.berth.model.families.MemoryFamily;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.Segment;
import dev.berth.solvers.Configured;
import dev.berth.solvers.OnlyWhere;
import dev.berth.solvers.SizeGuarded;
import dev.berth.solvers.StrategyRegistry;
import dev.berth.solvers.TimeGuarded;
import dev.berth.solvers.memory.bounds.BoundedMemoryStrategy;
import dev.berth.solvers.memory.choco.ChocoMemoryAllocator;
import dev.berth.solvers.memory.choco.TimeOverlaps;
import dev.berth.solvers.memory.cpsat.CpSatMemoryAllocator;
import dev.berth.solvers.memory.exact.ExactMemoryAllocator;
import dev.berth.solvers.memory.timefold.TimefoldMemoryAllocator;
import dev.berth.solvers.portfolio.Portfolio;
import dev.berth.solvers.portfolio.Race;
import dev.berth.solvers.portfolio.TimeSlice;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static dev.berth.solvers.StrategyRegistry.entry;

/**
 * The memory family's strategies, side by side, each behind the gate. The portfolio is the default. Every
 * strategy (and every portfolio member) sees co-location through {@link ColocationAware}: the one place where
 * groups are merged into buffers, and answers restated for the instance.
 */
public final class MemoryStrategies {
    /**
     * Above this exact declines, for the heap: on 30,000 buffers it laid out 1.00021 x the bound in 60 s alone
     * (4.1 GB resident with -Xmx4g) and 1.0002 in the portfolio beside order-search, with a heap high-water of
     * 3.7 GiB, too near a 4 GiB heap; 20,000 took 2.1 GB resident; 100,000 ran out of a 4 GiB heap.
     */
    static final int EXACT_MAX_BUFFERS = 25_000;
    /**
     * exact's first dive in the portfolio, estimated as 4 s per 4.4 million pairs of buffers that meet in time
     * (a generated 10k trace has 4.3–4.6M): a node scans its region, and the part model keeps every such pair.
     * On generated traces that is about 4 s x (buffers / 10,000)^2, as live buffers grow with the trace. Measured
     * alone, one thread: 12k (6.1M pairs) OPTIMAL in 3.0 s, 15k's (9.8M) first layout at about 9 s, 20k's within
     * 40 s (1.00005), while at 15k in a 10 s portfolio it found nothing in the 7 s it had. Below the estimate's
     * reach the dive is often the race's best layout (10 s: 7k 1.0006, 10k 1.0008 / 1.0035 / 1.021 on three
     * seeds where order-search has 1.0074 / 1.013 / 1.0099; bench/MEMORY-LARGE.md). A 10k trace with parameters
     * has 23M pairs, the long-lived parameters meeting everything: there the dive found no layout in 6–7 s, and
     * its part model made the heap's collections copy 0.9 GB, once for 1.5 s, past the limit.
     */
    static Duration exactFirstDive(MemoryProblem problem) {
        return Duration.ofMillis(Math.round(timeOverlappingPairs(problem) / 1_100.0));
    }

    /**
     * How many pairs of buffers meet in time: pairs of their segments ({@link TimeOverlaps}), so a buffer with a
     * gap counts each piece, as exact's model keeps them.
     */
    static long timeOverlappingPairs(MemoryProblem problem) {
        List<Segment> segments = new ArrayList<>();
        for (Buffer b : problem.buffers()) {
            segments.addAll(b.segments());
        }
        return new TimeOverlaps(segments).countPairs();
    }

    /**
     * Above this order-search runs beside exact: below it exact usually closes the instance, and a second search
     * would only take a core from the proof.
     */
    static final int ORDER_SEARCH_ABOVE = 5_000;
    /**
     * Above this the portfolio runs only order-search, with all the time: CP-SAT spends seconds finding its
     * model too large, Timefold its start, the reference its classes, each taking a core from the search and
     * improving nothing, and greedy's passes, which take seconds each here, are order-search's own starts
     * (bench/MEMORY-LARGE.md).
     */
    static final int PORTFOLIO_MAX_SIDE_BUFFERS = 20_000;
    /**
     * Above this CP-SAT stays out of the portfolio: on generated traces (10 s, one thread) it finds a layout at
     * 500 and 1,000 buffers (1.017 and 1.118 x the bound, where a greedy pass is within 1.01) and none at
     * 2,000, 3,000, 5,000 (also in 30 s) or 10,000 (also in 40 s), and at 10,000 with 5 s it came back
     * 1.7 s late (presolve it does not interrupt): a lane taken from order-search for nothing.
     */
    static final int PORTFOLIO_MAX_CPSAT_BUFFERS = 2_000;

    public static final StrategyRegistry<MemoryProblem, MemoryLayout> REGISTRY = new StrategyRegistry<>(
            MemoryFamily.INSTANCE, Portfolio.NAME, List.of(
            entry("greedy", () -> heuristic(new GreedyMemoryAllocator())),
            entry("reference", () -> heuristic(new ReferenceMemoryAllocator())),
            entry("order-search", () -> heuristic(new OrderSearchMemoryAllocator())),
            entry("choco", () -> new ColocationAware(new ChocoMemoryAllocator(), WindowHandling.EXACT)),
            entry("cpsat", MemoryStrategies::cpsat),
            entry("timefold", MemoryStrategies::timefold),
            entry("exact", MemoryStrategies::exact),
            entry(Portfolio.NAME, MemoryStrategies::portfolio),
            entry(BoundedMemoryStrategy.NAME, MemoryStrategies::bounded)));

    private MemoryStrategies() {
    }

    private static Strategy<MemoryProblem, MemoryLayout> exact() {
        return exactAround(new ExactMemoryAllocator());
    }

    /**
     * exact, or a wrapper of it, behind the co-location merge and the size cap: what sits inside sees only
     * instances exact accepts (the portfolio's time guard counts pairs of buffers only there).
     */
    private static Strategy<MemoryProblem, MemoryLayout> exactAround(Strategy<MemoryProblem, MemoryLayout> inner) {
        return new ColocationAware(new SizeGuarded<>(inner, MemoryProblem::size, "buffers", 0, EXACT_MAX_BUFFERS),
                WindowHandling.EXACT_FROM_ZERO);
    }

    /** A layout strategy, then contiguity bounds above the live bytes (package bounds). */
    private static Strategy<MemoryProblem, MemoryLayout> bounded() {
        return new BoundedMemoryStrategy(name -> REGISTRY.byName(name));
    }

    /** A portfolio member kept away from instances above {@link #PORTFOLIO_MAX_SIDE_BUFFERS}. */
    private static Strategy<MemoryProblem, MemoryLayout> notLarge(Strategy<MemoryProblem, MemoryLayout> s) {
        return new SizeGuarded<>(s, MemoryProblem::size, "buffers", 0, PORTFOLIO_MAX_SIDE_BUFFERS,
                "in the portfolio; above that order-search has the time");
    }

    private static Strategy<MemoryProblem, MemoryLayout> cpsat() {
        return new ColocationAware(new CpSatMemoryAllocator(), WindowHandling.EXACT);
    }

    private static Strategy<MemoryProblem, MemoryLayout> timefold() {
        return heuristic(new TimefoldMemoryAllocator(greedyForStart()));
    }

    private static Strategy<MemoryProblem, MemoryLayout> heuristic(Strategy<MemoryProblem, MemoryLayout> s) {
        return new ColocationAware(s, WindowHandling.CONSERVATIVE);
    }

    /** Timefold and the portfolio start from the best greedy layout over every ordering. */
    private static Strategy<MemoryProblem, MemoryLayout> greedyForStart() {
        return new Configured<>(new GreedyMemoryAllocator(), Map.of("order", "all"));
    }

    /**
     * One race, as many members at once as there are threads, taken in this order as lanes free up: the start-order
     * sweep ({@link #sweep}), exact (when its first dive fits the time, {@link #exactFirstDive}), above {@link
     * #ORDER_SEARCH_ABOVE} buffers order-search led by contention, searching from that pass at once, and a second
     * one led by size that makes every start pass it has time for ({@link #secondOrderSearch}), then greedy in every
     * order, the reference, CP-SAT (up to {@link #PORTFOLIO_MAX_CPSAT_BUFFERS}) and Timefold.
     *
     * <p>Why so: nothing sequential ahead of the race, since greedy's passes and the reference could eat half the
     * budget before any search started, more so on a shared machine; greedy and the reference still start at once
     * below {@link #ORDER_SEARCH_ABOVE} buffers, where the order-searches decline, and a layout of theirs at the
     * bound ends the solve. The two order-searches start differently because a lower start does not make a lower
     * end and a search's starts depend on its budget: together a longer solve does not end above a shorter one.
     * Choco is left out (exact solves all it solves, and on 2 cores every extra member slows the others); above
     * {@link #PORTFOLIO_MAX_SIDE_BUFFERS} the greedy passes, the reference, CP-SAT and Timefold decline. Measured in
     * bench/MEMORY-REAL.md and bench/MEMORY-LARGE.md.
     */
    private static Strategy<MemoryProblem, MemoryLayout> portfolio() {
        return new Portfolio<>(MemoryFamily.INSTANCE, List.of(
                new Race<>(List.of(sweep(),
                        exactAround(new TimeGuarded<>(new ExactMemoryAllocator(), MemoryStrategies::exactFirstDive,
                                "its first dive, about 4 s per 4.4M buffer pairs that meet in time")),
                        heuristic(new SizeGuarded<>(new BandsBelow(new Configured<>(new OrderSearchMemoryAllocator(),
                                Map.of(OrderSearchMemoryAllocator.SWEEP_FIRST.name(), "false",
                                        OrderSearchMemoryAllocator.LEAD.name(), "contention",
                                        OrderSearchMemoryAllocator.STARTS.name(), "1"))),
                                MemoryProblem::size, "buffers", ORDER_SEARCH_ABOVE + 1, Integer.MAX_VALUE)),
                        secondOrderSearch(),
                        notLarge(heuristic(greedyForStart())),
                        notLarge(heuristic(new ReferenceMemoryAllocator())),
                        new SizeGuarded<>(cpsat(), MemoryProblem::size, "buffers", 0, PORTFOLIO_MAX_CPSAT_BUFFERS,
                                "in the portfolio; above that it finds no layout in seconds"),
                        notLarge(timefold())),
                        TimeSlice.ALL)));
    }

    /**
     * From {@link #ORDER_SEARCH_ABOVE} to {@link GreedyMemoryAllocator#SWEEP_FIRST_ABOVE} buffers, a second
     * order-search led by size with first fit, on the lane that would otherwise idle where exact declines, beside
     * the first one led by contention: on 100k-buffer traces a pass takes 1–6 s, and of four generated traces
     * size order is the lowest start on one (seed 1: 1.0006 x the bound against 1.0029), contention on three.
     * Above that size two concurrent passes would double a heap of gigabytes. Both run on the instance without
     * its resident buffers ({@link BandsBelow}), where a pass on a trace with parameters takes 2 s, not 9.
     */
    private static Strategy<MemoryProblem, MemoryLayout> secondOrderSearch() {
        return heuristic(new SizeGuarded<>(new BandsBelow(new Configured<>(new OrderSearchMemoryAllocator(),
                Map.of(OrderSearchMemoryAllocator.LEAD.name(), "size"))),
                MemoryProblem::size, "buffers", ORDER_SEARCH_ABOVE + 1, GreedyMemoryAllocator.SWEEP_FIRST_ABOVE));
    }

    /**
     * The start-order pass with best fit as a member of its own, first in the race, wherever it is a sweep (no pins,
     * gaps or zero-size buffers): a layout within a fraction of a second at any size (0.3 s at 18.7k buffers in a
     * fresh JVM, seconds at 1M), so a solve stopped early still answers, and the lane is free again at once. Above
     * {@link GreedyMemoryAllocator#SWEEP_FIRST_ABOVE} buffers order-search is told not to make this pass itself and
     * spends its lane on size with first fit, which needs about a minute there on a quiet machine and more under
     * load. Not where the pass is the general one, O(n x live), whose heap beside order-search's would pass 4 GiB
     * at 1M buffers.
     */
    private static Strategy<MemoryProblem, MemoryLayout> sweep() {
        return heuristic(new OnlyWhere<>(new Configured<>(new GreedyMemoryAllocator(),
                Map.of(GreedyMemoryAllocator.ORDER.name(), "start", GreedyMemoryAllocator.FIT.name(), "best")),
                GreedyMemoryAllocator::sweeps, "instances without pins, gaps or zero-size buffers, where this pass is a"
                        + " sweep"));
    }
}
