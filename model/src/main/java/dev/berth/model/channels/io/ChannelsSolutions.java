package dev.berth.model.channels.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.model.CurrentBudget;
import dev.berth.model.InputException;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.Dependence;
import dev.berth.model.channels.DependenceKind;
import dev.berth.model.io.Json;
import dev.berth.model.sync.SyncOp;
import dev.berth.model.sync.Warp;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The family's fields of a solution file (formats.md): {@code warps}, {@code assignment}, {@code offsets}, {@code dependences}. */
public final class ChannelsSolutions {
    private ChannelsSolutions() {
    }

    public static ChannelsSolution read(String source, String text) {
        JsonNode root = Json.object(source, Json.parse(source, text));
        JsonNode ws = Json.array(source + ": warps", Json.required(source, root, "warps"));
        List<Warp> warps = new ArrayList<>();
        for (int w = 0; w < ws.size(); w++) {
            String where = source + ": warps[" + w + "]";
            JsonNode n = Json.object(where, ws.get(w));
            String id = Json.text(where + ".id", Json.required(where, n, "id"));
            JsonNode ops = Json.array(where + ".ops", Json.required(where, n, "ops"));
            List<SyncOp> code = new ArrayList<>();
            for (int i = 0; i < ops.size(); i++) {
                if ((i & 0x3ff) == 0) {
                    CurrentBudget.check("reading the solution's warps");
                }
                code.add(SyncOp.parse(Json.text(where + ".ops[" + i + "]", ops.get(i))));
            }
            warps.add(new Warp(id, code));
        }
        Map<String, Integer> assignment = new LinkedHashMap<>();
        JsonNode a = Json.object(source + ": assignment", Json.required(source, root, "assignment"));
        for (Iterator<Map.Entry<String, JsonNode>> it = a.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            assignment.put(e.getKey(), (int) Math.min(Json.whole(source + ": assignment." + e.getKey(), e.getValue(), 0),
                    Integer.MAX_VALUE));
        }
        Map<String, Long> offsets = new LinkedHashMap<>();
        JsonNode o = Json.object(source + ": offsets", Json.required(source, root, "offsets"));
        for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            offsets.put(e.getKey(), Json.whole(source + ": offsets." + e.getKey(), e.getValue(), 0));
        }
        return new ChannelsSolution(warps, assignment, offsets, dependences(source, root.get("dependences")));
    }

    private static List<Dependence> dependences(String source, JsonNode ds) {
        List<Dependence> out = new ArrayList<>();
        if (ds == null || ds.isNull()) {
            return out;
        }
        Json.array(source + ": dependences", ds);
        for (int i = 0; i < ds.size(); i++) {
            if ((i & 0x3ff) == 0) {
                CurrentBudget.check("reading the solution's dependences");
            }
            String where = source + ": dependences[" + i + "]";
            out.add(dependence(where, Json.object(where, ds.get(i))));
        }
        return out;
    }

    /** One {@code {from, to, kind, sync, implied_by}} object (kind optional in certificates). */
    public static Dependence dependence(String where, JsonNode n) {
        String from = Json.text(where + ".from", Json.required(where, n, "from"));
        String to = Json.text(where + ".to", Json.required(where, n, "to"));
        JsonNode k = n.get("kind");
        DependenceKind kind = DependenceKind.DATA;
        if (k != null && !k.isNull()) {
            kind = DependenceKind.byLabel(Json.text(where + ".kind", k));
            if (kind == null) {
                throw new InputException(where + ".kind", "unknown kind '" + k.asText() + "' (known: data, resource, output, order, serialize)");
            }
        }
        JsonNode s = n.get("sync");
        String sync = s == null || s.isNull() ? null : Json.text(where + ".sync", s);
        List<String> path = new ArrayList<>();
        JsonNode p = n.get("implied_by");
        if (p != null && !p.isNull()) {
            Json.array(where + ".implied_by", p);
            for (int i = 0; i < p.size(); i++) {
                path.add(Json.text(where + ".implied_by[" + i + "]", p.get(i)));
            }
        }
        return new Dependence(from, to, kind, sync, path);
    }

    /** The family's fields, after the common ones. */
    public static void write(ObjectNode o, ChannelsSolution s) {
        ArrayNode ws = o.putArray("warps");
        for (Warp w : s.warps()) {
            ObjectNode n = ws.addObject().put("id", w.id());
            ArrayNode ops = n.putArray("ops");
            w.ops().forEach(op -> ops.add(op.text()));
        }
        ObjectNode a = o.putObject("assignment");
        s.assignment().forEach(a::put);
        ObjectNode off = o.putObject("offsets");
        s.offsets().forEach(off::put);
        ArrayNode ds = o.putArray("dependences");
        s.dependences().forEach(d -> ds.add(json(d)));
    }

    /** The optional {@code listing}: per warp id, its lines (docs/channels.md); readers ignore it. */
    public static void writeListing(ObjectNode o, Map<String, List<String>> listing) {
        ObjectNode l = o.putObject("listing");
        listing.forEach((warp, lines) -> lines.forEach(l.putArray(warp)::add));
    }

    public static ObjectNode json(Dependence d) {
        ObjectNode n = Json.MAPPER.createObjectNode().put("from", d.from()).put("to", d.to()).put("kind", d.kind().label());
        if (d.sync() == null) {
            n.putNull("sync");
        } else {
            n.put("sync", d.sync());
        }
        ArrayNode p = n.putArray("implied_by");
        d.impliedBy().forEach(p::add);
        return n;
    }
}
