package dev.berth.solvers.memory.choco;

import org.chocosolver.solver.constraints.Propagator;
import org.chocosolver.solver.constraints.PropagatorPriority;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.solver.variables.events.IntEventType;
import org.chocosolver.solver.variables.events.PropagatorEventType;
import org.chocosolver.util.ESat;

import java.util.Arrays;

/**
 * Non-overlap of time-overlapping segments as one bounds-consistent disjunction per pair, in 64-bit
 * arithmetic: segment {@code [o_i + lowI, o_i + highI)} lies below {@code [o_j + lowJ, o_j + highJ)} or above
 * it; when the bounds rule out one side, the other is enforced. Times are fixed, so this is what diffN
 * deduces on the address axis, without diffN's 32-bit area products, which overflow once the address
 * range times the number of time points passes 2^31 (and then fail layouts that exist).
 */
final class PairwiseNoOverlap extends Propagator<IntVar> {
    private final int[] first;
    private final int[] second;
    private final long[] firstLow;
    private final long[] firstHigh;
    private final long[] secondLow;
    private final long[] secondHigh;
    /** Per variable: the pairs it takes part in. */
    private final int[][] pairsOf;
    private final PropagationStop stop;
    private final boolean[] dirty;
    private final int[] queue;
    private int queued;

    /** Collects pairs into primitive arrays sized up front, then builds the propagator over the offsets. */
    static final class Builder {
        private final IntVar[] offsets;
        private final int[] first;
        private final int[] second;
        private final long[] firstLow;
        private final long[] firstHigh;
        private final long[] secondLow;
        private final long[] secondHigh;
        private int size;

        /** @param capacity most pairs that will be added */
        private final PropagationStop stop;

        Builder(IntVar[] offsets, int capacity, PropagationStop stop) {
            this.offsets = offsets;
            this.stop = stop;
            first = new int[capacity];
            second = new int[capacity];
            firstLow = new long[capacity];
            firstHigh = new long[capacity];
            secondLow = new long[capacity];
            secondHigh = new long[capacity];
        }

        /** Buffers i and j hold bytes [lowI, highI) and [lowJ, highJ) above their offsets at a common time. */
        void add(int i, long lowI, long highI, int j, long lowJ, long highJ) {
            if (i != j && highI > lowI && highJ > lowJ) {
                first[size] = i;
                firstLow[size] = lowI;
                firstHigh[size] = highI;
                second[size] = j;
                secondLow[size] = lowJ;
                secondHigh[size] = highJ;
                size++;
            }
        }

        boolean isEmpty() {
            return size == 0;
        }

        PairwiseNoOverlap build() {
            return new PairwiseNoOverlap(this);
        }
    }

    private PairwiseNoOverlap(Builder b) {
        super(b.offsets, PropagatorPriority.QUADRATIC, true);
        stop = b.stop;
        int m = b.size;
        first = trim(b.first, m);
        second = trim(b.second, m);
        firstLow = trim(b.firstLow, m);
        firstHigh = trim(b.firstHigh, m);
        secondLow = trim(b.secondLow, m);
        secondHigh = trim(b.secondHigh, m);
        int n = b.offsets.length;
        int[] degree = new int[n];
        for (int p = 0; p < m; p++) {
            degree[first[p]]++;
            degree[second[p]]++;
        }
        pairsOf = new int[n][];
        for (int v = 0; v < n; v++) {
            pairsOf[v] = new int[degree[v]];
            degree[v] = 0;
        }
        for (int p = 0; p < m; p++) {
            pairsOf[first[p]][degree[first[p]]++] = p;
            pairsOf[second[p]][degree[second[p]]++] = p;
        }
        dirty = new boolean[n];
        queue = new int[n];
    }

    private static int[] trim(int[] a, int m) {
        return a.length == m ? a : Arrays.copyOf(a, m);
    }

    private static long[] trim(long[] a, int m) {
        return a.length == m ? a : Arrays.copyOf(a, m);
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
                stop.check(this);
                for (int p : pairsOf[v]) {
                    filter(p);
                }
            }
        } finally {
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
        IntVar oi = vars[i];
        IntVar oj = vars[j];
        boolean iBelow = oi.getLB() + firstHigh[p] <= oj.getUB() + secondLow[p];
        boolean jBelow = oj.getLB() + secondHigh[p] <= oi.getUB() + firstLow[p];
        if (!iBelow && !jBelow) {
            fails();
        } else if (!jBelow) {
            raise(oj, oi.getLB() + firstHigh[p] - secondLow[p], j);
            lower(oi, oj.getUB() + secondLow[p] - firstHigh[p], i);
        } else if (!iBelow) {
            raise(oi, oj.getLB() + secondHigh[p] - firstLow[p], i);
            lower(oj, oi.getUB() + firstLow[p] - secondHigh[p], j);
        }
    }

    private void raise(IntVar v, long bound, int index) throws ContradictionException {
        if (v.updateLowerBound(clamp(bound), this)) {
            enqueue(index);
        }
    }

    private void lower(IntVar v, long bound, int index) throws ContradictionException {
        if (v.updateUpperBound(clamp(bound), this)) {
            enqueue(index);
        }
    }

    private static int clamp(long v) {
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, v));
    }

    @Override
    public ESat isEntailed() {
        boolean all = true;
        for (int p = 0; p < first.length; p++) {
            IntVar oi = vars[first[p]];
            IntVar oj = vars[second[p]];
            if (oi.isInstantiated() && oj.isInstantiated()) {
                long i0 = oi.getValue() + firstLow[p];
                long i1 = oi.getValue() + firstHigh[p];
                long j0 = oj.getValue() + secondLow[p];
                long j1 = oj.getValue() + secondHigh[p];
                if (i0 < j1 && j0 < i1) {
                    return ESat.FALSE;
                }
            } else {
                all = false;
            }
        }
        return all ? ESat.TRUE : ESat.UNDEFINED;
    }
}
