package dev.berth.cli;

/** The exit codes other tools rely on. */
public final class ExitCodes {
    /** A definitive answer: OPTIMAL, FEASIBLE or INFEASIBLE with its reason; a valid solution for check. */
    public static final int OK = 0;
    /** {@code check}: the solution breaks a rule. */
    public static final int INVALID = 1;
    /** Bad input or usage. */
    public static final int BAD_INPUT = 2;
    /** Nothing valid within the limits. */
    public static final int UNKNOWN = 3;
    /** A defect in berth itself. */
    public static final int INTERNAL = 4;

    private ExitCodes() {
    }
}
