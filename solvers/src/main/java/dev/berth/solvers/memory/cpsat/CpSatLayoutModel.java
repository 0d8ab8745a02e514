package dev.berth.solvers.memory.cpsat;

import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.IntervalVar;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.NoOverlap2dConstraint;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.Segment;
import dev.berth.solvers.memory.choco.LiveCliques;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.LongStream;

/**
 * The CP-SAT model of one memory problem: offset = alignment x k (fixed when pinned), one rectangle per
 * segment of every buffer that interferes with another — x the interval [offset + window start, offset +
 * window end), y the segment's fixed time interval — all in one NoOverlap2D, and a peak variable above
 * every buffer's end. Time is replaced by the rank of its boundary values (only their order matters), which
 * keeps the areas NoOverlap2D sums within 64 bits: with raw times CP-SAT rejects the model as soon as
 * address x time passes 2^63.
 */
final class CpSatLayoutModel {
    final CpModel model;
    final LinearExpr[] offsets;
    final IntVar peak;
    final int cliqueConstraints;

    private CpSatLayoutModel(CpModel model, LinearExpr[] offsets, IntVar peak, int cliqueConstraints) {
        this.model = model;
        this.offsets = offsets;
        this.peak = peak;
        this.cliqueConstraints = cliqueConstraints;
    }

    /**
     * @param top        highest address any buffer may reach (capacity, or the problem's horizon)
     * @param lowerBound proven lower bound on the peak
     * @param cliques    add a NoOverlap on the address axis per maximal set of segments live at one time
     */
    static CpSatLayoutModel build(MemoryProblem problem, long top, long lowerBound, boolean cliques) {
        CpModel model = new CpModel();
        int n = problem.size();
        LinearExpr[] offsets = new LinearExpr[n];
        boolean anySized = false;
        for (Buffer b : problem.buffers()) {
            anySized |= b.size() > 0;
        }
        IntVar peak = model.newIntVar(anySized ? lowerBound : 0, anySized ? top : 0, "peak");
        for (int i = 0; i < n; i++) {
            Buffer b = problem.buffer(i);
            if (b.isFixed()) {
                offsets[i] = LinearExpr.constant(b.fixedOffset());
            } else {
                long room = Math.max(0, top - b.size());
                IntVar k = model.newIntVar(0, room / b.alignment(), "k" + i);
                offsets[i] = LinearExpr.term(k, b.alignment());
            }
            if (b.size() > 0) {
                model.addLessOrEqual(LinearExpr.affine(offsets[i], 1, b.size()), peak);
            }
        }
        List<IntervalVar> xs = new ArrayList<>();
        List<Segment> segments = new ArrayList<>();
        NoOverlap2dConstraint noOverlap = model.addNoOverlap2D();
        boolean[] interfering = interfering(problem);
        long[] times = timePoints(problem);
        for (int i = 0; i < n; i++) {
            Buffer b = problem.buffer(i);
            if (!interfering[i]) {
                continue;
            }
            for (Segment s : b.segments()) {
                IntervalVar x = model.newFixedSizeIntervalVar(LinearExpr.affine(offsets[i], 1, s.lower()),
                        s.upper() - s.lower(), "x" + i + "@" + s.start());
                long y0 = Arrays.binarySearch(times, s.start());
                long y1 = Arrays.binarySearch(times, s.end());
                IntervalVar y = model.newFixedInterval(y0, y1 - y0, "y" + i + "@" + s.start());
                noOverlap.addRectangle(x, y);
                xs.add(x);
                segments.add(s);
            }
        }
        int count = 0;
        if (cliques) {
            for (int[] clique : LiveCliques.maximal(segments)) {
                IntervalVar[] members = new IntervalVar[clique.length];
                for (int c = 0; c < clique.length; c++) {
                    members[c] = xs.get(clique[c]);
                }
                model.addNoOverlap(members);
                count++;
            }
        }
        return new CpSatLayoutModel(model, offsets, peak, count);
    }

    private static long[] timePoints(MemoryProblem problem) {
        return problem.buffers().stream().flatMap(b -> b.segments().stream())
                .flatMapToLong(s -> LongStream.of(s.start(), s.end())).distinct().sorted().toArray();
    }

    /** Buffers that interfere with at least one other; the rest need no rectangle. */
    private static boolean[] interfering(MemoryProblem problem) {
        int n = problem.size();
        boolean[] out = new boolean[n];
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                if ((!out[i] || !out[j]) && problem.buffer(i).interferes(problem.buffer(j))) {
                    out[i] = true;
                    out[j] = true;
                }
            }
        }
        return out;
    }
}
