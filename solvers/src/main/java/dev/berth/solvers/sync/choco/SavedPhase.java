package dev.berth.solvers.sync.choco;

import org.chocosolver.solver.search.loop.monitors.IMonitorSolution;
import org.chocosolver.solver.search.strategy.selectors.values.IntValueSelector;
import org.chocosolver.solver.variables.IntVar;

import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Value choice by phase saving: each variable first tries its value in the last solution (at first the
 * starting mapping's), so every dive of the branch and bound begins as a repair of the incumbent; else
 * its smallest value.
 */
final class SavedPhase implements IntValueSelector, IMonitorSolution {
    private final IntVar[] vars;
    private final int[] saved;
    private final Map<IntVar, Integer> index = new IdentityHashMap<>();

    /** @param start a value per variable, or null to start from the smallest values */
    SavedPhase(IntVar[] vars, int[] start) {
        this.vars = vars;
        this.saved = start == null ? new int[vars.length] : start.clone();
        if (start == null) {
            Arrays.fill(saved, Integer.MIN_VALUE);
        }
        for (int k = 0; k < vars.length; k++) {
            index.put(vars[k], k);
        }
    }

    @Override
    public int selectValue(IntVar var) {
        Integer k = index.get(var);
        if (k != null && var.contains(saved[k])) {
            return saved[k];
        }
        return var.getLB();
    }

    @Override
    public void onSolution() {
        for (int k = 0; k < vars.length; k++) {
            saved[k] = vars[k].getValue();
        }
    }
}
