package dev.berth.model;

/**
 * A family's independent validator, written from the formats alone: it sees the problem's records and a
 * solution, never a class a strategy uses, so that one bug cannot pass a strategy and its check together.
 * Every answer passes it before anyone sees it, and so does every certificate behind a bound or an
 * infeasibility.
 */
public interface Checker<P extends Problem, S> {

    /** Null when {@code solution} obeys every rule of {@code problem}; otherwise the first rule it breaks. */
    String violation(P problem, S solution);

    /** The cost of a valid solution, recomputed from the solution itself. */
    Score score(P problem, S solution);

    /**
     * Null when {@code certificate} proves that no valid solution of {@code problem} has a headline
     * objective below {@code bound}; otherwise why it does not. For families where dropping parts is the
     * solution's choice (sync's redundant pairs) the claim is about the problem as {@code solution} leaves
     * it; {@code solution} may be null for the whole problem.
     */
    String boundViolation(P problem, S solution, Certificate certificate, long bound);

    /** Null when {@code certificate} proves that {@code problem} has no valid solution; otherwise why not. */
    String infeasibilityViolation(P problem, Certificate certificate);
}
