package dev.berth.model;

/**
 * One way to solve a family's problems. Implementations honour the budget (return the best valid answer
 * found when it runs out), build their answer for this problem only, and claim OPTIMAL or INFEASIBLE only
 * with a {@link Proof}. Answers are checked by the family's {@link Checker} before anyone sees them.
 */
public interface Strategy<P extends Problem, S> extends Configurable {

    Result<S> solve(P problem, SolveOptions options, Budget budget);

    default Result<S> solve(P problem, SolveOptions options) {
        return solve(problem, options, Budget.of(options.timeLimit()));
    }

    /**
     * This strategy run as a part of a solve (behind a gate, inside a portfolio or another strategy): its
     * parameters are the ones named after it ({@code -P greedy.order=...} reaches greedy wherever it runs). The
     * one place a strategy's parameters get their namespace.
     */
    default Result<S> solveAsPart(P problem, SolveOptions options, Budget budget) {
        return solve(problem, options.withScope(name()), budget);
    }
}
