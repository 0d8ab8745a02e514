package dev.berth.model.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.model.Certificate;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.Status;

import java.util.Map;

/**
 * The fields every family's solution file shares (formats.md, "Solutions"), written in one order: family,
 * instance, status, objective, bound, then the family's own head fields, then solver, seconds, reason, the
 * proof behind the bound, the assignment, the certificate and last the stats.
 */
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

    /** The head fields of {@code r}. */
    public static ObjectNode head(String family, String instance, Result<?> r) {
        return head(family, instance, r.status(), r.objective(), r.bound());
    }

    /**
     * {@code solver}, {@code seconds} (to the millisecond), {@code reason} when there is one, and
     * {@code proof}: "certificate" or "search" (with {@code searchNodes}) when something proves the bound or
     * the infeasibility.
     */
    public static void origin(ObjectNode o, Result<?> r) {
        origin(o, r.solver(), r.seconds(), r.reason());
        if (r.proof().kind() != Proof.Kind.NONE) {
            o.put("proof", r.proof().label());
            if (r.proof().kind() == Proof.Kind.SEARCH) {
                o.put("searchNodes", r.proof().nodes());
            }
        }
    }

    /** {@code solver}, {@code seconds} (to the millisecond) and, when there is one, {@code reason}. */
    public static void origin(ObjectNode o, String solver, double seconds, String reason) {
        o.put("solver", solver);
        o.put("seconds", Math.round(seconds * 1000) / 1000.0);
        if (reason != null) {
            o.put("reason", reason);
        }
    }

    /** A certificate record as {@code {"kind": "LiveBytes", ...its fields}}. */
    public static JsonNode certificate(Certificate c) {
        ObjectNode o = Json.MAPPER.createObjectNode();
        o.put("kind", c.getClass().getSimpleName());
        JsonNode fields = Json.MAPPER.valueToTree(c);
        fields.fields().forEachRemaining(e -> {
            if (!e.getKey().equals("kind")) {
                o.set(e.getKey(), e.getValue());
            }
        });
        o.put("says", c.describe());
        return o;
    }

    /** The strategy's counters, when it has any. */
    public static void stats(ObjectNode o, Map<String, Object> stats) {
        if (!stats.isEmpty()) {
            o.set("stats", Json.MAPPER.valueToTree(stats));
        }
    }
}
