package dev.berth.solvers.memory;

import dev.berth.model.Budget;
import dev.berth.model.Certificate;
import dev.berth.model.Checker;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.Strategy;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.families.MemoryFamily;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.analysis.ColocationReduction;
import dev.berth.model.memory.analysis.MemoryInfeasibility;
import dev.berth.solvers.Wrapper;


/**
 * Co-location for any memory strategy, in one place: an instance with co-location groups is solved as its
 * {@link ColocationReduction} (each group one buffer), and the answer is restated for the instance — every
 * member at its group's offset, certificates about the merged buffers restated for real buffers (and dropped
 * when they no longer hold), and the strategy's search proofs kept only where the reduced instance is exactly
 * the original and the strategy handles the windows the groups became exactly ({@link WindowHandling}).
 * Instances without groups go to the strategy unchanged, and the same rule holds for their own windows: a
 * search that keeps clear of windows conservatively proves nothing about them either.
 */
final class ColocationAware extends Wrapper<MemoryProblem, MemoryLayout> {
    static final String GROUPS = "colocationGroups";

    private final WindowHandling windows;

    ColocationAware(Strategy<MemoryProblem, MemoryLayout> inner, WindowHandling windows) {
        super(inner);
        this.windows = windows;
    }

    @Override
    public Result<MemoryLayout> solve(MemoryProblem problem, SolveOptions options, Budget budget) {
        int groups = problem.groups().size();
        if (groups == 0) {
            Result<MemoryLayout> r = inner.solve(problem, options, budget);
            return r.proof().kind() == Proof.Kind.SEARCH && !handlesWindowsOf(problem) ? withoutProof(r,
                    "its search keeps clear of gap windows above their buffers' offsets only conservatively") : r;
        }
        // a group whose pins disagree has no reduction: its certificate is the answer
        Result<MemoryLayout> quick = MemoryInfeasibility.answer(problem);
        if (quick != null) {
            return quick.withStat(GROUPS, groups);
        }
        ColocationReduction reduction = ColocationReduction.of(problem);
        Result<MemoryLayout> r = inner.solve(reduction.reduced(), options, budget);
        return restate(problem, reduction, r).withStat(GROUPS, groups);
    }

    /** Whether a closed search on the reduced instance proves the same about the original. */
    private boolean searchProofsStand(ColocationReduction reduction) {
        return reduction.exact() && handlesWindowsOf(reduction.reduced());
    }

    /** Whether the strategy's search is exact on the windows of {@code p}. */
    private boolean handlesWindowsOf(MemoryProblem p) {
        return switch (windows) {
            case EXACT -> true;
            case EXACT_FROM_ZERO -> !hasWindow(p, 1);
            case CONSERVATIVE -> !hasWindow(p, 0);
        };
    }

    /** Whether some gap window of {@code p} starts at least {@code lowest} above its buffer's offset. */
    private static boolean hasWindow(MemoryProblem p, long lowest) {
        for (Buffer b : p.buffers()) {
            for (Gap g : b.gaps()) {
                if (g.window() != null && g.window().lower() >= lowest && g.window().length() > 0) {
                    return true;
                }
            }
        }
        return false;
    }

    private Result<MemoryLayout> restate(MemoryProblem problem, ColocationReduction reduction, Result<MemoryLayout> r) {
        Checker<MemoryProblem, MemoryLayout> checker = MemoryFamily.INSTANCE.checker();
        Result<MemoryLayout> out = r;
        if (r.hasSolution()) {
            out = new Result<>(r.status(), new MemoryLayout(reduction.expand(r.solution().offsets())), r.score(),
                    r.bound(), r.proof(), r.reason(), r.solver(), r.seconds(), r.stats());
        }
        Proof proof = r.proof();
        String lost = null;
        if (proof.kind() == Proof.Kind.SEARCH && !searchProofsStand(reduction)) {
            lost = reduction.exact() ? "its search ran on co-location groups merged into buffers with windows it "
                    + "handles only conservatively, which proves nothing here"
                    : "the merged co-location groups hold more than their members here (members' windows leave holes)";
        } else if (proof.kind() == Proof.Kind.CERTIFICATE) {
            Certificate c = reduction.restate(proof.certificate());
            String why = c == null ? "it has no counterpart here" : r.status() == Status.INFEASIBLE
                    ? checker.infeasibilityViolation(problem, c)
                    : checker.boundViolation(problem, out.solution(), c, r.bound());
            if (why != null) {
                lost = "its certificate about the merged co-location groups does not hold here (" + why + ")";
            } else {
                out = out.withBound(r.bound(), Proof.certificate(c));
                if (r.status() == Status.INFEASIBLE) {
                    out = out.withReason(MemoryInfeasibility.reason(problem, c));
                }
            }
        }
        return lost == null ? out : withoutProof(out, lost);
    }

    /**
     * The answer without its proof: INFEASIBLE becomes UNKNOWN, OPTIMAL FEASIBLE (the gate adds what it proves);
     * {@code lost} says why (also for {@link BandsBelow}).
     */
    static Result<MemoryLayout> withoutProof(Result<MemoryLayout> r, String lost) {
        if (r.status() == Status.INFEASIBLE) {
            return Result.<MemoryLayout>unknown((r.reason() == null ? "INFEASIBLE" : r.reason()) + "; not kept: " + lost)
                    .withStats(r.stats()).withSolver(r.solver());
        }
        Result<MemoryLayout> out = r.withBound(0, Proof.NONE);
        return r.status() == Status.OPTIMAL ? out.withStatus(Status.FEASIBLE) : out;
    }
}
