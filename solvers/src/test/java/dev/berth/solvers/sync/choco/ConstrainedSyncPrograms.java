package dev.berth.solvers.sync.choco;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.model.io.Json;
import dev.berth.model.sync.analysis.HandOverOrder;
import dev.berth.model.sync.analysis.HappensBefore;
import dev.berth.model.sync.LogicalResource;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.io.SyncJson;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.SyncWidth;
import dev.berth.model.sync.testing.SyncExamples;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random sync programs with the side constraints added as JSON: a second class ("mbar", its own
 * semantics) for some resources, arrival counts, reserved ids, a limit a little above each class's width,
 * and pinned resources — pinned either along the width's chains (so a mapping with the width exists) or
 * to random usable ids (which may cost ids or make the program infeasible).
 */
public final class ConstrainedSyncPrograms {
    private static final String[] SEMANTICS = {"generation", "parity", "flag"};

    private ConstrainedSyncPrograms() {
    }

    /**
     * @param chainPins pin along the chains (feasible at the width) rather than at random
     */
    public static SyncProblem random(long seed, int warps, int pairs, String semantics, boolean chainPins) {
        Random rnd = new Random(seed * 7919 + pairs);
        SyncProblem base = rnd.nextBoolean() ? SyncExamples.random(seed, warps, pairs, semantics)
                : handOffs(rnd, warps, pairs, semantics);
        boolean second = rnd.nextBoolean();
        String secondSemantics = SEMANTICS[rnd.nextInt(3)];
        int n = base.size();
        int[] cls = new int[n];
        int[] arrivals = new int[n];
        for (int r = 0; r < n; r++) {
            cls[r] = second && rnd.nextBoolean() ? 1 : 0;
            arrivals[r] = rnd.nextInt(cls[r] == 1 ? 3 : 6) == 0 ? 1 + rnd.nextInt(2) : LogicalResource.ANY_ARRIVALS;
        }
        List<List<Integer>> reserved = List.of(rnd.nextBoolean() ? List.of(0) : List.of(),
                rnd.nextInt(3) == 0 ? List.of(1) : List.of());
        SyncProblem loose = SyncExamples.parse(base.name(), json(base, semantics, second, secondSemantics, cls, arrivals,
                reserved, new int[] {ResourceClass.UNLIMITED, ResourceClass.UNLIMITED}, null).toString());
        SyncWidth width = SyncWidth.of(loose);
        int[] limit = new int[2];
        for (int c = 0; c < 2; c++) {
            ResourceClass rc = c < loose.classes().size() ? loose.classes().get(c) : null;
            int cap = width.widthOfClass(c) + rnd.nextInt(3);
            limit[c] = rc == null || cap == 0 || rnd.nextInt(4) == 0 ? ResourceClass.UNLIMITED : rc.usableId(cap - 1) + 1;
        }
        int[] pinned = new int[n];
        java.util.Arrays.fill(pinned, LogicalResource.FREE);
        int[] chainId = chainIds(loose, width);
        int pins = chainPins ? 1 + rnd.nextInt(Math.max(1, n / 4)) : n / 3 + rnd.nextInt(Math.max(1, n / 2));
        HandOverOrder order = new HandOverOrder(HappensBefore.of(loose));
        for (int k = 0; k < pins; k++) {
            int r = rnd.nextInt(n);
            ResourceClass rc = loose.classOf(r);
            int room = limit[cls[r]] == ResourceClass.UNLIMITED ? width.widthOfClass(cls[r]) + 2 : rc.capacity();
            int id = chainPins ? chainId[r] : rc.usableId(rnd.nextInt(Math.max(1, Math.min(room, 5))));
            // random pins mostly avoid an id a concurrent resource is pinned to: such pairs are caught
            // without search, and the point is to make the search pay for pins
            boolean clash = false;
            for (int q = 0; q < n; q++) {
                clash |= q != r && pinned[q] == id && cls[q] == cls[r] && !order.comparable(q, r);
            }
            if ((limit[cls[r]] == ResourceClass.UNLIMITED || id < limit[cls[r]]) && (!clash || rnd.nextInt(8) == 0)) {
                pinned[r] = id;
            }
        }
        return SyncExamples.parse(base.name() + "-constrained", json(base, semantics, second, secondSemantics, cls,
                arrivals, reserved, limit, pinned).toString());
    }

    /**
     * A program where most signals are waited for soon after, in another warp, and new signals often follow
     * a wait: resources hand over often and the width stays well below the number of resources (where pins
     * and limits start to cost ids). Built, like
     * {@link SyncExamples#random}, by one interleaved run, so it cannot deadlock.
     */
    public static SyncProblem handOffs(long seed, int warps, int pairs, String semantics) {
        return handOffs(new Random(seed), warps, pairs, semantics);
    }

    private static SyncProblem handOffs(Random rnd, int warps, int pairs, String semantics) {
        List<StringBuilder> ops = new ArrayList<>();
        for (int w = 0; w < warps; w++) {
            ops.add(new StringBuilder());
        }
        List<Integer> pending = new ArrayList<>();
        List<Integer> producerWarp = new ArrayList<>();
        int produced = 0;
        int lastWaiter = -1;
        while (produced < pairs || !pending.isEmpty()) {
            int w = rnd.nextInt(warps);
            boolean produce = pending.isEmpty() || (produced < pairs && rnd.nextInt(3) == 0);
            String op;
            if (produce) {
                if (lastWaiter >= 0 && rnd.nextInt(4) > 0) {
                    w = lastWaiter; // signal right after a wait: the hand-over the reference's recycling relies on
                }
                op = "p" + (++produced);
                pending.add(produced);
                producerWarp.add(w);
            } else {
                int k = rnd.nextInt(pending.size());
                if (warps > 1 && producerWarp.get(k) == w) {
                    w = (w + 1 + rnd.nextInt(warps - 1)) % warps; // the waiter sits in another warp
                }
                op = "c" + pending.remove(k);
                producerWarp.remove(k);
                lastWaiter = w;
            }
            ops.get(w).append(ops.get(w).isEmpty() ? "" : ", ").append('"').append(op).append('"');
        }
        StringBuilder json = new StringBuilder("{ \"family\": \"sync\", \"physical\": { \"semantics\": \"")
                .append(semantics).append("\" }, \"warps\": [");
        for (int w = 0; w < warps; w++) {
            json.append(w == 0 ? "" : ",").append("{ \"id\": \"w").append(w).append("\", \"ops\": [")
                    .append(ops.get(w)).append("] }");
        }
        return SyncExamples.parse("handoffs-" + pairs, json.append("] }").toString());
    }

    /** Chain j of a class (in the width's order) on the class's j-th usable id. */
    private static int[] chainIds(SyncProblem p, SyncWidth width) {
        int[] out = new int[p.size()];
        int[] next = new int[p.classes().size()];
        for (SyncWidth.Part part : width.parts()) {
            ResourceClass rc = p.classes().get(part.classIndex());
            for (int[] chain : part.chains()) {
                int id = rc.usableId(next[part.classIndex()]++);
                for (int r : chain) {
                    out[r] = id;
                }
            }
        }
        return out;
    }

    private static ObjectNode json(SyncProblem base, String semantics, boolean second, String secondSemantics,
                                   int[] cls, int[] arrivals, List<List<Integer>> reserved, int[] limit, int[] pinned) {
        ObjectNode o = Json.MAPPER.createObjectNode();
        o.put("family", "sync");
        o.set("physical", classJson(null, semantics, reserved.get(0), limit[0]));
        if (second) {
            o.putArray("classes").add(classJson("mbar", secondSemantics, reserved.get(1), limit[1]));
        }
        ArrayNode facts = o.putArray("resources");
        for (int r = 0; r < base.size(); r++) {
            ObjectNode f = Json.MAPPER.createObjectNode();
            if (cls[r] == 1) {
                f.put("class", "mbar");
            }
            if (arrivals[r] != LogicalResource.ANY_ARRIVALS) {
                f.put("arrivals", arrivals[r]);
            }
            if (pinned != null && pinned[r] != LogicalResource.FREE) {
                f.put("pinned", pinned[r]);
            }
            if (!f.isEmpty()) {
                f.put("id", base.resource(r).id());
                facts.add(f);
            }
        }
        o.set("warps", SyncJson.toJson(base).get("warps"));
        return o;
    }

    private static ObjectNode classJson(String id, String semantics, List<Integer> reserved, int limit) {
        ObjectNode c = Json.MAPPER.createObjectNode();
        if (id != null) {
            c.put("id", id);
        }
        if (limit != ResourceClass.UNLIMITED) {
            c.put("limit", limit);
        }
        ArrayNode a = c.putArray("reserved");
        reserved.forEach(a::add);
        c.put("semantics", semantics);
        return c;
    }

    /**
     * The strategies' sweep for {@code seed}: its program under each semantics, {@code 3 + seed % 5} warps,
     * {@code 20 + 3 seed} pairs, chains of pins on even seeds.
     */
    public static List<SyncProblem> sweep(int seed) {
        List<SyncProblem> out = new ArrayList<>();
        for (String s : SEMANTICS) {
            out.add(random(seed, 3 + seed % 5, 20 + 3 * seed, s, seed % 2 == 0));
        }
        return out;
    }

    /** Names of the semantics, for parameterized tests. */
    public static List<String> semantics() {
        return new ArrayList<>(List.of(SEMANTICS));
    }
}
