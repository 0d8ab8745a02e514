package dev.berth.cluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.bench.BenchFiles;
import dev.berth.bench.BenchRow;
import dev.berth.bench.BenchStatus;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A {@link BenchRow} as one line of JSON and back: how rows travel from members and rest in the journal.
 * Every field is kept; facts, extras and stats become what the result files would show of them (numbers stay
 * numbers, maps stay maps, anything else its text), so the files written from decoded rows are those a local
 * run writes.
 */
final class RowCodec {
    /** NaN and infinities may appear among stats; they must come back as what they were. */
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .build();

    private RowCodec() {
    }

    static ObjectNode tree(BenchRow r) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("instance", r.instance());
        o.put("group", r.group());
        o.put("strategy", r.strategy());
        o.put("status", r.status().name());
        if (r.score() == null) {
            o.putNull("score");
        } else {
            ArrayNode a = o.putArray("score");
            for (long t : r.score()) {
                a.add(t);
            }
        }
        o.put("bound", r.bound());
        o.put("reportedBound", r.reportedBound());
        o.put("proof", r.proof());
        o.put("seconds", r.seconds());
        o.put("heapPeakBytes", r.heapPeakBytes());
        o.put("heapBaseBytes", r.heapBaseBytes());
        o.put("validator", r.validator());
        o.put("secondOpinion", r.secondOpinion());
        o.put("boundApplies", r.boundApplies());
        o.put("message", r.message());
        o.set("facts", map(r.facts()));
        o.set("extras", map(r.extras()));
        o.set("stats", map(r.stats()));
        return o;
    }

    static String encode(BenchRow r) {
        try {
            return MAPPER.writeValueAsString(tree(r));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e); // a tree of plain nodes always serialises
        }
    }

    static BenchRow decode(String json) {
        try {
            return fromTree(MAPPER.readTree(json));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not a bench row: " + e.getOriginalMessage(), e);
        }
    }

    static BenchRow fromTree(JsonNode o) {
        long[] score = null;
        if (o.get("score").isArray()) {
            score = new long[o.get("score").size()];
            for (int i = 0; i < score.length; i++) {
                score[i] = o.get("score").get(i).longValue();
            }
        }
        return new BenchRow(text(o, "instance"), text(o, "group"), text(o, "strategy"),
                BenchStatus.valueOf(text(o, "status")), score, o.get("bound").longValue(),
                o.get("reportedBound").longValue(), text(o, "proof"), o.get("seconds").doubleValue(),
                o.get("heapPeakBytes").longValue(), o.get("heapBaseBytes").longValue(), text(o, "validator"),
                text(o, "secondOpinion"), o.get("boundApplies").booleanValue(), text(o, "message"),
                unmap(o.get("facts")), unmap(o.get("extras")), unmap(o.get("stats")));
    }

    private static ObjectNode map(Map<String, Object> m) {
        ObjectNode o = MAPPER.createObjectNode();
        m.forEach((k, v) -> o.set(k, BenchFiles.statValue(v)));
        return o;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> unmap(JsonNode n) {
        return n == null || n.isNull() ? Map.of() : MAPPER.convertValue(n, LinkedHashMap.class);
    }

    private static String text(JsonNode o, String field) {
        JsonNode v = o.get(field);
        return v == null || v.isNull() ? null : v.asText();
    }
}
