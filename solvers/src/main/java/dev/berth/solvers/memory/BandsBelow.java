package dev.berth.solvers.memory;

import dev.berth.model.Budget;
import dev.berth.model.Result;
import dev.berth.model.Score;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.analysis.MemoryLayouts;
import dev.berth.model.memory.analysis.ResidentBands;
import dev.berth.solvers.Wrapper;

/**
 * A heuristic run on the instance without its {@link ResidentBands}, which are stacked below what it lays out:
 * on a training trace with parameters the greedy passes run on the four fifths of the buffers that come and
 * go, several times faster. Only for strategies that prove nothing: the answer keeps no bound or proof of
 * the rest (the gate adds the instance's own), an OPTIMAL comes back FEASIBLE and an INFEASIBLE as UNKNOWN.
 * Instances without bands go to the strategy unchanged.
 */
final class BandsBelow extends Wrapper<MemoryProblem, MemoryLayout> {
    static final String BANDS = "residentBands";

    BandsBelow(Strategy<MemoryProblem, MemoryLayout> inner) {
        super(inner);
    }

    @Override
    public Result<MemoryLayout> solve(MemoryProblem problem, SolveOptions options, Budget budget) {
        ResidentBands bands = ResidentBands.of(problem);
        if (bands == null) {
            return inner.solve(problem, options, budget);
        }
        Result<MemoryLayout> r = inner.solve(bands.rest(), options, budget);
        Result<MemoryLayout> out = r;
        if (r.hasSolution()) {
            long[] offsets = bands.expand(r.solution().offsets());
            out = new Result<>(r.status(), new MemoryLayout(offsets), Score.of(MemoryLayouts.peak(problem, offsets)),
                    r.bound(), r.proof(), r.reason(), r.solver(), r.seconds(), r.stats());
        }
        return ColocationAware.withoutProof(out, "it is about the buffers above the " + bands.count()
                + " resident bands (" + bands.base() + " bytes) alone").withStat(BANDS, bands.count());
    }
}
