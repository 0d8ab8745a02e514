package dev.berth.solvers.sync.choco;

import dev.berth.model.Budget;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.search.strategy.selectors.variables.DomOverWDeg;
import org.chocosolver.solver.search.strategy.selectors.variables.FirstFail;
import org.chocosolver.solver.search.strategy.selectors.variables.InputOrder;
import org.chocosolver.solver.search.strategy.selectors.variables.VariableSelector;
import org.chocosolver.solver.variables.IntVar;

/**
 * Branch and bound on one {@link ChocoClassModel}: ids by the chosen variable order and {@link SavedPhase}
 * values, then {@code used} at its lowest, minimising {@code used}. The model's upper bound already excludes
 * the starting mapping when there is one, so the first solution is an improvement and a search that
 * completes without one proves the start optimal.
 */
final class ChocoClassSearch {
    /** The variable order of the search ({@code choco.search}). */
    enum Order {
        /** Smallest domain first, ties in producer order. */
        DOM,
        /** Producer order. */
        INPUT,
        /** dom/wdeg, ties by the seed. */
        DOMWDEG
    }

    /**
     * @param ids      physical ids per member of the best solution, or null when none was found
     * @param complete the search space was exhausted (optimality, or infeasibility without {@code ids})
     */
    record Outcome(int[] ids, boolean complete, long nodes, long fails, long solutions, int cliques,
                   int differences) {
    }

    private ChocoClassSearch() {
    }

    /**
     * @param start     positions per member to try first (the starting mapping), or null
     * @param nodeLimit nodes this search may spend, 0 for no limit
     */
    static Outcome run(ChocoClassModel cm, int[] start, Order search, long seed, long nodeLimit, Budget budget) {
        Model model = cm.model;
        Solver solver = model.getSolver();
        SavedPhase values = new SavedPhase(cm.ids, start);
        solver.plugMonitor(values);
        VariableSelector<IntVar> order = switch (search) {
            case DOM -> new FirstFail(model);
            case INPUT -> new InputOrder<>(model);
            case DOMWDEG -> new DomOverWDeg<>(cm.ids, seed);
        };
        solver.setSearch(Search.intVarSearch(order, values, cm.ids), Search.inputOrderLBSearch(cm.used));
        if (!budget.unlimitedTime()) {
            solver.limitTime(Math.max(1, budget.remainingMillis()));
        }
        if (nodeLimit > 0) {
            solver.limitNode(nodeLimit);
        }
        solver.addStopCriterion(budget::exhausted);
        model.setObjective(Model.MINIMIZE, cm.used);
        int[] best = null;
        while (solver.solve()) {
            best = new int[cm.ids.length];
            for (int k = 0; k < best.length; k++) {
                best[k] = cm.ids[k].getValue();
            }
        }
        boolean complete = !solver.isStopCriterionMet() && !solver.hasEndedUnexpectedly();
        return new Outcome(best == null ? null : cm.physical(best), complete, solver.getNodeCount(),
                solver.getFailCount(), solver.getSolutionCount(), cm.cliques, cm.differences);
    }
}
