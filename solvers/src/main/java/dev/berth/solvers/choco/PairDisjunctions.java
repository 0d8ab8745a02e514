package dev.berth.solvers.choco;

import org.chocosolver.solver.constraints.Propagator;
import org.chocosolver.solver.constraints.PropagatorPriority;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.solver.variables.events.IntEventType;
import org.chocosolver.solver.variables.events.PropagatorEventType;
import org.chocosolver.util.ESat;

/**
 * Offsets in pairs that must not overlap, each pair a bounds-consistent disjunction "the first lies below the
 * second, or the second below the first", in 64-bit arithmetic: when the bounds rule out one side, the other
 * is enforced. What "below" means (extents, bank rounding) is the subclass's. A queue of the variables whose
 * bounds changed drives the filtering, so a change costs only the pairs of the variables it reaches.
 */
public abstract class PairDisjunctions extends Propagator<IntVar> {
    protected final int[] first;
    protected final int[] second;
    /** Per variable: the pairs it takes part in. */
    private final int[][] pairsOf;
    private final boolean[] dirty;
    private final int[] queue;
    private int queued;

    /** Pair {@code p} is {@code (offsets[first[p]], offsets[second[p]])}. */
    protected PairDisjunctions(IntVar[] offsets, int[] first, int[] second) {
        super(offsets, PropagatorPriority.QUADRATIC, true);
        this.first = first;
        this.second = second;
        int n = offsets.length;
        pairsOf = PairLists.byVariable(n, first, second);
        dirty = new boolean[n];
        queue = new int[n];
    }

    /** Whether {@code low} can still lie below {@code high} in pair {@code p}, given their bounds. */
    protected abstract boolean canBeBelow(int p, int low, int high);

    /** Makes {@code low} lie below {@code high} in pair {@code p}: raises high's lower bound, lowers low's upper. */
    protected abstract void enforceBelow(int p, int low, int high) throws ContradictionException;

    /** Whether pair {@code p} overlaps with its first at {@code a} and its second at {@code b}. */
    protected abstract boolean overlaps(int p, long a, long b);

    /** Called before each variable's pairs are filtered: a propagation may be long enough to need a way out. */
    protected void beforeVariable() throws ContradictionException {
    }

    @Override
    public int getPropagationConditions(int idx) {
        return IntEventType.boundAndInst();
    }

    @Override
    public void propagate(int idx, int mask) throws ContradictionException {
        enqueue(idx);
        forcePropagate(PropagatorEventType.CUSTOM_PROPAGATION);
    }

    @Override
    public void propagate(int evtmask) throws ContradictionException {
        if (PropagatorEventType.isFullPropagation(evtmask)) {
            for (int v = 0; v < vars.length; v++) {
                enqueue(v);
            }
        }
        try {
            while (queued > 0) {
                int v = queue[--queued];
                dirty[v] = false;
                beforeVariable();
                for (int p : pairsOf[v]) {
                    filter(p);
                }
            }
        } finally {
            // a failure leaves the queue as it was: the next propagation must start from a clean one
            while (queued > 0) {
                dirty[queue[--queued]] = false;
            }
        }
    }

    private void enqueue(int v) {
        if (!dirty[v]) {
            dirty[v] = true;
            queue[queued++] = v;
        }
    }

    private void filter(int p) throws ContradictionException {
        int i = first[p];
        int j = second[p];
        boolean iBelow = canBeBelow(p, i, j);
        boolean jBelow = canBeBelow(p, j, i);
        if (!iBelow && !jBelow) {
            fails();
        } else if (!jBelow) {
            enforceBelow(p, i, j);
        } else if (!iBelow) {
            enforceBelow(p, j, i);
        }
    }

    /** Raises the lower bound of variable {@code v} to {@code bound} (clamped to int), queueing it if it moved. */
    protected final void raise(int v, long bound) throws ContradictionException {
        if (vars[v].updateLowerBound(clamp(bound), this)) {
            enqueue(v);
        }
    }

    /** Lowers the upper bound of variable {@code v} to {@code bound} (clamped to int), queueing it if it moved. */
    protected final void lower(int v, long bound) throws ContradictionException {
        if (vars[v].updateUpperBound(clamp(bound), this)) {
            enqueue(v);
        }
    }

    private static int clamp(long v) {
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, v));
    }

    @Override
    public ESat isEntailed() {
        boolean all = true;
        for (int p = 0; p < first.length; p++) {
            IntVar a = vars[first[p]];
            IntVar b = vars[second[p]];
            if (a.isInstantiated() && b.isInstantiated()) {
                if (overlaps(p, a.getValue(), b.getValue())) {
                    return ESat.FALSE;
                }
            } else {
                all = false;
            }
        }
        return all ? ESat.TRUE : ESat.UNDEFINED;
    }
}
