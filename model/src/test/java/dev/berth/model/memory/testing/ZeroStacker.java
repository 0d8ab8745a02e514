package dev.berth.model.memory.testing;

import dev.berth.model.Result;
import dev.berth.model.Score;
import dev.berth.model.Strategy;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.analysis.MemoryLayouts;
import dev.berth.model.testing.TestStrategies;

/** Lying memory strategies for tests: layouts the checker must refuse, scores that are not the layout's. */
public final class ZeroStacker {
    private ZeroStacker() {
    }

    /** Every buffer at offset 0, called feasible: wrong whenever two buffers live together. */
    public static Strategy<MemoryProblem, MemoryLayout> allAtZero() {
        return TestStrategies.of("all-at-zero", (p, o) -> {
            long[] offsets = new long[p.size()];
            return Result.feasible(new MemoryLayout(offsets)).withScore(Score.of(MemoryLayouts.peak(p, offsets)));
        });
    }

    /** A first-fit layout (capacity ignored) reported with a peak one byte below the truth. */
    public static Strategy<MemoryProblem, MemoryLayout> liesAboutPeak() {
        return TestStrategies.of("lies-about-peak", (p, o) -> {
            Result<MemoryLayout> r = new FirstFitStrategy("start").solve(p.withCapacity(MemoryProblem.UNBOUNDED), o);
            return Result.feasible(r.solution()).withScore(Score.of(r.objective() - 1));
        });
    }
}
