package dev.berth.cli.serve;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.Iterator;
import java.util.Set;
import java.util.TreeSet;

/** Typed access to a request's {@code params}; every error is an invalid-params answer naming the field. */
final class RequestFields {
    private final String method;
    private final JsonNode params;

    RequestFields(String method, JsonNode params, Set<String> known) {
        this.method = method;
        if (params != null && !params.isNull() && !params.isObject()) {
            throw invalid("params", "expected an object, got " + kind(params));
        }
        this.params = params == null || params.isNull() ? com.fasterxml.jackson.databind.node.NullNode.getInstance() : params;
        for (Iterator<String> it = this.params.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!known.contains(f)) {
                throw invalid("params." + shortText(f), "unknown field of " + method + " (known: "
                        + String.join(", ", new TreeSet<>(known)) + ")");
            }
        }
    }

    JsonNode get(String field) {
        JsonNode n = params.get(field);
        return n == null || n.isNull() ? null : n;
    }

    JsonNode required(String field) {
        JsonNode n = get(field);
        if (n == null) {
            throw invalid("params", "missing field '" + field + "'");
        }
        return n;
    }

    String text(String field) {
        JsonNode n = get(field);
        if (n == null) {
            return null;
        }
        if (!n.isTextual()) {
            throw invalid("params." + field, "expected a string, got " + kind(n));
        }
        return n.asText();
    }

    /** A positive number of seconds, or null. */
    Double seconds(String field) {
        JsonNode n = get(field);
        if (n == null) {
            return null;
        }
        if (!n.isNumber() || !(n.asDouble() > 0) || Double.isInfinite(n.asDouble())) {
            throw invalid("params." + field, "expected a positive number of seconds, got "
                    + (n.isNumber() && Double.isInfinite(n.asDouble()) ? "a number beyond a double's range" : shortText(n.toString())));
        }
        return n.asDouble();
    }

    Long whole(String field, long min) {
        JsonNode n = get(field);
        if (n == null) {
            return null;
        }
        if (!n.isIntegralNumber() || !n.canConvertToLong() || n.asLong() < min) {
            throw invalid("params." + field, "expected a whole number " + (min == Long.MIN_VALUE ? "that fits in 64 bits"
                    : "of at least " + min) + ", got " + shortText(n.toString()));
        }
        return n.asLong();
    }

    RpcError invalid(String where, String what) {
        return new RpcError(RpcError.INVALID_PARAMS, method + ": " + where + ": " + what);
    }

    String method() {
        return method;
    }

    /** A client's text in a message: control characters shown as '?', at most 60 characters. */
    static String shortText(String s) {
        return shortText(s, 60);
    }

    /** A client's text in a message: control characters shown as '?', at most {@code max} characters. */
    static String shortText(String s, int max) {
        String t = s.length() > max ? s.substring(0, max) + "…" : s;
        return t.replaceAll("\\p{Cntrl}", "?");
    }

    static String kind(JsonNode n) {
        return n == null ? "nothing" : n.getNodeType().name().toLowerCase(java.util.Locale.ROOT);
    }
}
