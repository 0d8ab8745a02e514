package dev.berth.solvers.sync.choco;

import dev.berth.model.sync.LogicalResource;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.SyncResult;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The infeasibility proofs that need no search: a class whose width exceeds its usable ids (the class's
 * certificate, resources that may all be in flight at once, is the proof), and two resources pinned to one
 * id that may not share it.
 */
public final class SyncInfeasibility {
    /** Resource ids named in a reason at most; the certificate holds them all. */
    private static final int NAMED = 12;

    private SyncInfeasibility() {
    }

    /** INFEASIBLE with its reason and certificate, or null when neither proof applies. */
    public static SyncResult check(PreparedProgram prep, String solver) {
        SyncProblem p = prep.problem();
        int bound = prep.width().width();
        for (int c = 0; c < prep.classCount(); c++) {
            ResourceClass rc = p.classes().get(c);
            int w = prep.width().widthOfClass(c);
            if (rc.limited() && w > rc.capacity()) {
                int[] cert = prep.width().certificateOfClass(c);
                return SyncResult.infeasible("resources " + names(p, cert) + " may all be in flight at once; class "
                        + rc.id() + " has " + rc.capacity() + " usable id" + (rc.capacity() == 1 ? "" : "s"), bound,
                        cert, solver);
            }
        }
        for (int c = 0; c < prep.classCount(); c++) {
            int[] m = Arrays.stream(prep.members(c)).filter(r -> p.resource(r).isPinned()).toArray();
            for (int i = 0; i < m.length; i++) {
                LogicalResource a = p.resource(m[i]);
                for (int j = i + 1; j < m.length; j++) {
                    LogicalResource b = p.resource(m[j]);
                    if (b.pinned() == a.pinned() && prep.conflict(m[i], m[j])) {
                        int[] cert = {Math.min(m[i], m[j]), Math.max(m[i], m[j])};
                        return SyncResult.infeasible("resources " + a.id() + " and " + b.id() + " are both pinned to id "
                                + a.pinned() + " of class " + p.classes().get(c).id() + " but "
                                + (p.compatible(m[i], m[j]) ? "may be in flight at once"
                                : "have different arrival counts"), bound, cert, solver);
                    }
                }
            }
        }
        return null;
    }

    static String names(SyncProblem p, int[] resources) {
        String shown = Arrays.stream(resources).limit(NAMED).mapToObj(r -> p.resource(r).id())
                .collect(Collectors.joining(", "));
        return resources.length > NAMED ? shown + " and " + (resources.length - NAMED) + " more" : shown;
    }
}
