package dev.berth.solvers.memory.cpsat;

import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.IntervalVar;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.NoOverlap2dConstraint;
import dev.berth.model.Budget;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.Segment;
import dev.berth.solvers.memory.choco.LiveCliques;
import dev.berth.solvers.memory.choco.ModelNotBuilt;
import dev.berth.solvers.memory.choco.TimeOverlaps;

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
    /**
     * Most segment entries over all maximal live sets. Times are fixed, so CP-SAT's presolve replaces the
     * NoOverlap2D by one NoOverlap per live set, in one step that ignores the time limit (measured: 65 million
     * entries, from 50,000 buffers, took 11 s and gigabytes); above this the model is refused.
     */
    static final long MAX_LIVE_SET_MEMBERS = 12_000_000;
    /**
     * A cautious rate of one presolve pass over those live sets, which CP-SAT does not interrupt (measured on
     * 2 busy cores: 2.6 million entries in 0.8 s, 65 million in 11 s).
     */
    static final long PRESOLVE_MEMBERS_PER_SECOND = 3_000_000;
    /** Rectangles per second of handover and presolve step that CP-SAT does not interrupt (cautious). */
    static final long RECTANGLES_PER_SECOND = 60_000;

    final CpModel model;
    final LinearExpr[] offsets;
    final IntVar peak;
    final int cliqueConstraints;
    /** Total size of the maximal live sets, which CP-SAT's presolve builds from the NoOverlap2D. */
    final long liveSetMembers;

    /** Rectangles in the NoOverlap2D. */
    final int rectangles;

    private CpSatLayoutModel(CpModel model, LinearExpr[] offsets, IntVar peak, int cliqueConstraints,
                             long liveSetMembers, int rectangles) {
        this.liveSetMembers = liveSetMembers;
        this.rectangles = rectangles;
        this.model = model;
        this.offsets = offsets;
        this.peak = peak;
        this.cliqueConstraints = cliqueConstraints;
    }

    /**
     * @param top        highest address any buffer may reach (capacity, or the problem's horizon)
     * @param lowerBound proven lower bound on the peak
     * @param cliques    add a NoOverlap on the address axis per maximal set of segments live at one time
     * @param budget     polled throughout; when it runs out the build stops
     * @throws ModelNotBuilt when the budget runs out, or the live sets pass {@link #MAX_LIVE_SET_MEMBERS}
     */
    static CpSatLayoutModel build(MemoryProblem problem, long top, long lowerBound, boolean cliques, Budget budget) {
        int n = problem.size();
        LinearExpr[] offsets = new LinearExpr[n];
        List<Segment> all = new ArrayList<>();
        List<Integer> owner = new ArrayList<>();
        boolean anySized = false;
        for (int i = 0; i < n; i++) {
            poll(budget, i, 0, n);
            Buffer b = problem.buffer(i);
            anySized |= b.size() > 0;
            for (Segment s : b.segments()) {
                all.add(s);
                owner.add(i);
            }
        }
        long liveSetMembers = LiveCliques.memberCount(all);
        if (liveSetMembers > MAX_LIVE_SET_MEMBERS) {
            throw ModelNotBuilt.tooLarge("CP-SAT's presolve would split the NoOverlap2D into one NoOverlap per "
                    + "maximal live set, " + liveSetMembers + " intervals in all, more than the " + MAX_LIVE_SET_MEMBERS
                    + " it handles within bounded memory");
        }
        if (!budget.unlimitedTime() && presolvePassMillis(liveSetMembers) >= budget.remainingMillis()) {
            throw ModelNotBuilt.tooLarge("CP-SAT's presolve would split the NoOverlap2D into live sets of "
                    + liveSetMembers + " intervals in all, and one pass over them takes longer than the "
                    + budget.remainingMillis() + " ms left (CP-SAT does not interrupt it)");
        }
        CpModel model = new CpModel();
        boolean[] interfering = interfering(all, owner, n);
        long[] times = timePoints(all);
        IntVar peak = model.newIntVar(anySized ? lowerBound : 0, anySized ? top : 0, "peak");
        for (int i = 0; i < n; i++) {
            poll(budget, i, i, n);
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
        for (int k = 0; k < all.size(); k++) {
            int i = owner.get(k);
            poll(budget, k, i, n);
            if (!interfering[i]) {
                continue;
            }
            Segment s = all.get(k);
            IntervalVar x = model.newFixedSizeIntervalVar(LinearExpr.affine(offsets[i], 1, s.lower()),
                    s.upper() - s.lower(), "x" + i + "@" + s.start());
            long y0 = Arrays.binarySearch(times, s.start());
            long y1 = Arrays.binarySearch(times, s.end());
            IntervalVar y = model.newFixedInterval(y0, y1 - y0, "y" + i + "@" + s.start());
            noOverlap.addRectangle(x, y);
            xs.add(x);
            segments.add(s);
        }
        int count = 0;
        if (cliques) {
            for (int[] clique : LiveCliques.maximal(segments, MAX_LIVE_SET_MEMBERS, budget)) {
                IntervalVar[] members = new IntervalVar[clique.length];
                for (int c = 0; c < clique.length; c++) {
                    members[c] = xs.get(clique[c]);
                }
                model.addNoOverlap(members);
                count++;
            }
            if (budget.exhausted()) {
                throw ModelNotBuilt.timeUp(n, "live-set constraints incomplete");
            }
        }
        return new CpSatLayoutModel(model, offsets, peak, count, liveSetMembers, xs.size());
    }

    /** About how long one uninterruptible presolve pass over live sets of that many entries takes. */
    static long presolvePassMillis(long liveSetMembers) {
        return liveSetMembers * 1000 / PRESOLVE_MEMBERS_PER_SECOND;
    }

    /**
     * Time to keep back from CP-SAT's own limit for what it does not interrupt: handing the model over
     * (serialising it, before its clock starts) and the presolve step running when the limit strikes, which
     * grow with the rectangles (measured at 100,000: 0.7 s handover, 1 s past the limit) and the live sets.
     */
    long uninterruptibleMillis() {
        return 250 + rectangles * 1000L / RECTANGLES_PER_SECOND + presolvePassMillis(liveSetMembers);
    }

    /** Every 1024 steps, stops the build if the budget ran out; {@code done} buffers are then in the model. */
    private static void poll(Budget budget, int step, int done, int total) {
        if ((step & 1023) == 0 && budget.exhausted()) {
            throw ModelNotBuilt.timeUp(done, total);
        }
    }

    private static long[] timePoints(List<Segment> segments) {
        return segments.stream().flatMapToLong(s -> LongStream.of(s.start(), s.end())).distinct().sorted().toArray();
    }

    /** Buffers that interfere with at least one other (some segments overlap in time); the rest need no rectangle. */
    private static boolean[] interfering(List<Segment> segments, List<Integer> owner, int n) {
        boolean[] overlapping = new TimeOverlaps(segments).overlapping();
        boolean[] out = new boolean[n];
        for (int k = 0; k < overlapping.length; k++) {
            out[owner.get(k)] |= overlapping[k];
        }
        return out;
    }
}
