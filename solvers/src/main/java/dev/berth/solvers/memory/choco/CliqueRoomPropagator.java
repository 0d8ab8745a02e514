package dev.berth.solvers.memory.choco;

import org.chocosolver.solver.constraints.Propagator;
import org.chocosolver.solver.constraints.PropagatorPriority;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.util.ESat;

import java.util.Arrays;

/**
 * Overload check for one set of segments live at a common time, which must sit at disjoint addresses: for
 * every lower bound L among the unplaced ones, those that cannot start below L need, in total, no more
 * room than is left free by the placed ones between L and the highest end they can reach. This catches
 * memory that has become unusable (a hole below every unplaced buffer), which is what fails early when a
 * packing must be perfect; diffN and time-table cumulatives see nothing while unplaced offsets are wide.
 */
final class CliqueRoomPropagator extends Propagator<IntVar> {
    private final int[] width;

    private final PropagationStop stop;

    CliqueRoomPropagator(IntVar[] starts, int[] width, PropagationStop stop) {
        super(starts, PropagatorPriority.VERY_SLOW, false);
        this.width = width;
        this.stop = stop;
    }

    @Override
    public void propagate(int evtmask) throws ContradictionException {
        stop.check(this);
        int n = vars.length;
        long[][] placed = new long[n][];
        long[][] free = new long[n][];
        int p = 0;
        int f = 0;
        for (int i = 0; i < n; i++) {
            IntVar v = vars[i];
            if (v.isInstantiated()) {
                placed[p++] = new long[] {v.getValue(), (long) v.getValue() + width[i]};
            } else {
                free[f++] = new long[] {v.getLB(), (long) v.getUB() + width[i], width[i]};
            }
        }
        if (f == 0) {
            return;
        }
        // from the highest lower bound down, so "need" and "top" accumulate over buffers with lb >= L
        long[][] open = Arrays.copyOf(free, f);
        Arrays.sort(open, (x, y) -> Long.compare(y[0], x[0]));
        long need = 0;
        long top = Long.MIN_VALUE;
        for (int k = 0; k < f; k++) {
            need += open[k][2];
            top = Math.max(top, open[k][1]);
            if (k + 1 < f && open[k + 1][0] == open[k][0]) {
                continue;
            }
            long low = open[k][0];
            long room = top - low;
            for (int q = 0; q < p; q++) {
                room -= Math.max(0, Math.min(top, placed[q][1]) - Math.max(low, placed[q][0]));
            }
            if (need > room) {
                fails();
            }
        }
    }

    @Override
    public ESat isEntailed() {
        for (IntVar v : vars) {
            if (!v.isInstantiated()) {
                return ESat.UNDEFINED;
            }
        }
        // placed segments of a live set must be disjoint; diffN checks the same thing exactly
        long[][] spans = new long[vars.length][];
        for (int i = 0; i < vars.length; i++) {
            spans[i] = new long[] {vars[i].getValue(), (long) vars[i].getValue() + width[i]};
        }
        Arrays.sort(spans, (x, y) -> Long.compare(x[0], y[0]));
        for (int i = 1; i < spans.length; i++) {
            if (spans[i][0] < spans[i - 1][1]) {
                return ESat.FALSE;
            }
        }
        return ESat.TRUE;
    }
}
