package dev.berth.model.tiles.analysis;

import dev.berth.model.CurrentBudget;
import dev.berth.model.Bound;
import dev.berth.model.Result;
import dev.berth.model.Score;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;

/** The answer a strategy gives for a layout. */
public final class TileLayouts {
    private TileLayouts() {
    }

    /** The objective as a score: largest peak, total memory, exchange cycles. */
    public static Score score(TileObjective o) {
        return Score.of(o.maxPeak(), o.totalMemory(), o.exchangeCycles());
    }

    /**
     * A layout as a strategy's answer, with its objective as the score: OPTIMAL with the lower bound's
     * certificate ({@link TileLowerBound#bound()}) when its largest peak meets it, else FEASIBLE with that
     * bound. The gate checks all of it again.
     */
    public static Result<TileLayout> answer(TileProblem p, TileLayout layout) {
        return answer(p, layout, TileObjective.of(p, layout));
    }

    /** As {@link #answer(TileProblem, TileLayout)}, with the layout's objective already known. */
    public static Result<TileLayout> answer(TileProblem p, TileLayout layout, TileObjective objective) {
        // a strategy answers when its time is spent: the bound (linear in the instance) is not stopped by the
        // deadline there, or the layout found would be lost
        Bound lb = CurrentBudget.during(null, () -> TileLowerBound.of(p).bound());
        Result<TileLayout> r = objective.maxPeak() <= lb.value()
                ? Result.optimal(layout, lb.value(), lb.proof())
                : Result.feasible(layout).withBound(lb.value(), lb.proof());
        return r.withScore(score(objective));
    }
}
