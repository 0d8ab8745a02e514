package dev.berth.algorithms.memory;

import dev.berth.model.Bound;
import dev.berth.model.Budget;
import dev.berth.model.Objective;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.NamedStrategy;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.analysis.MemoryLayouts;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.params.Param;
import dev.berth.model.params.ParamType;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Local search over the order a greedy pass places buffers in, for instances too large for a complete
 * search (tens of thousands of buffers). A greedy layout's peak is decided by the few buffers that reach
 * it: each step takes one of them and moves it earlier in the order (to a random place among the first
 * part of the sequence), so it is placed while lower gaps are still free, or moves one of the buffers it meets
 * in time, then replays the pass. A step is kept when the peak does not rise and no more buffers reach it
 * (so the search walks across plateaus and lowers the buffers at the peak one at a time). Before those random
 * steps, and again after each step that lowers the peak, come group moves: all the buffers whose tops are
 * above a threshold go to the front at once ({@link #GROUP_SHARES}), kept only if the peak comes down. It
 * starts from the best of the greedy passes (size, then contention, with first fit, then size, area, lifespan, start with best
 * fit; after a third of a time budget no further start; above {@link LinearScan#LEADS_ABOVE} buffers start with
 * best fit goes first, as it is a sweep) and replays with that pass's fit.
 *
 * <p>A step replays the pass only from the position the moved buffer lands on: what was placed before it
 * is unchanged, so the pass's occupancy is taken back to that position (a journal of its insertions) and the
 * rest re-placed; a replay stops at the first buffer that ends above the current peak (the step would be
 * refused anyway); after a refused step the next one replays from where its order first differs from the
 * refused one.
 * The result is the one a replay from scratch gives (a test compares them), for a fraction of the work. Runs until the lower bound, the budget or
 * {@code nodeLimit} steps (deterministic for a seed). Parameters: {@link #REACH}, {@link #SWEEP_FIRST}, {@link #LEAD}, {@link #STARTS}. Stats: {@code steps},
 * {@code improvements} (group moves included), {@code groupSteps}, {@code groupImprovements}, {@code startPeak},
 * {@code startOrder}, {@code startPasses}, {@code fit}.
 */
public final class OrderSearchMemoryAllocator extends NamedStrategy<MemoryProblem, MemoryLayout> {
    public static final String NAME = "order-search";
    public static final Param<Double> REACH = Param.decimal("reach", 0.5, Double.MIN_VALUE, 1,
            "how far towards the front a promoted buffer may land, as a share of its position");
    public static final Param<Boolean> SWEEP_FIRST = Param.flag("sweep-first", true,
            "above 300,000 buffers without pins or gaps, start with the start-order sweep (seconds) before size "
                    + "with first fit (about a minute at 1M buffers); false where something else makes the sweep");

    public static final Param<Long> STARTS = Param.whole("starts", 6, 1, 6,
            "how many start passes at most (the lead first, then the others in turn, each while a third of the budget"
                    + " is not spent); 1: search from the lead pass at once. A lower start does not make a lower"
                    + " end: on an 18.7k-buffer trace the contention pass alone ended at 1.0002 x the bound, the"
                    + " lowest of all six starts at 1.0022");
    public static final Param<String> LEAD = Param.of("lead", ParamType.oneOf("size", "contention", "area", "lifespan"),
            "size", "the start pass made first: size (with first fit, then size with best fit), contention (with "
                    + "first fit), area or lifespan (with best fit); a portfolio runs a second order-search led by "
                    + "another pass beside the first, as on 100k traces a pass takes seconds and the start passes "
                    + "rarely all run");

    /**
     * The starting passes, cheapest first: size with first fit (it stops at the lowest gap; on large traces it
     * is also often the lowest), then every order with best fit.
     */
    private static final List<GreedyOrder> START_ORDERS = List.of(GreedyOrder.SIZE, GreedyOrder.CONTENTION,
            GreedyOrder.SIZE, GreedyOrder.AREA, GreedyOrder.LIFESPAN, GreedyOrder.START);
    private static final List<GreedyFit> START_FITS = List.of(GreedyFit.FIRST, GreedyFit.FIRST, GreedyFit.BEST,
            GreedyFit.BEST, GreedyFit.BEST, GreedyFit.BEST);

    /**
     * The group moves' thresholds, as shares of the way from the lower bound up to the peak: every buffer whose
     * top is above the threshold goes to the front of the order, in the order they had. On a generated 100k
     * trace (seed 2) the top of the contention pass's layout is 235 buffers of one kind (200 KB, each live for
     * about 23,000 instants) stacked on one another; moving one of them lets the next take its place, while
     * moving them all at once places them while long holes are still free (1.00345 -> 1.00295 in three moves).
     */
    private static final double[] GROUP_SHARES = {0, 0.3, 0.5, 0.7, 0.8, 0.9};

    /**
     * Above this the start passes keep no journal (the first step builds it): on 1M buffers the journal
     * tripled the heap's high-water mark (3.1 GiB against 0.9 GiB for the pass alone), and such a trace gets
     * no step within a minute anyway.
     */
    static final int JOURNALED_START_MAX = 300_000;

    /** Replay each step from the moved position (true) or from scratch (the reference it must agree with). */
    private final boolean incremental;

    public OrderSearchMemoryAllocator() {
        this(true);
    }

    OrderSearchMemoryAllocator(boolean incremental) {
        super(NAME, "local search over greedy placement orders: moves a buffer at the peak earlier and replays the greedy pass",
                List.of(REACH, SWEEP_FIRST, LEAD, STARTS));
        this.incremental = incremental;
    }

    @Override
    public Result<MemoryLayout> solve(MemoryProblem problem, SolveOptions options, Budget budget) {
        Bound lowerBound = MemoryLowerBound.compute(problem);
        long bound = lowerBound.value();
        Result<MemoryLayout> infeasible = HeuristicVerdicts.infeasibility(problem);
        if (infeasible != null) {
            return infeasible;
        }
        double reach = REACH.from(options);
        GreedyPass pass = new GreedyPass(problem, SegmentIndex.of(problem));
        Map<String, Object> stats = new LinkedHashMap<>();
        int[] order = null;
        long[] best = null;
        long bestPeak = Long.MAX_VALUE;
        int[] placedOrder = null; // the order whose pass the journal holds (incremental)
        GreedyFit fit = GreedyFit.BEST; // of the best start: every step replays with it
        double passSeconds = 0; // the longest start pass
        List<GreedyOrder> startOrders = new ArrayList<>(START_ORDERS);
        List<GreedyFit> startFits = new ArrayList<>(START_FITS);
        String lead = LEAD.from(options);
        if (!lead.equals("size")) {
            int k = startOrders.indexOf(GreedyOrder.valueOf(lead.toUpperCase(Locale.ROOT)));
            startOrders.add(0, startOrders.remove(k));
            startFits.add(0, startFits.remove(k));
        }
        if (SWEEP_FIRST.from(options) && LinearScan.leads(problem)) {
            // start by time with best fit, a sweep, goes first: on a million buffers the others take minutes
            startOrders.add(0, startOrders.remove(startOrders.size() - 1));
            startFits.add(0, startFits.remove(startFits.size() - 1));
        }
        long starts = STARTS.from(options);
        for (int k = 0; k < startOrders.size(); k++) {
            if (best != null && (k >= starts || startTaken(budget) || budget.exhausted())) {
                break;
            }
            long passStart = System.nanoTime();
            int[] seq = startOrders.get(k).sequence(problem);
            // even the first pass ends by the budget, which the gate has already cut short by its check's time
            long[] offsets = incremental && problem.size() <= JOURNALED_START_MAX
                    ? pass.replay(seq, 0, startFits.get(k), budget) : pass.run(seq, startFits.get(k), budget);
            placedOrder = seq;
            stats.put("startPasses", k + 1);
            if (offsets == null) {
                break;
            }
            passSeconds = Math.max(passSeconds, (System.nanoTime() - passStart) / 1e9);
            long peak = MemoryLayouts.peak(problem, offsets);
            if (peak < bestPeak) {
                bestPeak = peak;
                best = offsets;
                order = seq;
                fit = startFits.get(k);
                stats.put("startOrder", ParamType.label(startOrders.get(k)));
                stats.put("fit", ParamType.label(fit));
            }
        }
        if (best == null) {
            return Result.unknown("the time limit ran out before a greedy pass finished");
        }
        stats.put("startPeak", bestPeak);
        // above JOURNALED_START_MAX the first step is a whole pass that builds the journal (the heap's high-water
        // mark tripled at 1M buffers): with less than two passes' time left it ends past the limit or is the last
        boolean noTimeToSearch = problem.size() > JOURNALED_START_MAX && !budget.unlimitedTime()
                && budget.remainingMillis() / 1000.0 < 2 * passSeconds;
        if (noTimeToSearch) {
            stats.put("search", "skipped: less time left than two passes");
        }
        if (incremental && placedOrder != order && !budget.exhausted() && problem.size() <= JOURNALED_START_MAX) {
            pass.restore(order, best, 0, budget);
        }
        int agree = order.length; // how far the journal's sequence agrees with the order (incremental)
        int bestReaching = reaching(problem, best, bestPeak);
        SplittableRandom random = new SplittableRandom(options.seed());
        int[] position = new int[problem.size()];
        long steps = 0;
        long improvements = 0;
        long groupSteps = 0;
        long groupImprovements = 0;
        int group = 0; // the next group move's share; none left (GROUP_SHARES.length) until the peak comes down
        boolean fitDone = options.objective() == Objective.FIT && (!problem.hasCapacity()
                || bestPeak <= problem.capacity());
        while (!noTimeToSearch && !fitDone && bestPeak > bound && order.length > 1 && !budget.exhausted()
                && (options.nodeLimit() <= 0 || steps < options.nodeLimit())) {
            boolean groupMove = group < GROUP_SHARES.length;
            int[] candidate;
            if (groupMove) {
                candidate = toFront(problem, order, best, bound + (long) ((bestPeak - bound) * GROUP_SHARES[group++]));
                if (candidate == null) {
                    continue;
                }
                groupSteps++;
            } else {
                candidate = randomPromotion(problem, order, best, bestPeak, random, reach, position);
                if (candidate == null) {
                    break; // only pinned buffers (or the first placed) reach the peak: no order moves it
                }
            }
            int target = firstDifference(order, candidate);
            steps++;
            // the orders agree before target: an incremental pass re-places only the rest
            // a candidate is kept only if its peak does not rise: the incremental pass stops at the first
            // buffer above the current peak (a from-scratch pass finishes, and is refused below)
            long[] offsets = incremental
                    ? pass.replay(candidate, Math.min(agree, target), fit, budget, bestPeak)
                    : pass.run(candidate, fit, budget);
            agree = target; // the journal holds the candidate now, which agrees with the order before target
            if (offsets == null) {
                break;
            }
            if (offsets == GreedyPass.ABOVE) {
                continue;
            }
            long peak = MemoryLayouts.peak(problem, offsets);
            int reaching = reaching(problem, offsets, peak);
            // a group move is kept only if it lowers the peak: it is the same move again until something changes
            if (peak < bestPeak || !groupMove && peak == bestPeak && reaching <= bestReaching) {
                if (peak < bestPeak) {
                    improvements++;
                    groupImprovements += groupMove ? 1 : 0;
                    group = 0;
                }
                bestPeak = peak;
                bestReaching = reaching;
                best = offsets;
                order = candidate;
                fitDone = options.objective() == Objective.FIT && (!problem.hasCapacity()
                        || bestPeak <= problem.capacity());
                agree = order.length;
            }
            // a rejected step is not undone at once: the next step replays from the first position where
            // the journal's sequence and its candidate differ, which is never later than its own target
        }
        stats.put("steps", steps);
        stats.put("improvements", improvements);
        stats.put("groupSteps", groupSteps);
        stats.put("groupImprovements", groupImprovements);
        return HeuristicVerdicts.of(problem, best, NAME, stats, lowerBound);
    }

    /**
     * Whether the start passes have had their share of a time budget (a third): on 100k buffers a pass takes
     * seconds, and the search needs the rest. Without a time limit every start runs (results repeat exactly).
     */
    private static boolean startTaken(Budget budget) {
        if (budget.unlimitedTime()) {
            return false;
        }
        double spent = budget.elapsedSeconds();
        return spent >= (spent + budget.remainingMillis() / 1000.0) / 3;
    }

    /**
     * One buffer at the peak, or one of the buffers it meets in time (they decide which gaps it found), moved to
     * a random place among the first {@code reach} of the ones before it; {@code null} when only the first
     * placed reaches the peak.
     */
    private static int[] randomPromotion(MemoryProblem problem, int[] order, long[] best, long bestPeak,
                                         SplittableRandom random, double reach, int[] position) {
        for (int k = 0; k < order.length; k++) {
            position[order[k]] = k;
        }
        List<Integer> atPeak = new ArrayList<>();
        for (int k = 1; k < order.length; k++) {
            int i = order[k];
            if (best[i] + problem.buffer(i).size() == bestPeak) {
                atPeak.add(i);
            }
        }
        if (atPeak.isEmpty()) {
            return null;
        }
        int moved = atPeak.get(random.nextInt(atPeak.size()));
        if (random.nextBoolean()) {
            List<Integer> met = new ArrayList<>();
            Buffer top = problem.buffer(moved);
            for (int k = 1; k < order.length; k++) {
                Buffer b = problem.buffer(order[k]);
                if (b.start() < top.end() && top.start() < b.end()) {
                    met.add(order[k]);
                }
            }
            if (!met.isEmpty()) {
                moved = met.get(random.nextInt(met.size()));
            }
        }
        int from = position[moved];
        int to = random.nextInt(Math.max(1, (int) (from * reach)) + 1);
        return promote(order, from, Math.min(to, from - 1));
    }

    /** How many buffers end at the peak: when several do, each must come down before the peak can. */
    private static int reaching(MemoryProblem problem, long[] offsets, long peak) {
        int count = 0;
        for (int i = 0; i < offsets.length; i++) {
            if (offsets[i] + problem.buffer(i).size() == peak) {
                count++;
            }
        }
        return count;
    }

    /**
     * The order with the buffers whose top is above {@code threshold} in the layout {@code offsets} moved to its
     * front, each part keeping its order; {@code null} when that changes nothing.
     */
    static int[] toFront(MemoryProblem problem, int[] order, long[] offsets, long threshold) {
        int[] out = new int[order.length];
        int k = 0;
        for (int i : order) {
            if (offsets[i] + problem.buffer(i).size() > threshold) {
                out[k++] = i;
            }
        }
        int front = k;
        for (int i : order) {
            if (offsets[i] + problem.buffer(i).size() <= threshold) {
                out[k++] = i;
            }
        }
        return front == 0 || firstDifference(order, out) == order.length ? null : out;
    }

    /** The first position where two orders of the same buffers differ; their length when they agree. */
    private static int firstDifference(int[] a, int[] b) {
        int k = 0;
        while (k < a.length && a[k] == b[k]) {
            k++;
        }
        return k;
    }

    /** The order with the element at {@code from} moved to {@code to < from}, the ones between shifted. */
    static int[] promote(int[] order, int from, int to) {
        int[] out = order.clone();
        int x = out[from];
        System.arraycopy(out, to, out, to + 1, from - to);
        out[to] = x;
        return out;
    }

}
