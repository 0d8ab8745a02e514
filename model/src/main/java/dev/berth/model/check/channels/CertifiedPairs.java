package dev.berth.model.check.channels;

import dev.berth.model.channels.Dependence;
import dev.berth.model.sync.OpKind;
import dev.berth.model.sync.SyncOp;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.Warp;

import java.util.List;

/**
 * A certificate names dependences; the sync checker speaks of sync resources. A dependence's resource is
 * the sync pair of its own: signalled among the sync ops right after its source, waited on among those right
 * before its target.
 */
final class CertifiedPairs {
    private CertifiedPairs() {
    }

    /** The resource indices of {@code members} in {@code sync}; throws naming the first that has no pair of its own. */
    static int[] resources(SyncProblem sync, List<Dependence> members) {
        int[] out = new int[members.size()];
        for (int k = 0; k < members.size(); k++) {
            Dependence d = members.get(k);
            String id = pairOf(sync.warps(), d.from(), d.to());
            if (id == null) {
                throw new IllegalArgumentException("dependence " + d.from() + " -> " + d.to()
                        + " has no sync pair of its own in the warps");
            }
            out[k] = sync.indexOf(id);
        }
        return out;
    }

    private static String pairOf(List<Warp> warps, String from, String to) {
        for (Warp w : warps) {
            List<SyncOp> ops = w.ops();
            for (int i = 0; i < ops.size(); i++) {
                if (ops.get(i).kind() == OpKind.OTHER && ops.get(i).text().equals(from)) {
                    for (int j = i + 1; j < ops.size() && ops.get(j).kind() == OpKind.PRODUCE; j++) {
                        if (waitedJustBefore(warps, ops.get(j).resource(), to)) {
                            return ops.get(j).resource();
                        }
                    }
                }
            }
        }
        return null;
    }

    private static boolean waitedJustBefore(List<Warp> warps, String resource, String to) {
        for (Warp w : warps) {
            List<SyncOp> ops = w.ops();
            for (int i = 0; i < ops.size(); i++) {
                if (ops.get(i).kind() == OpKind.CONSUME && ops.get(i).resource().equals(resource)) {
                    int j = i + 1;
                    while (j < ops.size() && ops.get(j).kind() == OpKind.CONSUME) {
                        j++;
                    }
                    return j < ops.size() && ops.get(j).text().equals(to);
                }
            }
        }
        return false;
    }
}
