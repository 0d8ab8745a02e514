package dev.berth.model.sync.io;

import dev.berth.model.sync.LogicalResource;
import dev.berth.model.sync.OpKind;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.Semantics;
import dev.berth.model.sync.SyncOp;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.Warp;
import dev.berth.model.sync.analysis.HappensBefore;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.model.CurrentBudget;
import dev.berth.model.InputException;
import dev.berth.model.io.Json;
import dev.berth.model.io.Numbers;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code sync} instance format of formats.md, with Berth's optional fields:
 * <pre>
 * "physical":  { "limit": 16, "reserved": [0], "semantics": "generation" }   the class named "default"
 * "classes":   [ { "id": "mbarrier", "limit": 64, "reserved": [], "semantics": "parity" } ]
 * "resources": [ { "id": "7", "class": "mbarrier", "pinned": 3, "arrivals": 2 } ]
 * </pre>
 * Resources not listed under {@code resources} belong to the default class, float, and have no arrival
 * count. Errors name the field; a cyclic program names its cycle (it would deadlock). The checks on values are
 * the records' own, called here first so that a message names the file and the JSON path; only the checks
 * on the JSON's shape, on names (classes, semantics) and on cycles are this reader's alone.
 */
public final class SyncJson {
    private SyncJson() {
    }

    public static SyncProblem parse(String source, JsonNode root) {
        List<ResourceClass> classes = new ArrayList<>();
        JsonNode phys = root.get("physical");
        classes.add(resourceClass(source + ": physical", phys == null || phys.isNull() ? null : phys, ResourceClass.DEFAULT));
        JsonNode cs = root.get("classes");
        Map<String, Integer> classIndex = new HashMap<>();
        classIndex.put(ResourceClass.DEFAULT, 0);
        if (cs != null && !cs.isNull()) {
            Json.array(source + ": classes", cs);
            for (int i = 0; i < cs.size(); i++) {
                String where = source + ": classes[" + i + "]";
                JsonNode c = Json.object(where, cs.get(i));
                String id = Json.text(where + ".id", Json.required(where, c, "id"));
                SyncProblem.checkNewClass(where + ".id", id, classIndex.keySet());
                classIndex.put(id, classes.size());
                classes.add(resourceClass(where, c, id));
            }
        }
        JsonNode ws = Json.array(source + ": warps", Json.required(source, root, "warps"));
        checkSize(source, ws);
        List<Warp> warps = new ArrayList<>();
        Set<String> warpIds = new HashSet<>();
        Map<String, int[]> producedAt = new LinkedHashMap<>();
        Map<String, int[]> consumedAt = new LinkedHashMap<>();
        List<String> order = new ArrayList<>();
        for (int w = 0; w < ws.size(); w++) {
            String where = source + ": warps[" + w + "]";
            JsonNode wn = Json.object(where, ws.get(w));
            JsonNode idNode = wn.get("id");
            String id = idNode == null || idNode.isNull() ? "w" + w : Json.text(where + ".id", idNode);
            SyncProblem.checkNewWarp(where + ".id", id, warpIds);
            warpIds.add(id);
            JsonNode opsNode = Json.array(where + ".ops", Json.required(where, wn, "ops"));
            List<SyncOp> ops = new ArrayList<>();
            for (int i = 0; i < opsNode.size(); i++) {
                if ((i & 0x3fff) == 0) {
                    CurrentBudget.check("reading the warps of " + source);
                }
                String opWhere = where + ".ops[" + i + "]";
                JsonNode o = opsNode.get(i);
                if (o == null || !o.isTextual()) {
                    throw new InputException(opWhere, "expected an instruction string, got " + Json.kind(o));
                }
                SyncOp op = SyncOp.parse(o.asText());
                if (op.kind() != OpKind.OTHER) {
                    Map<String, int[]> seen = op.kind() == OpKind.PRODUCE ? producedAt : consumedAt;
                    SyncProblem.checkSingleUse(opWhere, op, seen.get(op.resource()));
                    seen.put(op.resource(), new int[] {w, i});
                    if (!producedAt.containsKey(op.resource()) || !consumedAt.containsKey(op.resource())) {
                        order.add(op.resource());
                    }
                }
                ops.add(op);
            }
            warps.add(new Warp(id, ops));
        }
        for (String id : order) {
            SyncProblem.checkPaired(source + ": ", id, producedAt.get(id), consumedAt.get(id));
        }
        Map<String, JsonNode> extra = resourceFacts(source, root, producedAt.keySet());
        List<LogicalResource> resources = new ArrayList<>();
        for (String id : order) {
            int[] p = producedAt.get(id);
            int[] c = consumedAt.get(id);
            int cls = 0;
            int pinned = LogicalResource.FREE;
            int arrivals = LogicalResource.ANY_ARRIVALS;
            JsonNode f = extra.get(id);
            if (f != null) {
                String where = source + ": resources[id=" + Numbers.abbreviate(id) + "]";
                JsonNode cn = f.get("class");
                if (cn != null && !cn.isNull()) {
                    String name = Json.text(where + ".class", cn);
                    Integer k = classIndex.get(name);
                    if (k == null) {
                        throw new InputException(where + ".class", "unknown class '" + Numbers.abbreviate(name) + "'");
                    }
                    cls = k;
                }
                JsonNode pn = f.get("pinned");
                if (pn != null && !pn.isNull()) {
                    long pin = Json.whole(where + ".pinned", pn, 0);
                    classes.get(cls).checkPinnable(where + ".pinned", pin);
                    pinned = (int) pin;
                }
                JsonNode an = f.get("arrivals");
                if (an != null && !an.isNull()) {
                    long a = Json.whole(where + ".arrivals", an, 1);
                    LogicalResource.checkArrivals(where + ".arrivals", a);
                    arrivals = (int) a;
                }
            }
            resources.add(new LogicalResource(id, p[0], p[1], c[0], c[1], cls, pinned, arrivals));
        }
        SyncProblem problem = new SyncProblem(source, warps, classes, resources);
        HappensBefore hb = HappensBefore.of(problem);
        if (!hb.acyclic()) {
            throw new InputException(source, "cyclic program (it would deadlock): " + String.join(" -> ", hb.cycle()));
        }
        return problem;
    }

    /**
     * The limits checked on the file's arrays before any warp is built: the instructions, then the sync pairs
     * (one per producer) times the warps.
     */
    private static void checkSize(String source, JsonNode ws) {
        long ops = 0;
        for (JsonNode w : ws) {
            JsonNode o = w == null ? null : w.get("ops");
            ops += o != null && o.isArray() ? o.size() : 0;
        }
        SyncLimits.checkOps(source + ": warps", ops);
        long producers = 0;
        for (JsonNode w : ws) {
            JsonNode o = w == null ? null : w.get("ops");
            if (o != null && o.isArray()) {
                for (JsonNode op : o) {
                    producers += op.isTextual() && SyncOp.parse(op.asText()).kind() == OpKind.PRODUCE ? 1 : 0;
                }
            }
        }
        SyncLimits.checkReach(source + ": warps", producers, ws.size());
    }

    private static ResourceClass resourceClass(String where, JsonNode c, String id) {
        if (c == null) {
            return ResourceClass.unlimited(Semantics.GENERATION);
        }
        Json.object(where, c);
        int limit = ResourceClass.UNLIMITED;
        JsonNode ln = c.get("limit");
        if (ln != null && !ln.isNull()) {
            long l = Json.whole(where + ".limit", ln, 0);
            limit = (int) Math.min(l, ResourceClass.MAX_ID);
        }
        List<Integer> reserved = new ArrayList<>();
        JsonNode rn = c.get("reserved");
        if (rn != null && !rn.isNull()) {
            Json.array(where + ".reserved", rn);
            SyncLimits.checkReserved(where + ".reserved", rn.size());
            for (int i = 0; i < rn.size(); i++) {
                long v = Json.whole(where + ".reserved[" + i + "]", rn.get(i), 0);
                reserved.add((int) Math.min(v, ResourceClass.MAX_ID));
            }
        }
        Semantics s = Semantics.GENERATION;
        JsonNode sn = c.get("semantics");
        if (sn != null && !sn.isNull()) {
            String t = Json.text(where + ".semantics", sn);
            s = Semantics.parse(where + ".semantics", t);
        }
        return new ResourceClass(id, limit, reserved, s);
    }

    private static Map<String, JsonNode> resourceFacts(String source, JsonNode root, Set<String> known) {
        Map<String, JsonNode> out = new HashMap<>();
        JsonNode rs = root.get("resources");
        if (rs == null || rs.isNull()) {
            return out;
        }
        Json.array(source + ": resources", rs);
        for (int i = 0; i < rs.size(); i++) {
            String where = source + ": resources[" + i + "]";
            JsonNode r = Json.object(where, rs.get(i));
            String id = Json.text(where + ".id", Json.required(where, r, "id"));
            SyncProblem.checkListed(where + ".id", id, known, out.keySet());
            out.put(id, r);
        }
        return out;
    }

    /** The instance as formats.md JSON (optional fields only when they say something). */
    public static ObjectNode toJson(SyncProblem p) {
        ObjectNode o = Json.MAPPER.createObjectNode();
        o.put("family", "sync");
        o.set("physical", classJson(p.classes().get(0), false));
        if (p.classes().size() > 1) {
            ArrayNode cs = o.putArray("classes");
            for (int k = 1; k < p.classes().size(); k++) {
                cs.add(classJson(p.classes().get(k), true));
            }
        }
        ArrayNode facts = Json.MAPPER.createArrayNode();
        for (LogicalResource r : p.resources()) {
            if (r.classIndex() != 0 || r.isPinned() || r.arrivals() != LogicalResource.ANY_ARRIVALS) {
                ObjectNode f = facts.addObject();
                f.put("id", r.id());
                if (r.classIndex() != 0) {
                    f.put("class", p.classes().get(r.classIndex()).id());
                }
                if (r.isPinned()) {
                    f.put("pinned", r.pinned());
                }
                if (r.arrivals() != LogicalResource.ANY_ARRIVALS) {
                    f.put("arrivals", r.arrivals());
                }
            }
        }
        if (!facts.isEmpty()) {
            o.set("resources", facts);
        }
        ArrayNode ws = o.putArray("warps");
        for (Warp w : p.warps()) {
            ObjectNode wn = ws.addObject();
            wn.put("id", w.id());
            ArrayNode ops = wn.putArray("ops");
            w.ops().forEach(op -> ops.add(op.text()));
        }
        return o;
    }

    private static ObjectNode classJson(ResourceClass c, boolean withId) {
        ObjectNode o = Json.MAPPER.createObjectNode();
        if (withId) {
            o.put("id", c.id());
        }
        if (c.limited()) {
            o.put("limit", c.limit());
        }
        if (!c.reserved().isEmpty()) {
            ArrayNode a = o.putArray("reserved");
            c.reserved().forEach(a::add);
        }
        o.put("semantics", c.semantics().label());
        return o;
    }
}
