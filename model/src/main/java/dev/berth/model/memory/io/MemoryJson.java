package dev.berth.model.memory.io;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.Window;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.model.CurrentBudget;
import dev.berth.model.io.Json;

import java.util.ArrayList;
import java.util.List;

/** The memory family's JSON instance format (see formats.md). */
public final class MemoryJson {
    private MemoryJson() {
    }

    public static MemoryProblem parse(String source, JsonNode root) {
        Json.object(source, root);
        long capacity = MemoryProblem.UNBOUNDED;
        JsonNode cap = root.get("capacity");
        if (cap != null && !cap.isNull()) {
            capacity = Json.whole(source + ": field 'capacity'", cap, 1);
        }
        JsonNode arr = Json.array(source + ": field 'buffers'", Json.required(source, root, "buffers"));
        MemoryLimits.checkBuffers(source + ": field 'buffers'", arr.size());
        List<Buffer> buffers = new ArrayList<>(arr.size());
        long gaps = 0;
        for (int i = 0; i < arr.size(); i++) {
            if ((i & 0x3fff) == 0) {
                CurrentBudget.check("reading the buffers of " + source);
            }
            String where = source + ": buffers[" + i + "]";
            JsonNode o = Json.object(where, arr.get(i));
            JsonNode g = o.get("gaps");
            gaps += g != null && g.isArray() ? g.size() : 0;
            MemoryLimits.checkGaps(where + ".gaps", gaps);
            buffers.add(buffer(where, o));
        }
        return MemoryInputChecks.problem(source, buffers, capacity, i -> source + ": buffers[" + i + "]");
    }

    private static Buffer buffer(String where, JsonNode o) {
        String id = Json.text(where + ".id", Json.required(where, o, "id"));
        long start = Json.whole(where + ".start", Json.required(where, o, "start"), 0);
        long end = Json.whole(where + ".end", Json.required(where, o, "end"), 0);
        long size = Json.whole(where + ".size", Json.required(where, o, "size"), 0);
        long alignment = has(o, "alignment") ? Json.whole(where + ".alignment", o.get("alignment"), 1) : 1;
        Long offset = has(o, "offset") ? Json.whole(where + ".offset", o.get("offset"), 0) : null;
        Long hint = has(o, "hint") ? Json.whole(where + ".hint", o.get("hint"), 0) : null;
        String colocate = has(o, "colocate") ? Json.text(where + ".colocate", o.get("colocate")) : null;
        List<Gap> gaps = new ArrayList<>();
        if (has(o, "gaps")) {
            JsonNode ga = Json.array(where + ".gaps", o.get("gaps"));
            for (int k = 0; k < ga.size(); k++) {
                String gw = where + ".gaps[" + k + "]";
                JsonNode g = Json.array(gw, ga.get(k));
                if (g.size() != 2 && g.size() != 4) {
                    throw new dev.berth.model.InputException(gw, "expected [start, end] or [start, end, from, to], got "
                            + g.size() + " numbers");
                }
                Window w = g.size() == 4 ? new Window(Json.whole(gw + "[2]", g.get(2), 0), Json.whole(gw + "[3]", g.get(3), 0)) : null;
                gaps.add(new Gap(Json.whole(gw + "[0]", g.get(0), 0), Json.whole(gw + "[1]", g.get(1), 0), w));
            }
        }
        return MemoryInputChecks.buffer(where, () -> new Buffer(id, start, end, size, alignment, offset, gaps, hint, colocate));
    }

    private static boolean has(JsonNode o, String field) {
        return o.has(field) && !o.get(field).isNull();
    }

    public static ObjectNode write(MemoryProblem p) {
        ObjectNode root = Json.MAPPER.createObjectNode();
        root.put("family", "memory");
        if (p.hasCapacity()) {
            root.put("capacity", p.capacity());
        }
        ArrayNode arr = root.putArray("buffers");
        for (Buffer b : p.buffers()) {
            ObjectNode o = arr.addObject();
            o.put("id", b.id());
            o.put("start", b.start());
            o.put("end", b.end());
            o.put("size", b.size());
            if (b.alignment() != 1) {
                o.put("alignment", b.alignment());
            }
            if (b.isFixed()) {
                o.put("offset", b.fixedOffset());
            }
            if (b.hint() != null) {
                o.put("hint", b.hint());
            }
            if (b.colocate() != null) {
                o.put("colocate", b.colocate());
            }
            if (!b.gaps().isEmpty()) {
                ArrayNode ga = o.putArray("gaps");
                for (Gap g : b.gaps()) {
                    ArrayNode x = ga.addArray().add(g.start()).add(g.end());
                    if (g.window() != null) {
                        x.add(g.window().lower()).add(g.window().upper());
                    }
                }
            }
        }
        return root;
    }
}
