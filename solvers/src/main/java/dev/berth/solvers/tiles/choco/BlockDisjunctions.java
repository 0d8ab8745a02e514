package dev.berth.solvers.tiles.choco;

import org.chocosolver.solver.constraints.Propagator;
import org.chocosolver.solver.constraints.PropagatorPriority;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.solver.variables.events.IntEventType;
import org.chocosolver.solver.variables.events.PropagatorEventType;
import org.chocosolver.util.ESat;

/**
 * The interfering pairs of a tile, each a bounds-consistent disjunction "i lies below j, or j below i", in
 * 64-bit arithmetic. For a plain pair, i below j means {@code o_i + s_i <= o_j}. For a banked pair it means
 * i's last bank is below j's first: {@code floor((o_i + s_i - 1) / B) < floor(o_j / B)}, which is
 * {@code ceil_B(o_i + s_i) <= o_j}, equivalently {@code o_i + s_i <= floor_B(o_j)}, both monotone, so bounds
 * reasoning stays exact. When the bounds rule one side out, the other is enforced.
 *
 * <p>Choco's diffN would need one rectangle per live interval and computes energies in 32-bit ints, and has
 * no bank rule; these pairs are what it would deduce on the address axis with the steps fixed.
 */
final class BlockDisjunctions extends Propagator<IntVar> {
    private final long[] size;
    private final int[] first;
    private final int[] second;
    private final boolean[] banked;
    private final long bank;
    private final int[][] pairsOf;
    private final boolean[] dirty;
    private final int[] queue;
    private int queued;

    BlockDisjunctions(IntVar[] offsets, TilePlacement placement) {
        super(offsets, PropagatorPriority.QUADRATIC, true);
        int n = offsets.length;
        size = new long[n];
        for (int i = 0; i < n; i++) {
            size[i] = placement.size[i];
        }
        first = placement.first;
        second = placement.second;
        banked = placement.bankedPair;
        bank = placement.bank;
        int[] degree = new int[n];
        for (int p = 0; p < first.length; p++) {
            degree[first[p]]++;
            degree[second[p]]++;
        }
        pairsOf = new int[n][];
        for (int v = 0; v < n; v++) {
            pairsOf[v] = new int[degree[v]];
            degree[v] = 0;
        }
        for (int p = 0; p < first.length; p++) {
            pairsOf[first[p]][degree[first[p]]++] = p;
            pairsOf[second[p]][degree[second[p]]++] = p;
        }
        dirty = new boolean[n];
        queue = new int[n];
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
        boolean iBelow = above(p, i, vars[i].getLB()) <= vars[j].getUB();
        boolean jBelow = above(p, j, vars[j].getLB()) <= vars[i].getUB();
        if (!iBelow && !jBelow) {
            fails();
        } else if (!jBelow) {
            enforceBelow(p, i, j);
        } else if (!iBelow) {
            enforceBelow(p, j, i);
        }
    }

    /** The lowest offset a block may take above block {@code i} of pair {@code p} placed at {@code offset}. */
    private long above(int p, int i, long offset) {
        long end = offset + size[i];
        return banked[p] ? ceil(end) : end;
    }

    private void enforceBelow(int p, int low, int high) throws ContradictionException {
        if (vars[high].updateLowerBound(clamp(above(p, low, vars[low].getLB())), this)) {
            enqueue(high);
        }
        long room = banked[p] ? Math.floorDiv((long) vars[high].getUB(), bank) * bank : vars[high].getUB();
        if (vars[low].updateUpperBound(clamp(room - size[low]), this)) {
            enqueue(low);
        }
    }

    private long ceil(long x) {
        return Math.floorDiv(x + bank - 1, bank) * bank;
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
                boolean aBelow = above(p, first[p], a.getValue()) <= b.getValue();
                if (!aBelow && above(p, second[p], b.getValue()) > a.getValue()) {
                    return ESat.FALSE;
                }
            } else {
                all = false;
            }
        }
        return all ? ESat.TRUE : ESat.UNDEFINED;
    }
}
