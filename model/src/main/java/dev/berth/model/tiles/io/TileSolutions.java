package dev.berth.model.tiles.io;


import dev.berth.model.tiles.StructureLayout;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.model.InputException;
import dev.berth.model.io.Json;
import dev.berth.model.io.Numbers;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Solution files of the tiles family (written by {@code TileFamily.writeSolution}):
 * formats.md's {@code assignment} (variable → offset; structure →
 * {@code {"shared", "master", "offset": {tile: offset}}}) plus Berth's {@code "code": {tile: offset}} for the
 * exchange code a shared structure puts on its master and receivers, and the objective's other terms
 * ({@code totalMemory}, {@code exchangeCycles}). {@code objective} is the largest tile's peak.
 */
public final class TileSolutions {
    private TileSolutions() {
    }

    /** formats.md's {@code assignment} of {@code layout}, with Berth's {@code code} per shared structure. */
    public static ObjectNode assignment(TileProblem p, TileLayout layout) {
        ObjectNode a = Json.MAPPER.createObjectNode();
        for (int v = 0; v < p.variableCount(); v++) {
            a.put(p.variable(v).id(), layout.variableOffsets()[v]);
        }
        for (int s = 0; s < p.structureCount(); s++) {
            StructureLayout sl = layout.structures().get(s);
            ObjectNode x = a.putObject(p.structure(s).id());
            x.put("shared", sl.plan().shared());
            if (sl.plan().shared()) {
                x.put("master", sl.plan().master());
            }
            ObjectNode off = x.putObject("offset");
            sl.copies().forEach((t, v) -> off.put(String.valueOf(t), v));
            if (!sl.code().isEmpty()) {
                ObjectNode c = x.putObject("code");
                sl.code().forEach((t, v) -> c.put(String.valueOf(t), v));
            }
        }
        return a;
    }

    /** Reads the layout of a solution file; every variable and structure of {@code p} must be assigned. */
    public static TileLayout readLayout(String source, String text, TileProblem p) {
        JsonNode root = Json.object(source, Json.parse(source, text));
        JsonNode a = Json.object(source + ": assignment", Json.required(source, root, "assignment"));
        long[] offsets = new long[p.variableCount()];
        for (int v = 0; v < p.variableCount(); v++) {
            String id = p.variable(v).id();
            JsonNode n = a.get(id);
            if (n == null || n.isNull()) {
                throw new InputException(source + ": assignment", "no offset for variable '" + Numbers.abbreviate(id) + "'");
            }
            offsets[v] = Json.whole(source + ": assignment." + id, n, 0);
        }
        List<StructureLayout> structures = new ArrayList<>();
        for (int s = 0; s < p.structureCount(); s++) {
            String id = p.structure(s).id();
            String w = source + ": assignment." + id;
            JsonNode n = a.get(id);
            if (n == null || n.isNull()) {
                throw new InputException(source + ": assignment", "no entry for structure '" + Numbers.abbreviate(id) + "'");
            }
            Json.object(w, n);
            JsonNode sh = Json.required(w, n, "shared");
            if (!sh.isBoolean()) {
                throw new InputException(w + ".shared", "expected true or false, got " + Json.kind(sh));
            }
            StructurePlan plan = StructurePlan.REPLICATED;
            if (sh.asBoolean()) {
                long m = Json.whole(w + ".master", Json.required(w, n, "master"), 0);
                if (m >= p.tiles()) {
                    throw new InputException(w + ".master", "tile " + m + " is not on the machine");
                }
                plan = StructurePlan.sharedOn((int) m);
            }
            SortedMap<Integer, Long> copies = perTile(w + ".offset", Json.required(w, n, "offset"), p);
            JsonNode cn = n.get("code");
            SortedMap<Integer, Long> code = cn == null || cn.isNull() ? new TreeMap<>() : perTile(w + ".code", cn, p);
            structures.add(new StructureLayout(plan, copies, code));
        }
        return new TileLayout(offsets, structures);
    }

    private static SortedMap<Integer, Long> perTile(String w, JsonNode n, TileProblem p) {
        Json.object(w, n);
        SortedMap<Integer, Long> out = new TreeMap<>();
        Iterator<Map.Entry<String, JsonNode>> it = n.fields();
        while (it.hasNext()) {
            Map.Entry<String, JsonNode> e = it.next();
            int tile;
            try {
                tile = Integer.parseInt(e.getKey().trim());
            } catch (NumberFormatException x) {
                throw new InputException(w + "." + e.getKey(), "expected a tile number as key");
            }
            if (tile < 0 || tile >= p.tiles()) {
                throw new InputException(w + "." + e.getKey(), "tile " + tile + " is not on the machine");
            }
            out.put(tile, Json.whole(w + "." + e.getKey(), e.getValue(), 0));
        }
        return out;
    }
}
