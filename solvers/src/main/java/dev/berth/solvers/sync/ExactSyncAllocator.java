package dev.berth.solvers.sync;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.sync.analysis.HappensBefore;
import dev.berth.model.sync.analysis.RedundantPairs;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.SyncAllocator;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.SyncResult;
import dev.berth.model.sync.analysis.SyncWidth;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The polynomial optimum for straight-line warps: a minimum chain cover of the hand-over order (Dilworth,
 * by maximum bipartite matching — {@link SyncWidth}), each chain one physical id of its class, reserved
 * ids skipped. Classes and arrival counts only partition the order, so they keep it polynomial; a class
 * whose width exceeds its usable ids is INFEASIBLE with that concurrent set as the reason. Pinned ids break
 * the structure (precolouring a co-comparability graph): then it declines and choco/timefold answer.
 *
 * <p>Params: {@code remove-redundant} (default false) drops sync pairs the others imply first.
 */
public final class ExactSyncAllocator implements SyncAllocator {
    @Override
    public String name() {
        return "exact";
    }

    @Override
    public String description() {
        return "minimum chain cover by maximum bipartite matching (Dilworth/Fulkerson): the width, with an antichain as proof";
    }

    @Override
    public SyncResult allocate(SyncProblem problem, SolveOptions options, Budget budget) {
        boolean[] removed = options.flag("remove-redundant", false) ? RedundantPairs.find(problem)
                : new boolean[problem.size()];
        SyncWidth width = SyncWidth.of(HappensBefore.withRemoved(problem, removed));
        if (problem.hasPinned()) {
            return SyncResult.unknown("pinned resources break the chain structure; choco and timefold handle them",
                    width.width(), name()).withBound(width.width(), width.certificate());
        }
        for (int c = 0; c < problem.classes().size(); c++) {
            ResourceClass rc = problem.classes().get(c);
            int need = width.widthOfClass(c);
            if (need > rc.capacity()) {
                int[] concurrent = width.certificateOfClass(c);
                return SyncResult.infeasible(tooMany(problem, rc, concurrent), width.width(), concurrent, name());
            }
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
        return SyncResult.solved(true, mapping, width.width(), width.width(), width.certificate(), name())
                .withStat("chains", width.chains().size());
    }

    /** The reason of an INFEASIBLE answer under a limit: the resources that may all be in flight at once. */
    static String tooMany(SyncProblem p, ResourceClass rc, int[] concurrent) {
        String ids = Arrays.stream(concurrent).limit(40).mapToObj(r -> p.resource(r).id())
                .collect(Collectors.joining(", "));
        return "resources " + ids + (concurrent.length > 40 ? ", ... (" + concurrent.length + " in all)" : "")
                + " may all be in flight at once (no two may share); class " + rc.id() + " has "
                + rc.capacity() + " usable ids";
    }
}
