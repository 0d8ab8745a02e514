package dev.berth.bench;

import dev.berth.model.Checker;
import dev.berth.model.Problem;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.Score;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.Strategy;

import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Runs one strategy on one instance and checks the answer without trusting the strategy (or its gate).
 *
 * <p>The strategy runs under a {@link GuardedCall}: its own thread, a fresh budget of the options' time
 * limit, cancelled a grace period after it; if it still does not return the row is ERROR and its thread is
 * left behind. Exceptions become ERROR rows. The heap is watched ({@link HeapWatch}) for every family.
 *
 * <p>An answer goes through the family's checker and the kit's second opinion (the simulator); both
 * verdicts are recorded even when the first fails, so disagreements show. The row turns INVALID when either
 * rejects the answer, when the reported score is not the answer's, when the reported bound exceeds the
 * answer's objective, when the answer beats the bench's own bound (the bound or the checker would be wrong),
 * when OPTIMAL rests on nothing (no certificate the checker verifies, no search proof, and the objective
 * above the bench's bound), when INFEASIBLE has neither a verified certificate nor a search proof, when a
 * certificate does not prove the bound it backs, or when a gate in front of the strategy refused its answer
 * or dropped its bound (stats {@link Result#REJECTED}, {@link Result#REJECTED_BOUND}); a gate's record of a
 * crash ({@link Result#FAILED}) makes the row ERROR.
 */
public final class BenchRunner<P extends Problem, S> {
    private final BenchKit<P, S> kit;
    private final GuardedCall guard;
    private final boolean secondOpinion;

    public BenchRunner(BenchKit<P, S> kit) {
        this(kit, new GuardedCall(), true);
    }

    /** With a shorter minimum grace period, and the second opinion on or off (tests). */
    public BenchRunner(BenchKit<P, S> kit, Duration minGrace, boolean secondOpinion) {
        this(kit, new GuardedCall(minGrace), secondOpinion);
    }

    private BenchRunner(BenchKit<P, S> kit, GuardedCall guard, boolean secondOpinion) {
        this.kit = kit;
        this.guard = guard;
        this.secondOpinion = secondOpinion;
    }

    public BenchKit<P, S> kit() {
        return kit;
    }

    /**
     * Runs {@code strategy} on {@code problem}, whose bench bound is {@code bound}, and returns the checked row
     * labelled {@code label}. Never throws for the strategy.
     */
    public BenchRow run(P problem, long bound, Strategy<P, S> strategy, SolveOptions options, String label) {
        HeapWatch heap = HeapWatch.start();
        GuardedCall.Outcome<Result<S>> o = guard.run(label, options.timeLimit(),
                budget -> strategy.solve(problem, options, budget));
        long heapPeak = heap.peak();
        Map<String, Object> facts = kit.facts(problem);
        Result<S> r = o.result();
        if (r == null) {
            return new BenchRow(problem.name(), kit.group(problem), label, BenchStatus.ERROR, null, bound, 0, "none",
                    o.seconds(), heapPeak, heap.base(), null, null, true,
                    o.failure() != null ? o.failure() : "returned no result", facts, Map.of(), Map.of());
        }
        Map<String, Object> record = new LinkedHashMap<>(r.stats());
        if (r.reason() != null) {
            record.put("reason", r.reason());
        }
        String crash = gateRecord(record, Result.FAILED);
        BenchStatus status = crash != null ? BenchStatus.ERROR : BenchStatus.valueOf(r.status().name());
        Checker<P, S> checker = kit.family().checker();
        String validator = null;
        String second = null;
        long[] score = null;
        boolean applies = true;
        if (r.hasSolution()) {
            validator = guarded(() -> checker.violation(problem, r.solution()));
            second = secondOpinion ? guarded(() -> kit.secondOpinion(problem, r.solution())) : null;
            if (validator == null) {
                score = checker.score(problem, r.solution()).terms();
                applies = kit.boundApplies(problem, r.solution());
            } else if (r.score() != null) {
                score = r.score().terms();
            }
        }
        BenchRow row = new BenchRow(problem.name(), kit.group(problem), label, status, score, bound, r.bound(),
                r.proof().label(), o.seconds(), heapPeak, heap.base(),
                r.hasSolution() ? verdict(validator) : null, r.hasSolution() && secondOpinion ? verdict(second) : null,
                applies, crash != null ? crash : r.reason(), facts, kit.runFacts(problem, r), r.stats());
        String why = gateRecord(record, Result.REJECTED, Result.REJECTED_BOUND);
        if (why == null) {
            why = r.hasSolution() ? refuteAnswer(r, score, validator, second, bound, applies, problem)
                    : refuteNoAnswer(r, problem);
        }
        return why == null || status == BenchStatus.ERROR ? row : row.invalid(why);
    }

    /**
     * What a gate in front of the strategy, or of one of its portfolio members, recorded under one of
     * {@code keys}: it kept the user safe, but it is a bug all the same. Null when nothing.
     */
    private static String gateRecord(Map<String, Object> stats, String... keys) {
        for (String k : keys) {
            Object v = stats.get(k);
            if (v != null) {
                String reason = stats.get("reason") instanceof String s ? s : null;
                return "the gate recorded " + k + ": " + (v instanceof String s ? s : reason != null ? reason : v);
            }
        }
        if (stats.get("members") instanceof Map<?, ?> members) {
            for (Map.Entry<?, ?> e : members.entrySet()) {
                if (e.getValue() instanceof Map<?, ?> m) {
                    @SuppressWarnings("unchecked")
                    String why = gateRecord((Map<String, Object>) m, keys);
                    if (why != null) {
                        return "member " + e.getKey() + ": " + why;
                    }
                }
            }
        }
        return null;
    }

    /** A bound whose certificate the checker does not accept, on any answer: {@link CrossCheck} would spread it. */
    private String falseCertifiedBound(Result<S> r, P problem) {
        Proof p = r.proof();
        if (p.kind() != Proof.Kind.CERTIFICATE || r.bound() <= 0) {
            return null;
        }
        String v = guarded(() -> kit.family().checker().boundViolation(problem, r.solution(), p.certificate(), r.bound()));
        return v == null ? null : "reported bound " + r.bound() + ", but its certificate does not prove it: " + v;
    }

    private String refuteAnswer(Result<S> r, long[] score, String validator, String second, long bound, boolean applies,
                                P problem) {
        if (validator != null) {
            return "claimed " + r.status() + ", but the answer is invalid: " + validator;
        }
        if (second != null) {
            return "claimed " + r.status() + "; the checker accepts the answer, the simulator does not: " + second;
        }
        long objective = score[0];
        if (r.score() != null && !Arrays.equals(r.score().terms(), score)) {
            return "reported score " + r.score() + ", but its answer scores " + Score.of(score);
        }
        if (r.bound() > objective) {
            return "reported lower bound " + r.bound() + " above its own valid answer's " + objective;
        }
        if (applies && objective < bound) {
            return "a valid answer with objective " + objective + " below the bench's bound " + bound
                    + ": the bound or the checker is wrong";
        }
        String falseBound = falseCertifiedBound(r, problem);
        if (falseBound != null) {
            return falseBound;
        }
        boolean proven = r.proof().kind() != Proof.Kind.NONE && r.bound() >= objective; // a certificate: checked just above
        if (r.status() == Status.OPTIMAL && objective > bound && !proven) {
            return "claimed OPTIMAL at " + objective + " with nothing that proves it (" + r.proof().label() + ")";
        }
        return null;
    }

    private String refuteNoAnswer(Result<S> r, P problem) {
        if (r.status() != Status.INFEASIBLE) {
            return falseCertifiedBound(r, problem);
        }
        if (r.reason() == null || r.reason().isBlank()) {
            return "claimed INFEASIBLE without a reason";
        }
        Proof p = r.proof();
        return switch (p.kind()) {
            case SEARCH -> null;
            case CERTIFICATE -> {
                String v = guarded(() -> kit.family().checker().infeasibilityViolation(problem, p.certificate()));
                yield v == null ? null : "claimed INFEASIBLE, but its certificate does not prove it: " + v;
            }
            case NONE -> "claimed INFEASIBLE with nothing that proves it";
        };
    }

    private interface Check {
        String run();
    }

    /** A checker that throws has complained. */
    private static String guarded(Check c) {
        try {
            return c.run();
        } catch (RuntimeException e) {
            return "threw " + e;
        }
    }

    private static String verdict(String complaint) {
        return complaint == null ? BenchRow.VALID : complaint;
    }
}
