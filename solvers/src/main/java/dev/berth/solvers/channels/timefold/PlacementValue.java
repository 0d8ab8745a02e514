package dev.berth.solvers.channels.timefold;

import ai.timefold.solver.core.api.score.HardMediumSoftScore;

/**
 * What one placement is worth: the width of its code (the fewest channels it can use) and that code's
 * makespan in cycles.
 */
record PlacementValue(int width, long makespan) {

    /** Hard: channels needed beyond the usable ones; medium: the makespan; soft: the width; all negated. */
    HardMediumSoftScore score(int usable) {
        return HardMediumSoftScore.of(-Math.max(0, width - usable), -makespan, -width);
    }
}
