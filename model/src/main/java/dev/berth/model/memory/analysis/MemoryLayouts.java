package dev.berth.model.memory.analysis;


import dev.berth.model.Bound;
import dev.berth.model.CurrentBudget;
import dev.berth.model.Result;
import dev.berth.model.Score;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;

/** Measures of a layout, and the answer a strategy gives for one. */
public final class MemoryLayouts {
    private MemoryLayouts() {
    }

    /** The highest address used: max over buffers of offset + size (0 for no buffers). */
    public static long peak(MemoryProblem problem, long[] offsets) {
        long peak = 0;
        for (int i = 0; i < offsets.length; i++) {
            long size = problem.buffer(i).size();
            if (size > 0) {
                peak = Math.max(peak, offsets[i] + size);
            }
        }
        return peak;
    }

    /**
     * A layout as a strategy's answer, with its peak as the score: OPTIMAL with the lower bound's certificate
     * when the peak meets {@link MemoryLowerBound}, else FEASIBLE. The gate checks all of it again.
     */
    public static Result<MemoryLayout> answer(MemoryProblem problem, long[] offsets) {
        return CurrentBudget.wrappingUp(() -> answer(problem, offsets, MemoryLowerBound.compute(problem)));
    }

    /** {@link #answer(MemoryProblem, long[])} with the problem's {@link MemoryLowerBound} already computed. */
    public static Result<MemoryLayout> answer(MemoryProblem problem, long[] offsets, Bound lb) {
        long peak = peak(problem, offsets);
        MemoryLayout layout = new MemoryLayout(offsets);
        Result<MemoryLayout> r = peak <= lb.value()
                ? Result.optimal(layout, lb.value(), lb.proof()) : Result.feasible(layout).withBound(lb.value(), lb.proof());
        return r.withScore(Score.of(peak));
    }
}
