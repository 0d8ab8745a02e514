package dev.berth.solvers.memory.choco;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.memory.MemoryProblem;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.restart.GeometricalCutoff;
import org.chocosolver.solver.search.restart.LubyCutoff;
import org.chocosolver.solver.search.restart.Restarter;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.search.strategy.assignments.DecisionOperator;
import org.chocosolver.solver.search.strategy.assignments.DecisionOperatorFactory;
import org.chocosolver.solver.search.strategy.selectors.values.IntDomainMin;
import org.chocosolver.solver.search.strategy.selectors.variables.DomOverWDeg;
import org.chocosolver.solver.search.strategy.selectors.variables.InputOrder;
import org.chocosolver.solver.search.strategy.selectors.variables.VariableSelector;
import org.chocosolver.solver.search.strategy.strategy.AbstractStrategy;
import org.chocosolver.solver.variables.IntVar;

import java.util.Comparator;
import java.util.stream.IntStream;

/** Turns the search params of {@link ChocoMemoryAllocator} into a Choco strategy and restart policy. */
final class ChocoSearch {
    private ChocoSearch() {
    }

    /** @throws ModelNotBuilt when the budget runs out while the search is set up */
    static void configure(Solver solver, MemoryProblem problem, ChocoLayoutModel layout, SolveOptions options,
                          Budget budget) {
        String kind = ChocoMemoryAllocator.SEARCH.from(options);
        IntVar[] ordered = ordered(problem, layout.offsets, kind.equals("start"));
        restarts(solver, options);
        if (ordered.length == 0) {
            solver.setSearch(Search.inputOrderLBSearch(layout.peak));
            return;
        }
        DecisionOperator<IntVar> operator = ChocoMemoryAllocator.CANONICAL.from(options)
                ? new CanonicalRefutation(problem, layout.offsets, budget)
                : DecisionOperatorFactory.makeIntEq();
        AbstractStrategy<IntVar> offsets = switch (kind) {
            case "lowest" -> Search.intVarSearch(new LowestOffsetFirst(), new IntDomainMin(), operator, ordered);
            case "area", "start" -> Search.intVarSearch(new InputOrder<>(solver.getModel()), new IntDomainMin(),
                    operator, ordered);
            case "domwdeg" -> Search.intVarSearch(domOverWDeg(ordered, options.seed()), new IntDomainMin(),
                    operator, ordered);
            case "activity" -> Search.activityBasedSearch(ordered);
            default -> throw new IllegalStateException("search " + kind + " is declared but not built");
        };
        if (ChocoMemoryAllocator.LAST_CONFLICT.from(options)) {
            offsets = Search.lastConflict(offsets);
        }
        solver.setSearch(offsets, Search.inputOrderLBSearch(layout.peak));
    }

    private static VariableSelector<IntVar> domOverWDeg(IntVar[] vars, long seed) {
        return new DomOverWDeg<>(vars, seed);
    }

    private static void restarts(Solver solver, SolveOptions options) {
        String kind = ChocoMemoryAllocator.RESTARTS.from(options);
        long base = ChocoMemoryAllocator.RESTART_BASE.from(options);
        switch (kind) {
            case "none" -> {
            }
            case "luby" -> solver.addRestarter(new Restarter(new LubyCutoff(base),
                    c -> solver.getFailCount() >= c, Integer.MAX_VALUE, true));
            case "geometric" -> solver.addRestarter(new Restarter(new GeometricalCutoff(base, 1.5),
                    c -> solver.getFailCount() >= c, Integer.MAX_VALUE, true));
            default -> throw new IllegalStateException("restarts " + kind + " is declared but not built");
        }
    }

    /** Offsets in the order ties are broken: by decreasing size x lifespan, or by start time. */
    private static IntVar[] ordered(MemoryProblem problem, IntVar[] offsets, boolean byStart) {
        Comparator<Integer> area = Comparator.comparingLong((Integer i) -> -problem.buffer(i).area())
                .thenComparingLong(i -> -problem.buffer(i).size());
        Comparator<Integer> order = byStart
                ? Comparator.comparingLong((Integer i) -> problem.buffer(i).start()).thenComparing(area)
                : area;
        return IntStream.range(0, offsets.length).boxed()
                .filter(i -> !problem.buffer(i).isFixed())
                .sorted(order.thenComparingInt(i -> i))
                .map(i -> offsets[i]).toArray(IntVar[]::new);
    }
}
