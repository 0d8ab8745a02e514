package dev.berth.solvers.sync;

import dev.berth.model.Budget;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.NamedStrategy;
import dev.berth.model.families.SyncFamily;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.HappensBefore;
import dev.berth.model.sync.analysis.RedundantPairs;
import dev.berth.model.sync.analysis.SyncAnswers;
import dev.berth.model.sync.analysis.SyncWidth;

import java.util.List;
import java.util.Arrays;

/**
 * The polynomial optimum for straight-line warps: a minimum chain cover of the hand-over order (Dilworth,
 * by maximum bipartite matching — {@link SyncWidth}), each chain one physical id of its class, reserved
 * ids skipped; the maximum antichain proves it OPTIMAL. Classes and arrival counts only partition the
 * order, so they keep it polynomial; a class whose width exceeds its usable ids is INFEASIBLE with that
 * concurrent set (or UNKNOWN when only dropping implied pairs would make it fit, see
 * {@link SyncAnswers#overCapacity}). Pinned ids break the structure (precolouring a co-comparability
 * graph): then it declines and choco/timefold answer.
 *
 * <p>Parameters: the family's {@link SyncFamily#REMOVE_REDUNDANT} ({@code sync.remove-redundant}, default
 * false) drops the sync pairs the others imply first. Stats: {@code chains}.
 */
public final class ExactSyncAllocator extends NamedStrategy<SyncProblem, SyncMapping> {
    public static final String NAME = "exact";

    public ExactSyncAllocator() {
        super(NAME, "minimum chain cover by maximum bipartite matching (Dilworth/Fulkerson): the width,"
                + " with an antichain as proof",
                List.of());
    }

    @Override
    public Result<SyncMapping> solve(SyncProblem problem, SolveOptions options, Budget budget) {
        boolean removeRedundant = SyncFamily.REMOVE_REDUNDANT.from(options);
        HappensBefore whole = HappensBefore.of(problem);
        if (!whole.acyclic()) {
            return SyncAnswers.deadlock(whole);
        }
        boolean[] removed = removeRedundant ? RedundantPairs.find(problem) : new boolean[problem.size()];
        SyncWidth width = SyncWidth.of(HappensBefore.withRemoved(problem, removed));
        if (problem.hasPinned()) {
            return SyncAnswers.unknown("pinned resources break the chain structure; choco and timefold handle them",
                    width);
        }
        Result<SyncMapping> overflow = SyncAnswers.overCapacity(problem, width, removeRedundant);
        if (overflow != null) {
            return overflow;
        }
        int[] mapping = new int[problem.size()];
        Arrays.fill(mapping, SyncProblem.REMOVED);
        int[] nextChainOfClass = new int[problem.classes().size()];
        for (int[] chain : width.chains()) {
            int c = problem.resource(chain[0]).classIndex();
            int id = problem.classes().get(c).usableId(nextChainOfClass[c]++);
            for (int r : chain) {
                mapping[r] = id;
            }
        }
        return SyncAnswers.answer(problem, mapping, width).withStat("chains", width.chains().size());
    }
}
