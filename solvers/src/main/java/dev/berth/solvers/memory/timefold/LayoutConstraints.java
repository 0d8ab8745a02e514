package dev.berth.solvers.memory.timefold;

import ai.timefold.solver.core.api.score.HardMediumSoftScore;
import ai.timefold.solver.core.api.score.stream.Constraint;
import ai.timefold.solver.core.api.score.stream.ConstraintCollectors;
import ai.timefold.solver.core.api.score.stream.ConstraintFactory;
import ai.timefold.solver.core.api.score.stream.ConstraintProvider;
import ai.timefold.solver.core.api.score.stream.Joiners;

/**
 * Hard: no byte held by two live buffers (penalised by the bytes held twice, so partial repairs count).
 * Medium: the peak. Soft: the sum of tops, so moves that lower a buffer without lowering the peak still
 * score better. The capacity needs no constraint: the value ranges end at it.
 */
public class LayoutConstraints implements ConstraintProvider {

    @Override
    public Constraint[] defineConstraints(ConstraintFactory factory) {
        return new Constraint[] {overlap(factory), peak(factory), tops(factory)};
    }

    Constraint overlap(ConstraintFactory factory) {
        return factory.forEach(Conflict.class)
                .join(OffsetSlot.class, Joiners.equal(Conflict::a, OffsetSlot::getIndex))
                .join(OffsetSlot.class, Joiners.equal((c, x) -> c.b(), OffsetSlot::getIndex))
                .filter((c, x, y) -> c.overlap(x.getOffset(), y.getOffset()) > 0)
                .penalize(HardMediumSoftScore.ONE_HARD, (c, x, y) -> c.overlap(x.getOffset(), y.getOffset()))
                .asConstraint("overlapping bytes");
    }

    Constraint peak(ConstraintFactory factory) {
        return factory.forEach(OffsetSlot.class)
                .groupBy(ConstraintCollectors.max(OffsetSlot::getTop))
                .penalize(HardMediumSoftScore.ONE_MEDIUM, Long::longValue)
                .asConstraint("peak");
    }

    Constraint tops(ConstraintFactory factory) {
        return factory.forEach(OffsetSlot.class)
                .penalize(HardMediumSoftScore.ONE_SOFT, OffsetSlot::getTop)
                .asConstraint("sum of tops");
    }
}
