package dev.berth.solvers;

import dev.berth.model.Bound;
import dev.berth.model.CurrentBudget;
import dev.berth.model.Budget;
import dev.berth.model.Checker;
import dev.berth.model.Family;
import dev.berth.model.OutOfTime;
import dev.berth.model.Problem;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.Score;
import dev.berth.model.Status;

/**
 * What each status needs, checked on every answer by the family's independent checker:
 * <ul>
 *   <li>a solution (OPTIMAL, FEASIBLE) must pass the checker, and where validity is a property of a run (simt),
 *       run correctly on the family's hardware model ({@link HardwareCheck}); its score is recomputed from it;</li>
 *   <li>a bound stands only with a certificate the checker verifies, or a complete search marked as such
 *       ({@link Proof.Kind#SEARCH}, with its nodes); the family's own lower bound, verified the same way,
 *       is always there; a bound above the answer's own objective is a false claim and is dropped;</li>
 *   <li>OPTIMAL exactly when the objective meets the kept bound — so it rests on a verified certificate or on
 *       a search that says it is one;</li>
 *   <li>INFEASIBLE only with a certificate the checker verifies or a search proof.</li>
 * </ul>
 * A refused answer becomes UNKNOWN, its reason saying why, with the stat {@link Result#REJECTED}; a dropped false
 * bound leaves the stat {@link Result#REJECTED_BOUND}: either is a bug in the strategy that gave it, which the bench
 * reports as INVALID.
 */
public final class ProofPolicy {
    private ProofPolicy() {
    }

    public static <P extends Problem, S> Result<S> apply(Family<P, S> family, P problem, Result<S> r) {
        Checker<P, S> checker = family.checker();
        if (r.status() == Status.INFEASIBLE) {
            Result<S> kept = infeasible(checker, problem, r);
            if (kept.status() != Status.INFEASIBLE) {
                return withBound(family, problem, kept, null);
            }
            // the proof stays the infeasibility's; the bound says how far the capacity falls short: the family's
            // own, or what the search that proved the infeasibility claims
            long own = withBound(family, problem, kept.withBound(0, Proof.NONE), null).bound();
            Proof p = kept.proof();
            long claimed = p.kind() == Proof.Kind.SEARCH || p.kind() == Proof.Kind.CERTIFICATE
                    && checker.boundViolation(problem, null, p.certificate(), kept.bound()) == null ? kept.bound() : 0;
            return kept.withBound(Math.max(own, claimed), kept.proof());
        }
        Score score = null;
        if (r.hasSolution()) {
            String violation = checker.violation(problem, r.solution());
            if (violation != null) {
                return withBound(family, problem, r.rejected("answer rejected by the validator: " + violation), null);
            }
            String run = HardwareCheck.violation(family, problem, r.solution());
            if (run != null) {
                return withBound(family, problem, r.rejected("answer rejected on the hardware model: " + run), null);
            }
            score = checker.score(problem, r.solution());
        }
        Result<S> kept = withBound(family, problem, r.withScore(score), score);
        if (!kept.hasSolution()) {
            return kept.withStatus(Status.UNKNOWN);
        }
        return kept.withStatus(score.headline() <= kept.bound() ? Status.OPTIMAL : Status.FEASIBLE);
    }

    private static <P extends Problem, S> Result<S> infeasible(Checker<P, S> checker, P problem, Result<S> r) {
        Proof proof = r.proof();
        String why = switch (proof.kind()) {
            case CERTIFICATE -> checker.infeasibilityViolation(problem, proof.certificate());
            case SEARCH -> null;
            case NONE -> "neither a certificate nor a search proves it";
        };
        if (why == null) {
            return r;
        }
        return r.rejected("INFEASIBLE rejected (" + r.reason() + "): " + why);
    }

    /**
     * The family's lower bound, or null when computing it would outlast the check's budget: an answer then
     * keeps what its own proof shows (the bound is an addition, the checked solution is not).
     */
    private static <P extends Problem> Bound ownBound(Family<P, ?> family, P problem) {
        try {
            // once per solve: a portfolio gates each member's answer, then its own, all on the same instance
            Budget solve = CurrentBudget.get();
            return solve == null ? family.lowerBound(problem)
                    : solve.once("the family's lower bound", problem, () -> family.lowerBound(problem));
        } catch (OutOfTime e) {
            return null;
        }
    }

    /**
     * {@code r} with the strongest bound that stands: its own claim if proven, else the family's; a claim
     * above {@code score} (the answer's own objective) is false whatever backs it.
     */
    private static <P extends Problem, S> Result<S> withBound(Family<P, S> family, P problem, Result<S> r, Score score) {
        Checker<P, S> checker = family.checker();
        long ceiling = score == null ? Long.MAX_VALUE : score.headline();
        long bound = 0;
        Proof proof = Proof.NONE;
        Bound own = ownBound(family, problem);
        if (own != null && own.certificate() != null && own.value() <= ceiling
                && checker.boundViolation(problem, r.solution(), own.certificate(), own.value()) == null) {
            bound = own.value();
            proof = own.proof();
        }
        Proof claim = r.proof();
        String refused = null;
        if (r.bound() > bound && r.bound() > ceiling) {
            refused = "reported bound " + r.bound() + " above its own answer's objective " + ceiling;
        } else if (r.bound() > bound && claim.kind() != Proof.Kind.NONE) { // an unbacked estimate is dropped, not a lie
            String why = claim.kind() == Proof.Kind.CERTIFICATE
                    ? checker.boundViolation(problem, r.solution(), claim.certificate(), r.bound()) : null;
            if (why == null) {
                bound = r.bound();
                proof = claim;
            } else {
                refused = "reported bound " + r.bound() + " not proven by its certificate: " + why;
            }
        }
        Result<S> kept = r.withBound(bound, proof);
        return refused == null ? kept : kept.withStat(Result.REJECTED_BOUND, refused);
    }
}
