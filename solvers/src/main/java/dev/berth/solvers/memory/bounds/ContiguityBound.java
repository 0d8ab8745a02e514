package dev.berth.solvers.memory.bounds;

import dev.berth.model.Bound;
import dev.berth.model.Budget;
import dev.berth.model.CurrentBudget;
import dev.berth.model.Objective;
import dev.berth.model.OutOfTime;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.Strategy;
import dev.berth.model.io.Numbers;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.analysis.PeakGranule;

import java.util.ArrayList;
import java.util.List;

/**
 * Lower bounds on the least peak above the live bytes, from contiguity: a buffer keeps one address range for
 * its whole life, so what fits at every instant may still not fit over time. Each {@link Relaxation} (a time
 * window, the most loaded instants, the whole horizon without its bands) has a least peak at most the
 * instance's; a complete strategy that finds no layout of its rest within {@code B - bands} proves the instance
 * needs more than {@code B}, and the bound rises one granule. Relaxations are searched in rounds with a node
 * limit that quadruples each round (so small ones settle first and a node-limited run repeats exactly); one whose
 * rest fits within the cap can never prove more and is dropped.
 *
 * <p>What backs a raised bound is the search of the last step ({@link CapRefutation}): trusted as a complete
 * search, not a certificate a checker can re-derive. Sound for every instance the format allows: restrictions keep
 * sizes, alignments, pins, windows and groups, and bands are taken out only where that is exact
 * ({@link WindowRestriction}).
 */
public final class ContiguityBound {
    private final Strategy<MemoryProblem, MemoryLayout> complete;
    private final SolveOptions searchOptions;
    private final long firstNodes;
    private final long maxNodes;

    /**
     * @param complete      a complete strategy (gated): its INFEASIBLE with a search or certificate proof is believed
     * @param searchOptions options of every search (params, threads, seed); objective and node limit are set here
     * @param firstNodes    node limit of every search in the first round (quadrupled each round)
     * @param maxNodes      no round beyond this node limit (0: no cap, the time limit ends the rounds)
     */
    public ContiguityBound(Strategy<MemoryProblem, MemoryLayout> complete, SolveOptions searchOptions, long firstNodes,
                           long maxNodes) {
        this.complete = complete;
        this.searchOptions = searchOptions.withObjective(Objective.FIT);
        this.firstNodes = Math.max(1, firstNodes);
        this.maxNodes = maxNodes;
    }

    /**
     * The best bound proven within {@code budget}, stopping early at {@code upper} (a known layout's peak; 0 or
     * less: none known).
     */
    public BoundReport compute(MemoryProblem problem, long upper, Budget budget) {
        long t0 = System.nanoTime();
        Bound base = MemoryLowerBound.compute(problem);
        long granule = PeakGranule.of(problem);
        long bound = roundUp(base.value(), granule);
        List<CapRefutation> steps = new ArrayList<>();
        int searches = 0;
        long nodes = 0;
        String stopped;
        if (upper > 0 && bound >= upper) {
            return new BoundReport(bound, base, granule, steps, 0, 0, seconds(t0), "upper bound reached");
        }
        List<Relaxation> live;
        try {
            // each relaxation restricts the whole instance: on a million buffers they take seconds together
            live = new ArrayList<>(CurrentBudget.during(budget, () -> Relaxations.of(problem, maxBuffers())));
        } catch (OutOfTime e) {
            return new BoundReport(bound, base, granule, steps, 0, 0, seconds(t0), e.getMessage());
        }
        long limit = firstNodes;
        rounds:
        while (true) {
            if (live.isEmpty()) {
                stopped = "no relaxation left";
                break;
            }
            List<Relaxation> next = new ArrayList<>();
            for (Relaxation r : live) {
                boolean alive = true;
                while (alive) {
                    if (budget.exhausted()) {
                        stopped = "time limit";
                        break rounds;
                    }
                    long cap = bound - r.bandBytes();
                    Outcome o = refute(r, cap, limit, budget);
                    searches++;
                    nodes += o.nodes;
                    if (o.refuted) {
                        bound = roundUp(Math.addExact(bound, 1), granule);
                        steps.add(new CapRefutation(r, cap, bound, complete.name(), o.proof, o.nodes));
                        if (upper > 0 && bound >= upper) {
                            stopped = "upper bound reached";
                            break rounds;
                        }
                    } else {
                        alive = false;
                        if (!o.fits) {
                            next.add(r);
                        }
                    }
                }
            }
            live = next;
            if (maxNodes > 0 && limit >= maxNodes) {
                stopped = "node limit " + limit + " reached";
                break;
            }
            limit = limit > Long.MAX_VALUE / 8 ? limit : limit * 4;
        }
        return new BoundReport(bound, base, granule, steps, searches, nodes, seconds(t0), stopped);
    }

    private record Outcome(boolean refuted, boolean fits, String proof, long nodes) {
    }

    /** Whether no layout of {@code r}'s rest fits within {@code cap} (proven), or one does, or neither is known. */
    private Outcome refute(Relaxation r, long cap, long nodeLimit, Budget parent) {
        if (cap < 1) {
            // every buffer of a rest holds bytes: none fits in no room at all
            return new Outcome(true, false, "trivial", 0);
        }
        if (cap > Numbers.MAX_VALUE) {
            return new Outcome(false, true, null, 0);
        }
        // a budget of its own: the relaxation's layouts are not progress of the caller's solve
        Budget own = Budget.of(parent.remaining());
        Result<MemoryLayout> res;
        try (CancelLink ignored = CancelLink.of(parent, own)) {
            res = complete.solve(r.rest().withCapacity(cap), searchOptions.withNodeLimit(nodeLimit), own);
        }
        long n = res.stats().get("nodes") instanceof Number x ? x.longValue()
                : res.stats().get("branches") instanceof Number y ? y.longValue() : res.proof().nodes();
        if (res.status() == Status.INFEASIBLE && res.proof().kind() != Proof.Kind.NONE) {
            return new Outcome(true, false, res.proof().label(), n);
        }
        return new Outcome(false, res.hasSolution() && res.objective() <= cap, null, n);
    }

    private int maxBuffers() {
        return 5_000;
    }

    static long roundUp(long x, long g) {
        return (x + g - 1) / g * g;
    }

    private static double seconds(long t0) {
        return (System.nanoTime() - t0) / 1e9;
    }
}
