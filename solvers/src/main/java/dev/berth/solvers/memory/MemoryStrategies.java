package dev.berth.solvers.memory;

import dev.berth.heuristics.memory.GreedyMemoryAllocator;
import dev.berth.heuristics.memory.OrderSearchMemoryAllocator;
import dev.berth.heuristics.memory.ReferenceMemoryAllocator;
import dev.berth.model.InputException;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.solvers.memory.choco.ChocoMemoryAllocator;
import dev.berth.solvers.memory.cpsat.CpSatMemoryAllocator;
import dev.berth.solvers.memory.exact.ExactMemoryAllocator;
import dev.berth.solvers.memory.timefold.TimefoldMemoryAllocator;

import java.util.List;

/**
 * The memory family's strategies, side by side, each behind the validator. The portfolio is the default.
 */
public final class MemoryStrategies {
    public static final String DEFAULT = "portfolio";
    /** exact's set-up is quadratic in the worst case: above this it declines rather than exhaust the heap */
    static final int EXACT_MAX_BUFFERS = 5_000;

    private MemoryStrategies() {
    }

    /** Every strategy, in the order tables list them; each call builds fresh instances. */
    public static List<MemoryAllocator> all() {
        MemoryAllocator greedy = new GreedyMemoryAllocator();
        MemoryAllocator reference = new ReferenceMemoryAllocator();
        MemoryAllocator orderSearch = new OrderSearchMemoryAllocator();
        MemoryAllocator choco = new ChocoMemoryAllocator();
        MemoryAllocator cpsat = new CpSatMemoryAllocator();
        MemoryAllocator timefold = new TimefoldMemoryAllocator(greedyForStart());
        MemoryAllocator exact = new SizeGuardedAllocator(new ExactMemoryAllocator(), EXACT_MAX_BUFFERS);
        // Choco is left out: on 2 cores every extra member slows the others, and exact solves all choco solves.
        // order-search joins where exact declines: below that it would only take cores from the proof
        MemoryAllocator largeOrderSearch = new SizeGuardedAllocator(new OrderSearchMemoryAllocator(),
                EXACT_MAX_BUFFERS + 1, Integer.MAX_VALUE);
        MemoryAllocator portfolio = new PortfolioMemoryAllocator(List.of(greedyForStart(), reference),
                List.of(exact, cpsat, timefold, largeOrderSearch));
        return List.of(greedy, reference, orderSearch, choco, cpsat, timefold, exact, portfolio).stream()
                .<MemoryAllocator>map(ValidatedAllocator::new).toList();
    }

    /** Timefold and the portfolio start from the best greedy layout over every ordering. */
    private static MemoryAllocator greedyForStart() {
        return new ConfiguredAllocator(new GreedyMemoryAllocator(), java.util.Map.of("order", "all"));
    }

    public static List<String> names() {
        return all().stream().map(MemoryAllocator::name).toList();
    }

    public static MemoryAllocator byName(String name) {
        for (MemoryAllocator a : all()) {
            if (a.name().equals(name)) {
                return a;
            }
        }
        throw new InputException("--solver", "unknown strategy '" + name + "' for the memory family (known: "
                + String.join(", ", names()) + ")");
    }
}
