package dev.berth.bench.sync;

import dev.berth.bench.BenchStatus;
import dev.berth.bench.GuardedCall;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.SyncAllocator;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.SyncResult;
import dev.berth.model.sync.analysis.SyncValidator;

import java.time.Duration;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * Runs one strategy on one sync instance and checks the answer without trusting the strategy.
 *
 * <p>The strategy runs under a {@link GuardedCall}: its own thread, a fresh budget of the options' time
 * limit, cancelled a grace period after it (a quarter of it, at least 2 s); if it still does not return the
 * row is ERROR and its thread is left behind. Exceptions become ERROR rows.
 *
 * <p>A returned mapping goes through {@link SyncValidator} and, when given, the second-opinion checker
 * (both verdicts are recorded, even when the first already failed, so disagreements show). The row turns
 * INVALID when either rejects the mapping, when the reported count differs from the mapping's, when the
 * reported bound exceeds the mapping's count, when OPTIMAL is claimed without proof (a certificate that is
 * a valid antichain as large as the count, or — nothing removed — a count equal to the width), or when a
 * valid mapping that removes nothing uses fewer than the width (the width would be wrong). Without pinned
 * ids or a class limit the width is always reachable, so INFEASIBLE or a bound above the width is INVALID
 * there; INFEASIBLE also needs a reason, and a certificate given with it must be an antichain.
 */
public final class SyncBenchRunner {
    private final BiFunction<SyncProblem, int[], String> checker;
    private final GuardedCall guard;

    /** {@code checker}: null, or a second opinion on mappings that returns null when it accepts one. */
    public SyncBenchRunner(BiFunction<SyncProblem, int[], String> checker) {
        this(checker, new GuardedCall());
    }

    /** With a shorter minimum grace period, so tests of runaway strategies stay quick. */
    SyncBenchRunner(BiFunction<SyncProblem, int[], String> checker, Duration minGrace) {
        this(checker, new GuardedCall(minGrace));
    }

    private SyncBenchRunner(BiFunction<SyncProblem, int[], String> checker, GuardedCall guard) {
        this.checker = checker;
        this.guard = guard;
    }

    /** Runs {@code strategy} on {@code problem} (whose width the bench computed) and returns the checked row. */
    public SyncBenchRow run(SyncProblem problem, SyncInstance instance, SyncAllocator strategy, SolveOptions options) {
        GuardedCall.Outcome<SyncResult> o = guard.run(strategy.name(), options.timeLimit(),
                budget -> strategy.allocate(problem, options, budget));
        SyncResult r = o.result();
        if (r == null || r.status() == null) {
            return row(problem, instance, strategy, BenchStatus.ERROR, -1, 0, 0, o.seconds(), null, null,
                    o.failure() != null ? o.failure() : "returned no result", Map.of());
        }
        BenchStatus status = BenchStatus.valueOf(r.status().name());
        if (!r.status().hasSolution()) {
            SyncBenchRow row = row(problem, instance, strategy, status, -1, r.bound(), 0, o.seconds(), null, null,
                    r.reason(), r.stats());
            String why = refuteNoSolution(problem, instance, r);
            return why == null ? row : row.invalid(why);
        }
        int[] mapping = r.mapping();
        String validator = SyncValidator.firstViolation(problem, mapping);
        String second = secondOpinion(problem, mapping);
        boolean complete = mapping.length == problem.size();
        int used = complete ? SyncValidator.used(problem, mapping) : -1;
        SyncBenchRow row = row(problem, instance, strategy, status, used, r.bound(), r.removedCount(), o.seconds(),
                validator == null ? SyncBenchRow.VALID : validator,
                checker == null ? null : second == null ? SyncBenchRow.VALID : second, r.reason(), r.stats());
        String why = refuteSolution(problem, instance, r, used, validator, second);
        return why == null ? row : row.invalid(why);
    }

    private String secondOpinion(SyncProblem problem, int[] mapping) {
        if (checker == null) {
            return null;
        }
        try {
            return checker.apply(problem, mapping.clone());
        } catch (RuntimeException e) {
            return "threw " + e;
        }
    }

    private static String refuteSolution(SyncProblem p, SyncInstance inst, SyncResult r, int used, String validator,
                                         String second) {
        if (validator != null) {
            return "claimed " + r.status() + " with " + r.used() + " physical, but the mapping is invalid: " + validator;
        }
        if (second != null) {
            return "claimed " + r.status() + " with " + r.used() + " physical; the validator accepts the mapping, "
                    + "the second opinion does not: " + second;
        }
        if (r.used() != used) {
            return "reported " + r.used() + " physical, but its mapping uses " + used;
        }
        if (r.bound() > used) {
            return "reported lower bound " + r.bound() + " above its own valid mapping's " + used;
        }
        if (r.removedCount() == 0 && used < inst.width()) {
            return "a valid mapping with nothing removed uses " + used + ", below the proven width " + inst.width()
                    + ": the width or the validator is wrong";
        }
        if (r.status() == Status.OPTIMAL) {
            String proof = optimalityProof(p, inst, r, used);
            if (proof != null) {
                return "claimed OPTIMAL with " + used + " physical, but " + proof;
            }
        }
        return null;
    }

    /** Null when the OPTIMAL claim is proven; otherwise why it is not. */
    private static String optimalityProof(SyncProblem p, SyncInstance inst, SyncResult r, int used) {
        if (r.removedCount() == 0 && used == inst.width()) {
            return null;
        }
        if (r.certificate().length < used) {
            return "its certificate has " + r.certificate().length + " resources"
                    + (r.removedCount() == 0 ? " and the width is " + inst.width() : "");
        }
        String v = SyncValidator.certificateViolation(p, r.mapping(), r.certificate());
        return v == null ? null : "its certificate is not an antichain: " + v;
    }

    private static String refuteNoSolution(SyncProblem p, SyncInstance inst, SyncResult r) {
        boolean widthReachable = !p.hasPinned() && !p.hasLimit();
        if (r.status() == Status.INFEASIBLE) {
            if (r.reason() == null || r.reason().isBlank()) {
                return "claimed INFEASIBLE without a reason";
            }
            if (widthReachable) {
                return "claimed INFEASIBLE (" + r.reason() + "), but no class has a limit and nothing is pinned: "
                        + "a minimum chain cover is a valid mapping with " + inst.width() + " physical";
            }
            if (r.certificate().length > 0) {
                String v = SyncValidator.certificateViolation(p, new int[p.size()], r.certificate());
                if (v != null) {
                    return "claimed INFEASIBLE, but its certificate is not an antichain: " + v;
                }
            }
        }
        if (widthReachable && r.bound() > inst.width()) {
            return "reported lower bound " + r.bound() + " above the width " + inst.width()
                    + ", which a minimum chain cover reaches (no limit, nothing pinned)";
        }
        return null;
    }

    private static SyncBenchRow row(SyncProblem p, SyncInstance inst, SyncAllocator s, BenchStatus status, int used,
                                    int bound, int removed, double seconds, String validator, String second,
                                    String message, Map<String, Object> stats) {
        return new SyncBenchRow(p.name(), SyncProgramGenerator.family(p.name()), p.warps().size(), p.size(),
                semantics(p), s.name(), status, used, inst.width(), bound, removed, seconds, inst.widthSeconds(),
                validator, second, message, stats);
    }

    /** The label of the classes' semantics, "mixed" when they differ. */
    static String semantics(SyncProblem p) {
        var labels = p.classes().stream().map(ResourceClass::semantics).distinct().toList();
        return labels.size() == 1 ? labels.get(0).label() : "mixed";
    }
}
