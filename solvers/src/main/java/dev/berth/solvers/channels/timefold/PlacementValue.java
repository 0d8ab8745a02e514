package dev.berth.solvers.channels.timefold;

import ai.timefold.solver.core.api.score.HardMediumSoftScore;

/**
 * What one placement is worth: the width of its code (the fewest channels it can use) and that code's
 * makespan in cycles.
 */
record PlacementValue(int width, long makespan) {
    /** A placement Berth does not analyse ({@code channels.pieces}): worse than any it does. */
    static final PlacementValue REFUSED = new PlacementValue(Integer.MAX_VALUE / 2, Long.MAX_VALUE / 4);

    /** Hard: channels needed beyond the usable ones; medium: the makespan; soft: the width; all negated. */
    HardMediumSoftScore score(int usable) {
        return HardMediumSoftScore.of(-Math.max(0, width - usable), -makespan, -width);
    }
}
