package dev.berth.cli.serve;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.berth.model.io.TextFiles;
import dev.berth.model.InputException;

import java.io.IOException;
import java.math.BigInteger;

/**
 * JSON-RPC 2.0 as the service reads it: strict JSON (no comments, no duplicate keys, nothing after the
 * object, bounded nesting, number and string lengths), {@code "jsonrpc": "2.0"} as a string, ids that are
 * strings or integers a client's double can hold exactly.
 */
final class Protocol {
    /** Deeper than any instance of any family (they nest about six levels). */
    static final int MAX_NESTING = 100;
    /** Integers beyond 2^53 change value in a JavaScript or Python-float client, so an answer could not be matched. */
    static final long MAX_ID = 1L << 53;
    /** Longer string ids are refused: an id names a request, and it is repeated in every answer and progress. */
    static final int MAX_ID_LENGTH = 256;

    private Protocol() {
    }

    static ObjectMapper mapper(int maxRequestBytes) {
        return JsonMapper.builder(new com.fasterxml.jackson.core.JsonFactoryBuilder()
                        .streamReadConstraints(StreamReadConstraints.builder()
                                .maxNestingDepth(MAX_NESTING)
                                .maxStringLength(Math.max(1024, maxRequestBytes))
                                .maxNumberLength(1000)
                                .build())
                        .build())
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .disable(JsonParser.Feature.ALLOW_COMMENTS)
                .disable(JsonReadFeature.ALLOW_JAVA_COMMENTS)
                .disable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
                .build();
    }

    /** The request object of a line, or an {@link RpcError} with the code JSON-RPC gives that failure. */
    static JsonNode parse(ObjectMapper mapper, byte[] line) {
        String text;
        try {
            text = TextFiles.decode("request", line);
        } catch (InputException e) {
            throw new RpcError(RpcError.PARSE_ERROR, "invalid request line: " + (e.getMessage().contains("NUL")
                    ? "a NUL byte outside a string" : "not UTF-8"));
        }
        try {
            JsonNode n = mapper.readTree(text);
            if (n == null || n.isMissingNode()) {
                throw new RpcError(RpcError.PARSE_ERROR, "invalid JSON: an empty line");
            }
            return n;
        } catch (JsonProcessingException e) {
            String msg = e.getOriginalMessage();
            int cut = msg.indexOf('\n');
            msg = cut < 0 ? msg : msg.substring(0, cut);
            if (msg.length() > 200) {
                msg = msg.substring(0, 200) + "…";
            }
            String at = e.getLocation() == null ? "" : " (column " + e.getLocation().getColumnNr() + ")";
            throw new RpcError(RpcError.PARSE_ERROR, "invalid JSON" + at + ": " + msg);
        }
    }

    /**
     * The top-level {@code id} of a request line read as a stream, holding nothing of the rest: for a line whose
     * tree did not fit in the heap, so that its error still names its id. Null when there is none to answer to.
     */
    static JsonNode streamedId(ObjectMapper mapper, byte[] line) {
        try (com.fasterxml.jackson.core.JsonParser p = mapper.getFactory().createParser(line)) {
            if (p.nextToken() != com.fasterxml.jackson.core.JsonToken.START_OBJECT) {
                return null;
            }
            while (p.nextToken() == com.fasterxml.jackson.core.JsonToken.FIELD_NAME) {
                String name = p.currentName();
                com.fasterxml.jackson.core.JsonToken t = p.nextToken();
                if (name.equals("id")) {
                    JsonNode id = t == com.fasterxml.jackson.core.JsonToken.VALUE_STRING ? mapper.getNodeFactory().textNode(p.getText())
                            : t == com.fasterxml.jackson.core.JsonToken.VALUE_NUMBER_INT ? mapper.getNodeFactory().numberNode(p.getBigIntegerValue())
                            : null;
                    return id != null && validId(id) ? id : null;
                }
                p.skipChildren();
            }
            return null;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** The request's {@code id} when it is one the server can answer to, else null. */
    static JsonNode answerableId(JsonNode request) {
        JsonNode id = request != null && request.isObject() ? request.get("id") : null;
        return id != null && validId(id) ? id : null;
    }

    /** Checks the envelope: {@code jsonrpc}, {@code id}, {@code method}; the method's name. */
    static String method(JsonNode request) {
        if (request == null || !request.isObject()) {
            throw new RpcError(RpcError.INVALID_REQUEST, "expected a JSON-RPC request object, got "
                    + RequestFields.kind(request) + (request != null && request.isArray()
                    ? " (one request per line; batches are not supported)" : ""));
        }
        JsonNode v = request.get("jsonrpc");
        if (v == null || !v.isTextual() || !"2.0".equals(v.asText())) {
            throw new RpcError(RpcError.INVALID_REQUEST, "field 'jsonrpc' must be the string \"2.0\", got "
                    + (v == null ? "nothing" : abbreviated(v)));
        }
        JsonNode id = request.get("id");
        if (id != null && !validId(id)) {
            throw new RpcError(RpcError.INVALID_REQUEST, "field 'id' must be a string of at most " + MAX_ID_LENGTH
                    + " characters or an integer within ±2^53, got " + (id.isFloatingPointNumber()
                    ? "a number with a fraction or an exponent" : id.isIntegralNumber() ? "an integer beyond 2^53"
                    : RequestFields.kind(id)));
        }
        JsonNode m = request.get("method");
        if (m == null || !m.isTextual()) {
            throw new RpcError(RpcError.INVALID_REQUEST, "field 'method' must be a string");
        }
        for (java.util.Iterator<String> it = request.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!f.equals("jsonrpc") && !f.equals("id") && !f.equals("method") && !f.equals("params")) {
                throw new RpcError(RpcError.INVALID_REQUEST, "unknown field '" + RequestFields.shortText(f)
                        + "' of a request (known: jsonrpc, id, method, params)");
            }
        }
        return m.asText();
    }

    static boolean validId(JsonNode id) {
        if (id.isTextual()) {
            return id.asText().length() <= MAX_ID_LENGTH;
        }
        if (!id.isIntegralNumber()) {
            return false;
        }
        BigInteger v = id.bigIntegerValue();
        return v.abs().compareTo(BigInteger.valueOf(MAX_ID)) <= 0;
    }

    private static String abbreviated(JsonNode n) {
        String s = n.toString();
        return s.length() > 40 ? s.substring(0, 40) + "…" : s;
    }
}
