package dev.berth.solvers.memory.choco;

import dev.berth.model.Budget;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.Segment;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.solver.variables.Task;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The CP model of one memory problem. Each buffer has an offset variable (a multiple of its alignment,
 * fixed when pinned); each segment of a buffer is a rectangle (address x time) whose x is the offset plus
 * the segment's window start, so a gap frees memory exactly as the validator sees it. {@code diffN} keeps
 * rectangles apart; time is replaced by the rank of its boundary values so that long times fit Choco's
 * 32-bit domains. The peak is the maximum buffer end.
 *
 * <p>Choco's diffN and cumulative compute areas and energies in 32-bit ints (diffN's energy check multiplies
 * the address range by the time range and sums width x height). When those products could pass 2^31 they
 * wrap around and fail search nodes that have layouts, so then the model uses {@link PairwiseNoOverlap}
 * instead of diffN and leaves out the cumulatives; so it does on large models, where diffN's first
 * propagation alone would outlast a time limit.
 *
 * <p>Building polls the budget and stops with {@link ModelNotBuilt} when it runs out. Time-overlapping pairs
 * are found by a sweep ({@link TimeOverlaps}), counted before any is stored, and capped by {@link #MAX_PAIRS};
 * the live-set constraints are capped by {@link #MAX_CLIQUE_MEMBERS}.
 */
final class ChocoLayoutModel {
    /** Largest area or energy Choco's int arithmetic may meet; the halving leaves room for its sums of two. */
    static final long AREA_LIMIT = Integer.MAX_VALUE / 2;
    /**
     * Most time-overlapping segment pairs a model may have: each costs about 50 bytes in
     * {@link PairwiseNoOverlap} (and an edge in diffN's overlap graph), so this keeps a model near 250 MB.
     */
    static final long MAX_PAIRS = 5_000_000;
    /**
     * Above this many segments diffN is not used: its first propagation compares all m^2 pairs of
     * rectangles in one step that no time limit interrupts (seconds at tens of thousands).
     */
    static final int DIFFN_MAX_SEGMENTS = 4_000;
    /** Most segment entries over all live-set constraints; beyond it the (redundant) sets are left out. */
    static final long MAX_CLIQUE_MEMBERS = 2_000_000;
    static final String DIFFN = "diffN";
    static final String PAIRWISE = "pairwise";

    final Model model;
    final IntVar[] offsets;
    final IntVar peak;
    final int cliqueConstraints;
    /** {@link #DIFFN} or {@link #PAIRWISE}. */
    final String nonOverlap;
    /** Fired when a propagator gave up because the budget ran out: the search then proves nothing. */
    final PropagationStop stop;

    private ChocoLayoutModel(Model model, IntVar[] offsets, IntVar peak, int cliqueConstraints, String nonOverlap,
                             PropagationStop stop) {
        this.stop = stop;
        this.model = model;
        this.offsets = offsets;
        this.peak = peak;
        this.cliqueConstraints = cliqueConstraints;
        this.nonOverlap = nonOverlap;
    }

    /**
     * @param top               highest address any buffer may reach (capacity, or the problem's horizon)
     * @param lowerBound        proven lower bound on the peak
     * @param cliqueCumulatives post a unit cumulative (a disjunctive) on the address axis per maximal live set
     * @param cliqueRoom        post a {@link CliqueRoomPropagator} per maximal live set
     * @param diffnCumulative   let diffN add its own cumulative reasoning on both axes
     * @param pairwise          use {@link PairwiseNoOverlap} even where diffN's int arithmetic is safe
     * @param budget            polled throughout; when it runs out the build stops
     * @throws ModelNotBuilt when the budget runs out, or the time-overlapping pairs pass {@link #MAX_PAIRS}
     */
    static ChocoLayoutModel build(MemoryProblem problem, int top, int lowerBound, boolean cliqueCumulatives,
                                  boolean cliqueRoom, boolean diffnCumulative, boolean pairwise, Budget budget) {
        Model model = new Model(problem.name());
        PropagationStop stop = new PropagationStop(budget);
        int n = problem.size();
        IntVar[] offsets = new IntVar[n];
        List<IntVar> ends = new ArrayList<>();
        List<Segment> segments = new ArrayList<>();
        List<Integer> owner = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            poll(budget, i, i, n);
            Buffer b = problem.buffer(i);
            offsets[i] = offsetVar(model, b, top, i);
            if (b.size() > 0) {
                ends.add(model.intOffsetView(offsets[i], (int) b.size()));
            }
            for (Segment s : b.segments()) {
                segments.add(s);
                owner.add(i);
            }
        }
        IntVar peak;
        if (ends.isEmpty()) {
            peak = model.intVar("peak", 0);
        } else {
            peak = model.intVar("peak", lowerBound, top, true);
            model.max(peak, ends.toArray(new IntVar[0])).post();
        }

        TimeOverlaps overlaps = new TimeOverlaps(segments);
        long pairCount = overlaps.countPairs();
        if (pairCount > MAX_PAIRS) {
            throw ModelNotBuilt.tooLarge(pairCount + " pairs of buffer segments overlap in time, more than the "
                    + MAX_PAIRS + " a non-overlap model may hold");
        }
        long[] times = timePoints(segments);
        int m = segments.size();
        IntVar[] x = new IntVar[m];
        IntVar[] y = new IntVar[m];
        IntVar[] w = new IntVar[m];
        IntVar[] h = new IntVar[m];
        for (int k = 0; k < m; k++) {
            poll(budget, k, owner.get(k), n);
            Segment s = segments.get(k);
            x[k] = segmentStart(model, offsets[owner.get(k)], s);
            int y0 = Arrays.binarySearch(times, s.start());
            int y1 = Arrays.binarySearch(times, s.end());
            y[k] = model.intVar(y0);
            w[k] = model.intVar((int) (s.upper() - s.lower()));
            h[k] = model.intVar(y1 - y0);
        }
        boolean useDiffN = !pairwise && m <= DIFFN_MAX_SEGMENTS && areasFitInts(top, times.length, w, h);
        if (useDiffN && m >= 2) {
            model.diffN(x, y, w, h, diffnCumulative).post();
        } else if (!useDiffN) {
            postPairwise(model, offsets, segments, owner, overlaps, (int) pairCount, budget, n, stop);
        }
        int cliques = 0;
        if ((cliqueCumulatives && useDiffN) || cliqueRoom) {
            IntVar one = model.intVar(1);
            for (int[] clique : LiveCliques.maximal(segments, MAX_CLIQUE_MEMBERS, budget)) {
                Task[] tasks = new Task[clique.length];
                IntVar[] heights = new IntVar[clique.length];
                IntVar[] starts = new IntVar[clique.length];
                int[] widths = new int[clique.length];
                for (int c = 0; c < clique.length; c++) {
                    starts[c] = x[clique[c]];
                    widths[c] = w[clique[c]].getValue();
                    tasks[c] = new Task(starts[c], widths[c]);
                    heights[c] = one;
                }
                if (cliqueCumulatives && useDiffN) {
                    model.cumulative(tasks, heights, one).post();
                    cliques++;
                }
                if (cliqueRoom) {
                    new Constraint("cliqueRoom", new CliqueRoomPropagator(starts, widths, stop)).post();
                    cliques++;
                }
            }
            if (budget.exhausted()) {
                throw ModelNotBuilt.timeUp(n, "live-set constraints incomplete");
            }
        }
        return new ChocoLayoutModel(model, offsets, peak, cliques, useDiffN ? DIFFN : PAIRWISE, stop);
    }

    /** Every 1024 steps, stops the build if the budget ran out; {@code done} buffers are then in the model. */
    private static void poll(Budget budget, int step, int done, int total) {
        if ((step & 1023) == 0 && budget.exhausted()) {
            throw ModelNotBuilt.timeUp(done, total);
        }
    }

    /**
     * Whether every area diffN (and a cumulative over these rectangles) computes stays below
     * {@link #AREA_LIMIT}: the bounding box of any rectangles is at most (address range) x (time ranks), and
     * any sum of areas is at most the sum of all of them.
     */
    static boolean areasFitInts(long top, int timePoints, IntVar[] w, IntVar[] h) {
        if (top * timePoints > AREA_LIMIT) {
            return false;
        }
        long sum = 0;
        for (int k = 0; k < w.length; k++) {
            sum += (long) w[k].getUB() * h[k].getUB();
            if (sum > AREA_LIMIT) {
                return false;
            }
        }
        return true;
    }

    private static void postPairwise(Model model, IntVar[] offsets, List<Segment> segments, List<Integer> owner,
                                     TimeOverlaps overlaps, int pairCount, Budget budget, int n,
                                     PropagationStop stop) {
        PairwiseNoOverlap.Builder pairs = new PairwiseNoOverlap.Builder(offsets, pairCount, stop);
        int listed = overlaps.forEachPair((a, b) -> {
            Segment s = segments.get(a);
            Segment t = segments.get(b);
            pairs.add(owner.get(a), s.lower(), s.upper(), owner.get(b), t.lower(), t.upper());
        }, budget);
        if (listed < overlaps.segments()) {
            throw ModelNotBuilt.timeUp(n, "non-overlap pairs of " + listed + " of " + overlaps.segments()
                    + " segments posted");
        }
        if (!pairs.isEmpty()) {
            new Constraint("pairwiseNoOverlap", pairs.build()).post();
        }
    }

    private static IntVar offsetVar(Model model, Buffer b, int top, int index) {
        String name = "o" + index;
        if (b.isFixed()) {
            return model.intVar(name, Math.toIntExact(b.fixedOffset()));
        }
        int room = (int) Math.max(0, top - b.size());
        int a = (int) b.alignment();
        if (a == 1) {
            return model.intVar(name, 0, room, true);
        }
        // an alignment larger than the room leaves only offset 0
        IntVar k = model.intVar("k" + index, 0, room / a, true);
        return model.intScaleView(k, a);
    }

    private static IntVar segmentStart(Model model, IntVar offset, Segment s) {
        return s.lower() == 0 ? offset : model.intOffsetView(offset, (int) s.lower());
    }

    private static long[] timePoints(List<Segment> segments) {
        return segments.stream().flatMapToLong(s -> java.util.stream.LongStream.of(s.start(), s.end()))
                .distinct().sorted().toArray();
    }
}
