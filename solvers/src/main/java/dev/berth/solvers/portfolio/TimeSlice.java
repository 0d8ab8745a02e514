package dev.berth.solvers.portfolio;

import dev.berth.model.Budget;

import java.time.Duration;

/**
 * How much of the time left a stage takes.
 *
 * @param share          of the time left, what the stage (or, in a sequence, each member) may use; 1 for all
 * @param keepForChecks  leave enough for the gates to re-validate a large answer within the caller's limit
 *                       (about a second at 1472 tiles on a loaded machine): a tenth of the time left, a
 *                       quarter up to two seconds
 */
public record TimeSlice(double share, boolean keepForChecks) {
    public static final TimeSlice ALL = new TimeSlice(1, false);

    public static TimeSlice share(double share) {
        return new TimeSlice(share, false);
    }

    /** {@code share} of what is left after the reserve for the final checks. */
    public static TimeSlice keepingForChecks(double share) {
        return new TimeSlice(share, true);
    }

    public Budget of(Budget budget) {
        if (budget.unlimitedTime() || (share >= 1 && !keepForChecks)) {
            return budget.child();
        }
        long left = budget.remainingMillis();
        long reserve = keepForChecks ? Math.max(Math.min(2_000, left / 4), left / 10) : 0;
        long usable = Math.max(0, left - reserve);
        return budget.child(Duration.ofMillis(Math.max(1, (long) (usable * share))));
    }
}
