package dev.berth.model.io;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.model.Status;

import java.util.Map;

/** The fields every family's solution file shares (formats.md, "Solutions"), written in one order. */
public final class SolutionFields {
    private SolutionFields() {
    }

    /** {@code family}, {@code instance}, {@code status}, {@code objective} (null without a solution), {@code bound}. */
    public static ObjectNode head(String family, String instance, Status status, long objective, long bound) {
        ObjectNode o = Json.MAPPER.createObjectNode();
        o.put("family", family);
        o.put("instance", instance);
        o.put("status", status.name());
        if (status.hasSolution()) {
            o.put("objective", objective);
        } else {
            o.putNull("objective");
        }
        o.put("bound", bound);
        return o;
    }

    /** {@code solver}, {@code seconds} (to the millisecond) and, when there is one, {@code reason}. */
    public static void origin(ObjectNode o, String solver, double seconds, String reason) {
        o.put("solver", solver);
        o.put("seconds", Math.round(seconds * 1000) / 1000.0);
        if (reason != null) {
            o.put("reason", reason);
        }
    }

    /** The strategy's counters, when it has any. */
    public static void stats(ObjectNode o, Map<String, Object> stats) {
        if (!stats.isEmpty()) {
            o.set("stats", Json.MAPPER.valueToTree(stats));
        }
    }
}
