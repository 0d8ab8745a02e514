package dev.berth.model.channels.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.model.CurrentBudget;
import dev.berth.model.InputException;
import dev.berth.model.channels.Access;
import dev.berth.model.channels.ChannelBuffer;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.Intrinsic;
import dev.berth.model.channels.Stage;
import dev.berth.model.io.Json;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.Semantics;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * formats.md's {@code channels} instance. The records check the values (this reader names the JSON path
 * first by wrapping their message); {@code sync} is read as the sync family's {@code physical}, with its
 * defaults (no limit, nothing reserved, generation).
 */
public final class ChannelsJson {
    private ChannelsJson() {
    }

    public static ChannelsProblem parse(String source, JsonNode root) {
        Json.object(source, root);
        ResourceClass sync = syncClass(source + ": sync", root.get("sync"));
        long capacity = ChannelsProblem.UNBOUNDED;
        JsonNode mem = root.get("memory");
        if (mem != null && !mem.isNull()) {
            Json.object(source + ": memory", mem);
            JsonNode c = mem.get("capacity");
            if (c != null && !c.isNull()) {
                capacity = Json.whole(source + ": memory.capacity", c, 1);
            }
        }
        JsonNode bs = Json.array(source + ": buffers", Json.required(source, root, "buffers"));
        List<ChannelBuffer> buffers = new ArrayList<>();
        for (int b = 0; b < bs.size(); b++) {
            String where = source + ": buffers[" + b + "]";
            JsonNode n = Json.object(where, bs.get(b));
            String id = Json.text(where + ".id", Json.required(where, n, "id"));
            long size = Json.whole(where + ".size", Json.required(where, n, "size"), 1);
            JsonNode o = n.get("offset");
            long offset = o == null || o.isNull() ? ChannelBuffer.UNPLACED : Json.whole(where + ".offset", o, 0);
            buffers.add(at(where, () -> new ChannelBuffer(id, size, offset)));
        }
        JsonNode ss = Json.array(source + ": stages", Json.required(source, root, "stages"));
        List<Stage> stages = new ArrayList<>();
        for (int s = 0; s < ss.size(); s++) {
            CurrentBudget.check("reading the stages");
            String where = source + ": stages[" + s + "]";
            JsonNode n = Json.object(where, ss.get(s));
            String id = Json.text(where + ".id", Json.required(where, n, "id"));
            int repeat = (int) Math.min(whole(where + ".repeat", n.get("repeat"), 1, 1), Integer.MAX_VALUE);
            JsonNode body = Json.array(where + ".body", Json.required(where, n, "body"));
            List<Intrinsic> xs = new ArrayList<>();
            for (int k = 0; k < body.size(); k++) {
                xs.add(intrinsic(where + ".body[" + k + "]", body.get(k)));
            }
            stages.add(at(where, () -> new Stage(id, repeat, xs)));
        }
        // the problem names its fields after its name, the source: wrapping its refusal would say the source twice
        return new ChannelsProblem(source, sync, capacity, buffers, stages);
    }

    private static Intrinsic intrinsic(String where, JsonNode node) {
        JsonNode n = Json.object(where, node);
        String id = Json.text(where + ".id", Json.required(where, n, "id"));
        long warp = Json.whole(where + ".warp", Json.required(where, n, "warp"), 0);
        if (warp > Integer.MAX_VALUE) {
            throw new InputException(where + ".warp", "too large: " + warp);
        }
        long cycles = whole(where + ".cycles", n.get("cycles"), 1, 1);
        List<Access> reads = accesses(where + ".reads", n.get("reads"));
        List<Access> writes = accesses(where + ".writes", n.get("writes"));
        return at(where, () -> new Intrinsic(id, (int) warp, cycles, reads, writes));
    }

    private static List<Access> accesses(String where, JsonNode a) {
        List<Access> out = new ArrayList<>();
        if (a == null || a.isNull()) {
            return out;
        }
        Json.array(where, a);
        for (int i = 0; i < a.size(); i++) {
            String w = where + "[" + i + "]";
            JsonNode n = Json.object(w, a.get(i));
            String buffer = Json.text(w + ".buffer", Json.required(w, n, "buffer"));
            long at = Json.whole(w + ".at", Json.required(w, n, "at"), 0);
            long step = whole(w + ".step", n.get("step"), 0, 0);
            long size = Json.whole(w + ".size", Json.required(w, n, "size"), 1);
            out.add(at(w, () -> new Access(buffer, at, step, size)));
        }
        return out;
    }

    private static long whole(String where, JsonNode n, long min, long absent) {
        return n == null || n.isNull() ? absent : Json.whole(where, n, min);
    }

    /** The sync family's {@code physical}, as the class named "default". */
    private static ResourceClass syncClass(String where, JsonNode c) {
        if (c == null || c.isNull()) {
            return ResourceClass.unlimited(Semantics.GENERATION);
        }
        Json.object(where, c);
        int limit = ResourceClass.UNLIMITED;
        JsonNode ln = c.get("limit");
        if (ln != null && !ln.isNull()) {
            limit = (int) Math.min(Json.whole(where + ".limit", ln, 0), ResourceClass.MAX_ID);
        }
        List<Integer> reserved = new ArrayList<>();
        JsonNode rn = c.get("reserved");
        if (rn != null && !rn.isNull()) {
            Json.array(where + ".reserved", rn);
            for (int i = 0; i < rn.size(); i++) {
                reserved.add((int) Math.min(Json.whole(where + ".reserved[" + i + "]", rn.get(i), 0), ResourceClass.MAX_ID));
            }
        }
        Semantics s = Semantics.GENERATION;
        JsonNode sn = c.get("semantics");
        if (sn != null && !sn.isNull()) {
            String t = Json.text(where + ".semantics", sn);
            s = Semantics.parse(where + ".semantics", t);
        }
        return new ResourceClass(ResourceClass.DEFAULT, limit, reserved, s);
    }

    /** A record built from the file, its refusal prefixed with the JSON path it came from. */
    private static <T> T at(String where, Supplier<T> build) {
        try {
            return build.get();
        } catch (InputException e) {
            throw new InputException(where, e.getMessage(), e);
        }
    }

    public static ObjectNode toJson(ChannelsProblem p) {
        ObjectNode o = Json.MAPPER.createObjectNode();
        o.put("family", "channels");
        ObjectNode s = o.putObject("sync");
        if (p.sync().limited()) {
            s.put("limit", p.sync().limit());
        }
        ArrayNode r = s.putArray("reserved");
        p.sync().reserved().forEach(r::add);
        s.put("semantics", p.sync().semantics().label());
        if (p.capacity() != ChannelsProblem.UNBOUNDED) {
            o.putObject("memory").put("capacity", p.capacity());
        }
        ArrayNode bs = o.putArray("buffers");
        for (ChannelBuffer b : p.buffers()) {
            ObjectNode n = bs.addObject().put("id", b.id()).put("size", b.size());
            if (b.placed()) {
                n.put("offset", b.offset());
            }
        }
        ArrayNode ss = o.putArray("stages");
        for (Stage st : p.stages()) {
            ObjectNode n = ss.addObject().put("id", st.id());
            if (st.repeat() != 1) {
                n.put("repeat", st.repeat());
            }
            ArrayNode body = n.putArray("body");
            for (Intrinsic x : st.body()) {
                ObjectNode xn = body.addObject().put("id", x.id()).put("warp", x.warp()).put("cycles", x.cycles());
                accessesJson(xn, "reads", x.reads());
                accessesJson(xn, "writes", x.writes());
            }
        }
        return o;
    }

    private static void accessesJson(ObjectNode o, String field, List<Access> as) {
        if (as.isEmpty()) {
            return;
        }
        ArrayNode a = o.putArray(field);
        for (Access x : as) {
            ObjectNode n = a.addObject().put("buffer", x.buffer()).put("at", x.at());
            if (x.step() != 0) {
                n.put("step", x.step());
            }
            n.put("size", x.size());
        }
    }
}
