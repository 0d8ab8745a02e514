package dev.berth.model.sync.io;


import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import com.fasterxml.jackson.databind.JsonNode;
import dev.berth.model.InputException;
import dev.berth.model.io.Json;
import dev.berth.model.io.Numbers;

import java.util.Arrays;
import java.util.Iterator;
import java.util.Map;

/**
 * Reading solution files of the sync family: formats.md's JSON ({@code assignment} id → physical id,
 * {@code removed} ids). {@code SyncFamily.writeSolution} writes them.
 */
public final class SyncSolutions {
    private SyncSolutions() {
    }

    /**
     * The mapping a solution JSON gives for {@code p}. A resource it neither assigns nor removes gets
     * {@link SyncMapping#UNASSIGNED}: the mapping is invalid, which is the checker's to say, naming the resource.
     * A file that is no solution (not an object, an id that is not a whole number, a resource the instance does
     * not have, one both assigned and removed) is an input error.
     */
    public static int[] readMapping(String source, String text, SyncProblem p) {
        JsonNode root = Json.object(source, Json.parse(source, text));
        JsonNode a = Json.object(source + ": field 'assignment'", Json.required(source, root, "assignment"));
        Map<String, Integer> index = p.indexById();
        int[] mapping = new int[p.size()];
        Arrays.fill(mapping, SyncMapping.UNASSIGNED);
        for (Iterator<Map.Entry<String, JsonNode>> it = a.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String where = source + ": assignment." + Numbers.abbreviate(e.getKey());
            Integer r = index.get(e.getKey());
            if (r == null) {
                throw new InputException(where, "resource '" + Numbers.abbreviate(e.getKey()) + "' is not in the instance");
            }
            mapping[r] = (int) Math.min(Json.whole(where, e.getValue(), 0), Integer.MAX_VALUE);
        }
        JsonNode rm = root.get("removed");
        if (rm != null && !rm.isNull()) {
            Json.array(source + ": removed", rm);
            for (int i = 0; i < rm.size(); i++) {
                String where = source + ": removed[" + i + "]";
                String id = Json.text(where, rm.get(i));
                Integer r = index.get(id);
                if (r == null) {
                    throw new InputException(where, "resource '" + Numbers.abbreviate(id) + "' is not in the instance");
                }
                if (mapping[r] != SyncMapping.UNASSIGNED) {
                    throw new InputException(where, "resource '" + Numbers.abbreviate(id) + "' is both assigned and removed");
                }
                mapping[r] = SyncProblem.REMOVED;
            }
        }
        return mapping;
    }
}
