package dev.berth.model.check.channels;

import dev.berth.model.channels.Dependence;
import dev.berth.model.sync.OpKind;
import dev.berth.model.sync.SyncOp;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.Warp;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

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
        Map<String, int[]> instanceAt = new HashMap<>();
        Map<String, int[]> waitAt = new HashMap<>();
        List<Warp> warps = sync.warps();
        for (int w = 0; w < warps.size(); w++) {
            List<SyncOp> ops = warps.get(w).ops();
            for (int i = 0; i < ops.size(); i++) {
                SyncOp op = ops.get(i);
                if (op.kind() == OpKind.OTHER) {
                    instanceAt.putIfAbsent(op.text(), new int[] {w, i});
                } else if (op.kind() == OpKind.CONSUME) {
                    waitAt.putIfAbsent(op.resource(), new int[] {w, i});
                }
            }
        }
        Map<String, Integer> index = sync.indexById();
        int[] out = new int[members.size()];
        for (int k = 0; k < members.size(); k++) {
            Dependence d = members.get(k);
            String id = pairOf(warps, instanceAt, waitAt, d.from(), d.to());
            if (id == null) {
                throw new IllegalArgumentException("dependence " + d.from() + " -> " + d.to()
                        + " has no sync pair of its own in the warps");
            }
            out[k] = index.get(id);
        }
        return out;
    }

    private static String pairOf(List<Warp> warps, Map<String, int[]> instanceAt, Map<String, int[]> waitAt,
                                 String from, String to) {
        int[] at = instanceAt.get(from);
        if (at == null) {
            return null;
        }
        List<SyncOp> ops = warps.get(at[0]).ops();
        for (int j = at[1] + 1; j < ops.size() && ops.get(j).kind() == OpKind.PRODUCE; j++) {
            if (waitedJustBefore(warps, waitAt.get(ops.get(j).resource()), to)) {
                return ops.get(j).resource();
            }
        }
        return null;
    }

    /** Whether the wait at {@code at} is among the waits right before instance {@code to}. */
    private static boolean waitedJustBefore(List<Warp> warps, int[] at, String to) {
        if (at == null) {
            return false;
        }
        List<SyncOp> ops = warps.get(at[0]).ops();
        int j = at[1] + 1;
        while (j < ops.size() && ops.get(j).kind() == OpKind.CONSUME) {
            j++;
        }
        return j < ops.size() && ops.get(j).text().equals(to);
    }
}
