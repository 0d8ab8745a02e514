package dev.berth.solvers.choco;

import org.chocosolver.solver.ICause;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.search.strategy.assignments.DecisionOperator;
import org.chocosolver.solver.search.strategy.assignments.DecisionOperatorFactory;
import org.chocosolver.solver.variables.IntVar;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Decision "offset = v" whose refutation, when v is the lower bound, jumps to the next offset where the
 * variable could rest on a neighbour instead of merely excluding {@code v}; which offsets those are, and why
 * the jump keeps the search complete, is the subclass's. Branching only on values equal to the lower bound
 * (as {@code IntDomainMin} does) is assumed; any other value is merely excluded.
 */
public abstract class NextRestRefutation implements DecisionOperator<IntVar> {
    private final Map<IntVar, Integer> indexOf = new IdentityHashMap<>();

    protected NextRestRefutation(IntVar[] offsets) {
        for (int i = 0; i < offsets.length; i++) {
            indexOf.put(offsets[i], i);
        }
    }

    /**
     * The lowest offset above {@code value} at which variable {@code i} could rest on a neighbour; past the
     * domain (so that the branch fails) when no neighbour can lift it.
     */
    protected abstract int nextRest(int i, int value);

    @Override
    public boolean apply(IntVar var, int value, ICause cause) throws ContradictionException {
        return var.instantiateTo(value, cause);
    }

    @Override
    public boolean unapply(IntVar var, int value, ICause cause) throws ContradictionException {
        Integer i = indexOf.get(var);
        if (i == null || value != var.getLB()) {
            return var.removeValue(value, cause);
        }
        return var.updateLowerBound(nextRest(i, value), cause);
    }

    @Override
    public DecisionOperator<IntVar> opposite() {
        // a sound (weaker) negation of "= v" for anything that needs one, e.g. nogoods from restarts
        return DecisionOperatorFactory.makeIntNeq();
    }

    @Override
    public String toString() {
        return " == ";
    }
}
