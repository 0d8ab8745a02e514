package dev.berth.model.channels;

import dev.berth.model.InputException;
import dev.berth.model.sync.LogicalResource;
import dev.berth.model.sync.OpKind;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.SyncOp;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.Warp;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An answer of the channels family: each warp's code in the sync family's notation (instances and
 * {@code pX}/{@code cX}), the physical channel of every logical sync id, every buffer's offset and the
 * dependences found, each with the sync id that enforces it or the path that implies it.
 */
public record ChannelsSolution(List<Warp> warps, Map<String, Integer> assignment, Map<String, Long> offsets,
                               List<Dependence> dependences) {
    public ChannelsSolution {
        if (warps == null || assignment == null || offsets == null) {
            throw new InputException("solution", "needs 'warps', 'assignment' and 'offsets'");
        }
        warps = List.copyOf(warps);
        assignment = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(assignment));
        offsets = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(offsets));
        dependences = dependences == null ? List.of() : List.copyOf(dependences);
    }

    /**
     * The warps as a sync instance under {@code channels} (resources in order of first appearance, warp by
     * warp, as the sync reader numbers them); an input error naming the op when a sync id is unpaired.
     */
    public SyncProblem syncProblem(String name, ResourceClass channels) {
        Map<String, int[]> produced = new LinkedHashMap<>();
        Map<String, int[]> consumed = new LinkedHashMap<>();
        List<String> order = new ArrayList<>();
        for (int w = 0; w < warps.size(); w++) {
            List<SyncOp> ops = warps.get(w).ops();
            for (int i = 0; i < ops.size(); i++) {
                SyncOp op = ops.get(i);
                if (op.kind() == OpKind.OTHER) {
                    continue;
                }
                Map<String, int[]> seen = op.kind() == OpKind.PRODUCE ? produced : consumed;
                SyncProblem.checkSingleUse("warps[" + w + "].ops[" + i + "]", op, seen.get(op.resource()));
                seen.put(op.resource(), new int[] {w, i});
                if (!produced.containsKey(op.resource()) || !consumed.containsKey(op.resource())) {
                    order.add(op.resource());
                }
            }
        }
        List<LogicalResource> resources = new ArrayList<>();
        for (String id : order) {
            SyncProblem.checkPaired("", id, produced.get(id), consumed.get(id));
            int[] p = produced.get(id);
            int[] c = consumed.get(id);
            resources.add(new LogicalResource(id, p[0], p[1], c[0], c[1], 0, LogicalResource.FREE,
                    LogicalResource.ANY_ARRIVALS));
        }
        return new SyncProblem(name, warps, List.of(channels), resources);
    }

    /** The assignment as a sync mapping of {@code sync} (made by {@link #syncProblem}); -2 for an id it lacks. */
    public int[] syncIds(SyncProblem sync) {
        int[] ids = new int[sync.size()];
        for (int r = 0; r < sync.size(); r++) {
            Integer id = assignment.get(sync.resource(r).id());
            ids[r] = id == null ? -2 : id;
        }
        return ids;
    }
}
