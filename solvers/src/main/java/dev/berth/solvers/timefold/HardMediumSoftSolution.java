package dev.berth.solvers.timefold;

import ai.timefold.solver.core.api.domain.solution.PlanningScore;
import ai.timefold.solver.core.api.domain.solution.PlanningSolution;
import ai.timefold.solver.core.api.score.HardMediumSoftScore;

/**
 * The score of the solutions ranked on three levels (memory, sync). Annotated because Timefold takes
 * annotated members only from the annotated classes of a solution's lineage; the concrete solution is
 * annotated too and holds its entities. The score's type must be concrete here (Timefold reads it from the
 * field), which is why the tiles family's bendable score stays in its own solution.
 */
@PlanningSolution
public abstract class HardMediumSoftSolution {
    @PlanningScore
    private HardMediumSoftScore score;

    public HardMediumSoftScore getScore() {
        return score;
    }

    public void setScore(HardMediumSoftScore score) {
        this.score = score;
    }
}
