package dev.berth.solvers.memory.choco;

import dev.berth.solvers.choco.PairDisjunctions;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.variables.IntVar;

import java.util.Arrays;

/**
 * Non-overlap of time-overlapping segments as one bounds-consistent disjunction per pair, in 64-bit
 * arithmetic: segment {@code [o_i + lowI, o_i + highI)} lies below {@code [o_j + lowJ, o_j + highJ)} or above
 * it; when the bounds rule out one side, the other is enforced. Times are fixed, so this is what diffN
 * deduces on the address axis, without diffN's 32-bit area products, which overflow once the address
 * range times the number of time points passes 2^31 (and then fail layouts that exist).
 */
final class PairwiseNoOverlap extends PairDisjunctions {
    /** Per pair p: lowI, highI, lowJ, highJ at 4p to 4p + 3, the bytes each segment holds above its offset. */
    private final long[] extent;
    private final PropagationStop stop;

    /** Collects pairs into primitive arrays sized up front, then builds the propagator over the offsets. */
    static final class Builder {
        private final IntVar[] offsets;
        private final PropagationStop stop;
        private final int[] first;
        private final int[] second;
        private final long[] extent;
        private int size;

        /** @param capacity most pairs that will be added */
        Builder(IntVar[] offsets, int capacity, PropagationStop stop) {
            this.offsets = offsets;
            this.stop = stop;
            first = new int[capacity];
            second = new int[capacity];
            extent = new long[4 * capacity];
        }

        /** Buffers i and j hold bytes [lowI, highI) and [lowJ, highJ) above their offsets at a common time. */
        void add(int i, long lowI, long highI, int j, long lowJ, long highJ) {
            if (i != j && highI > lowI && highJ > lowJ) {
                first[size] = i;
                second[size] = j;
                extent[4 * size] = lowI;
                extent[4 * size + 1] = highI;
                extent[4 * size + 2] = lowJ;
                extent[4 * size + 3] = highJ;
                size++;
            }
        }

        boolean isEmpty() {
            return size == 0;
        }

        PairwiseNoOverlap build() {
            int m = size;
            return new PairwiseNoOverlap(offsets, trim(first, m), trim(second, m),
                    extent.length == 4 * m ? extent : Arrays.copyOf(extent, 4 * m), stop);
        }

        private static int[] trim(int[] a, int m) {
            return a.length == m ? a : Arrays.copyOf(a, m);
        }
    }

    private PairwiseNoOverlap(IntVar[] offsets, int[] first, int[] second, long[] extent, PropagationStop stop) {
        super(offsets, first, second);
        this.extent = extent;
        this.stop = stop;
    }

    /** Where buffer v's segment of pair p starts above its offset. */
    private long bottom(int p, int v) {
        return extent[4 * p + (v == first[p] ? 0 : 2)];
    }

    /** Where buffer v's segment of pair p ends above its offset. */
    private long top(int p, int v) {
        return extent[4 * p + (v == first[p] ? 1 : 3)];
    }

    @Override
    protected void beforeVariable() throws ContradictionException {
        stop.check(this);
    }

    @Override
    protected boolean canBeBelow(int p, int low, int high) {
        return vars[low].getLB() + top(p, low) <= vars[high].getUB() + bottom(p, high);
    }

    @Override
    protected void enforceBelow(int p, int low, int high) throws ContradictionException {
        raise(high, vars[low].getLB() + top(p, low) - bottom(p, high));
        lower(low, vars[high].getUB() + bottom(p, high) - top(p, low));
    }

    @Override
    protected boolean overlaps(int p, long a, long b) {
        return a + extent[4 * p] < b + extent[4 * p + 3] && b + extent[4 * p + 2] < a + extent[4 * p + 1];
    }
}
