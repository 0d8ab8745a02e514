package dev.berth.model.io;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.berth.model.InputException;

/** Jackson set up for instance files, and typed field access whose errors name the JSON path. */
public final class Json {
    public static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(JsonParser.Feature.ALLOW_COMMENTS)
            .build();

    private Json() {
    }

    public static JsonNode parse(String source, String text) {
        try {
            JsonNode n = MAPPER.readTree(text);
            if (n == null || n.isMissingNode()) {
                throw new InputException(source, "empty file: expected a JSON object");
            }
            return n;
        } catch (JsonProcessingException e) {
            String where = source;
            if (e.getLocation() != null && e.getLocation().getLineNr() > 0) {
                where = source + ":" + e.getLocation().getLineNr() + ":" + e.getLocation().getColumnNr();
            }
            String msg = e.getOriginalMessage();
            int cut = msg.indexOf('\n');
            throw new InputException(where, "invalid JSON: " + Numbers.abbreviate(cut < 0 ? msg : msg.substring(0, cut)));
        }
    }

    public static JsonNode object(String where, JsonNode n) {
        if (n == null || !n.isObject()) {
            throw new InputException(where, "expected a JSON object, got " + kind(n));
        }
        return n;
    }

    public static JsonNode array(String where, JsonNode n) {
        if (n == null || !n.isArray()) {
            throw new InputException(where, "expected a JSON array, got " + kind(n));
        }
        return n;
    }

    public static JsonNode required(String where, JsonNode obj, String field) {
        JsonNode n = obj.get(field);
        if (n == null || n.isNull()) {
            throw new InputException(where, "missing field '" + field + "'");
        }
        return n;
    }

    /** A whole number within [min, {@link Numbers#MAX_VALUE}]. */
    public static long whole(String where, JsonNode n, long min) {
        if (n == null || !n.isIntegralNumber()) {
            if (n != null && n.isNumber() && n.asDouble() == Math.rint(n.asDouble()) && Math.abs(n.asDouble()) < 9e15) {
                return Numbers.check(where, where, n.asLong(), min);
            }
            throw new InputException(where, "expected a whole number, got " + kind(n));
        }
        if (!n.canConvertToLong()) {
            throw new InputException(where, "value " + n.asText() + " is too large (at most " + Numbers.MAX_VALUE + ")");
        }
        return Numbers.inRange(where, n.asLong(), min);
    }

    public static String text(String where, JsonNode n) {
        if (n == null || !(n.isTextual() || n.isIntegralNumber())) {
            throw new InputException(where, "expected a string, got " + kind(n));
        }
        return n.asText();
    }

    public static String kind(JsonNode n) {
        if (n == null || n.isMissingNode()) {
            return "nothing";
        }
        return switch (n.getNodeType()) {
            case ARRAY -> "an array";
            case OBJECT, POJO -> "an object";
            case STRING -> "a string";
            case NUMBER -> "the number " + n.asText();
            case BOOLEAN -> "a boolean";
            case NULL -> "null";
            default -> n.getNodeType().toString().toLowerCase();
        };
    }
}
