package dev.berth.model.testing;

import dev.berth.model.Budget;
import dev.berth.model.Certificate;
import dev.berth.model.Problem;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.Strategy;

import java.util.function.BiFunction;

/**
 * Strategies for tests of any family: well-behaved, useless, lying and broken ones. Lying ones are what
 * the gate and the bench must catch: an answer the checker refuses, OPTIMAL or INFEASIBLE without proof, a
 * certificate that proves nothing.
 */
public final class TestStrategies {
    private TestStrategies() {
    }

    public static <P extends Problem, S> Strategy<P, S> of(String name, BiFunction<P, SolveOptions, Result<S>> body) {
        return new Strategy<>() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public String description() {
                return name + " (test)";
            }

            @Override
            public Result<S> solve(P problem, SolveOptions options, Budget budget) {
                return body.apply(problem, options);
            }
        };
    }

    /** Never finds anything; reports a made-up over-capacity peak as strategies do. */
    public static <P extends Problem, S> Strategy<P, S> unknown() {
        return of("always-unknown", (p, o) -> Result.<S>unknown("gave up").withStat("overCapacityPeak", 123456789L));
    }

    public static <P extends Problem, S> Strategy<P, S> throwing() {
        return of("throws", (p, o) -> {
            throw new IllegalStateException("boom on " + p.name());
        });
    }

    public static <P extends Problem, S> Strategy<P, S> returnsNull() {
        return of("returns-null", (p, o) -> null);
    }

    /** Claims infeasibility with no proof at all. */
    public static <P extends Problem, S> Strategy<P, S> claimsInfeasible() {
        return of("claims-infeasible", (p, o) -> Result.infeasible("because I say so", Proof.NONE));
    }

    /** Claims infeasibility with a certificate that proves nothing about the problem. */
    public static <P extends Problem, S> Strategy<P, S> claimsInfeasible(Certificate bogus) {
        return of("claims-infeasible-certificate", (p, o) -> Result.infeasible("see the certificate",
                Proof.certificate(bogus)));
    }

    /** {@code inner}'s answer claimed OPTIMAL at its own objective with no proof. */
    public static <P extends Problem, S> Strategy<P, S> claimsOptimal(Strategy<P, S> inner, long objective) {
        return of("claims-optimal", (p, o) -> {
            Result<S> r = inner.solve(p, o);
            return r.hasSolution() ? r.withStatus(Status.OPTIMAL).withBound(objective, Proof.NONE) : r;
        });
    }

    /** {@code inner}'s answer with a bound {@code bound} "proven" by {@code bogus}. */
    public static <P extends Problem, S> Strategy<P, S> claimsBound(Strategy<P, S> inner, long bound, Certificate bogus) {
        return of("claims-bound", (p, o) -> inner.solve(p, o).withBound(bound, Proof.certificate(bogus)));
    }

    /** Answers like {@code inner}, then ends the budget it was given, as a slow start would. */
    public static <P extends Problem, S> Strategy<P, S> spendingBudget(Strategy<P, S> inner) {
        return new Strategy<>() {
            @Override
            public String name() {
                return "spending-" + inner.name();
            }

            @Override
            public String description() {
                return inner.description() + ", then ends the budget (tests)";
            }

            @Override
            public Result<S> solve(P problem, SolveOptions options, Budget budget) {
                Result<S> r = inner.solve(problem, options, budget);
                budget.cancel();
                return r;
            }
        };
    }
}
