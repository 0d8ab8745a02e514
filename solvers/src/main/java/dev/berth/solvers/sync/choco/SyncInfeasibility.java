package dev.berth.solvers.sync.choco;

import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.Status;
import dev.berth.model.sync.PinnedClash;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.SyncAnswers;

import java.util.Arrays;

/**
 * The infeasibility proofs that need no search: a class whose width exceeds its usable ids even without
 * the pairs a solution may drop (its antichain, resources that may all be in flight at once, is the
 * certificate; {@link SyncAnswers#overCapacity}), and two resources pinned to one id that may not share it
 * (a {@link PinnedClash}).
 */
public final class SyncInfeasibility {
    private SyncInfeasibility() {
    }

    /**
     * INFEASIBLE with its reason and certificate; UNKNOWN when a class overflows only with the pairs
     * {@code prep} keeps (and no pinned ids clash); null when nothing stands in the way of a search.
     */
    public static Result<SyncMapping> check(PreparedProgram prep) {
        SyncProblem p = prep.problem();
        Result<SyncMapping> overflow = SyncAnswers.overCapacity(p, prep.width(), prep.removeRedundant());
        if (overflow != null && overflow.status() == Status.INFEASIBLE) {
            return overflow;
        }
        for (int c = 0; c < prep.classCount(); c++) {
            int[] m = Arrays.stream(prep.members(c)).filter(r -> p.resource(r).isPinned()).toArray();
            for (int i = 0; i < m.length; i++) {
                for (int j = i + 1; j < m.length; j++) {
                    if (p.resource(m[j]).pinned() == p.resource(m[i]).pinned() && prep.conflict(m[i], m[j])) {
                        int a = Math.min(m[i], m[j]);
                        int b = Math.max(m[i], m[j]);
                        return Result.infeasible(SyncAnswers.clash(p, a, b), Proof.certificate(new PinnedClash(a, b)));
                    }
                }
            }
        }
        return overflow;
    }
}
