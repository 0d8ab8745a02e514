package dev.berth.model.sync.testing;

import dev.berth.model.io.Json;
import dev.berth.model.sync.io.SyncJson;
import dev.berth.model.sync.SyncProblem;

import java.util.List;
import java.util.Random;

/**
 * The reference's worked examples, and small random acyclic programs, for the tests of every module.
 * Random programs are built by one interleaved run: each step a warp either signals a new resource or
 * waits for one already signalled, so that run is a schedule and the program cannot deadlock.
 */
public final class SyncExamples {
    private SyncExamples() {
    }

    /** Worked example 1: warps 2 and 3. */
    public static SyncProblem example1(String semantics) {
        return parse("example1", """
                { "family": "sync", "physical": { "semantics": "%s" },
                  "warps": [ { "id": "w2", "ops": ["p1", "p2", "c3", "p5", "c4", "p6"] },
                             { "id": "w3", "ops": ["c1", "p3", "c2", "p4", "c5", "c6"] } ] }
                """.formatted(semantics));
    }

    /** Worked example 2 (warps 2..6; 4_2 = c10 and 6_1 = c12 are the consistent reading). */
    public static SyncProblem example2(String semantics) {
        return example2With("example2", """
                "physical": { "semantics": "%s" }""".formatted(semantics));
    }

    /**
     * Worked example 2's warps with other top-level {@code fields} (a {@code physical} section, pinned
     * {@code resources}, ...), named {@code name}.
     */
    public static SyncProblem example2With(String name, String fields) {
        return parse(name, """
                { "family": "sync", %s,
                  "warps": [ { "id": "w2", "ops": ["p1", "p2", "p3", "p8"] },
                             { "id": "w3", "ops": ["c1", "c2", "c3", "p12"] },
                             { "id": "w4", "ops": ["c8", "p11", "c9", "c10"] },
                             { "id": "w5", "ops": ["p9", "p10"] },
                             { "id": "w6", "ops": ["c11", "c12"] } ] }
                """.formatted(fields));
    }

    /**
     * Warp a signals 1 then 2, warp b waits for 1 then 2: both may be in flight at once. With other
     * top-level {@code fields} (a {@code physical} section, pinned {@code resources}, ...), named {@code name}.
     */
    public static SyncProblem twoPairsWith(String name, String fields) {
        return parse(name, """
                { "family": "sync", %s,
                  "warps": [ { "id": "a", "ops": ["p1", "p2"] }, { "id": "b", "ops": ["c1", "c2"] } ] }
                """.formatted(fields));
    }

    /** {@link #twoPairsWith two pairs} under a limit of 4 ids with id 0 reserved, resource 2 pinned to 3. */
    public static SyncProblem limitReservedAndPin() {
        return twoPairsWith("limits", """
                "physical": { "limit": 4, "reserved": [0] }, "resources": [ { "id": "2", "pinned": 3 } ]""");
    }

    /** Pair 2 is implied by pair 4: the work before p2 reaches p4, which c4 waits for before c2. */
    public static SyncProblem redundantPair() {
        return parse("redundant", """
                { "family": "sync", "warps": [
                  { "id": "a", "ops": ["p1", "write", "p2", "p4"] },
                  { "id": "b", "ops": ["c1", "c4", "c2", "read"] } ] }
                """);
    }

    /**
     * Pair 1 is implied by pair 2 (p2 signals, c2 completes, then c1 waits); pair 3 runs on warps of its own.
     * Width 3, 2 without pair 1; at most {@code limit} ids.
     */
    public static SyncProblem impliedPairUnder(int limit) {
        return parse("implied", """
                { "family": "sync", "physical": { "limit": %d },
                  "warps": [ { "id": "a", "ops": ["p1", "p2", "x"] }, { "id": "b", "ops": ["c2", "c1"] },
                             { "id": "c", "ops": ["p3"] }, { "id": "d", "ops": ["c3"] } ] }
                """.formatted(limit));
    }

    /**
     * Resource 2 counts 2 arrivals and resource 3 is of class mbar (parity); 1, 9 and 8 form one chain.
     * Resources in order of appearance: 1, 9, 2, 8, 3.
     */
    public static SyncProblem arrivalsAndClasses() {
        return parse("classes", """
                { "family": "sync", "classes": [ { "id": "mbar", "semantics": "parity" } ],
                  "resources": [ { "id": "2", "arrivals": 2 }, { "id": "3", "class": "mbar" } ],
                  "warps": [ { "id": "a", "ops": ["p1", "c9", "p2", "c8", "p3"] },
                             { "id": "b", "ops": ["c1", "p9", "c2", "p8", "c3"] } ] }
                """);
    }

    /** The published mapping of example 2: p12 reuses 1 (one of {1,2,3}), p11 reuses 4 (c8 frees it). */
    public static String example2PublishedSolution() {
        return """
                { "family": "sync", "assignment": { "1": 1, "2": 2, "3": 3, "8": 4, "9": 5, "10": 6, "11": 4, "12": 1 } }
                """;
    }

    public static SyncProblem parse(String name, String json) {
        return SyncJson.parse(name, Json.parse(name, json));
    }

    /**
     * A random acyclic program: {@code warps} warps, {@code pairs} sync pairs, some ordinary ops, under
     * {@code semantics}.
     */
    public static SyncProblem random(long seed, int warps, int pairs, String semantics) {
        Random rnd = new Random(seed);
        List<StringBuilder> ops = new java.util.ArrayList<>();
        for (int w = 0; w < warps; w++) {
            ops.add(new StringBuilder());
        }
        List<Integer> pending = new java.util.ArrayList<>();
        int produced = 0;
        while (produced < pairs || !pending.isEmpty()) {
            int w = rnd.nextInt(warps);
            String op;
            boolean produce = pending.isEmpty() || (produced < pairs && rnd.nextInt(3) > 0);
            if (produce) {
                op = "p" + (++produced);
                pending.add(produced);
            } else {
                op = "c" + pending.remove(rnd.nextInt(pending.size()));
                if (rnd.nextInt(4) == 0) {
                    append(ops.get(w), "op" + rnd.nextInt(9));
                }
            }
            append(ops.get(w), op);
        }
        StringBuilder json = new StringBuilder("{ \"family\": \"sync\", \"physical\": { \"semantics\": \"" + semantics
                + "\" }, \"warps\": [");
        for (int w = 0; w < warps; w++) {
            json.append(w == 0 ? "" : ",").append("{ \"id\": \"w").append(w).append("\", \"ops\": [").append(ops.get(w))
                    .append("] }");
        }
        return parse("random-" + seed, json.append("] }").toString());
    }

    private static void append(StringBuilder sb, String op) {
        sb.append(sb.isEmpty() ? "" : ", ").append('"').append(op).append('"');
    }
}
