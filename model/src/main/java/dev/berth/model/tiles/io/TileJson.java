package dev.berth.model.tiles.io;

import dev.berth.model.tiles.Machine;
import dev.berth.model.tiles.PointerFormat;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.Steps;
import dev.berth.model.tiles.TileLimits;
import dev.berth.model.tiles.StructureKind;
import dev.berth.model.tiles.StructurePointer;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileVariable;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.model.CurrentBudget;
import dev.berth.model.InputException;
import dev.berth.model.io.Json;
import dev.berth.model.io.Numbers;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The {@code tiles} instance format of formats.md, with Berth's optional fields and defaults:
 * <pre>
 * machine.bankBytes              default bytesPerTile (one bank)
 * machine.exchangeBytesPerCycle  default 4
 * variables[].alignment          default 1
 * variables[].live               default [[0, steps]] (live throughout)
 * variables[].banked             default false
 * structures[].kind              vertexCode | vertexState | controlCode | descriptor, default vertexState
 * structures[].alignment         default 1
 * structures[].use               default [[0, steps]]
 * structures[].pointers          default []; targets must name a variable on every user tile;
 *                                a vectorList pointer also needs "base" of the same shape
 * structures[].exchangeCodeBytes default {"send": 0, "receive": 0}
 * structures[].shareable         default true; false keeps it replicated
 * </pre>
 * Variable and structure ids share one namespace (a solution's {@code assignment} maps both). Errors name
 * the field. The checks on values are the records' own, called here first so that a message names the file
 * and the JSON path (a record does not know it); only the checks on the JSON's shape and on names (kinds,
 * formats, variable ids) are this reader's alone.
 */
public final class TileJson {
    private TileJson() {
    }

    public static TileProblem parse(String source, JsonNode root) {
        JsonNode m = Json.object(source + ": machine", Json.required(source, root, "machine"));
        String mw = source + ": machine";
        long tiles = Json.whole(mw + ".tiles", Json.required(mw, m, "tiles"), 1);
        Machine.checkTiles(mw + ".tiles", tiles);
        long bytes = bytes(mw + ".bytesPerTile", Json.whole(mw + ".bytesPerTile", Json.required(mw, m, "bytesPerTile"), 1));
        long bank = bytes(mw + ".bankBytes", optionalWhole(mw + ".bankBytes", m.get("bankBytes"), 1, bytes));
        long rate = bytes(mw + ".exchangeBytesPerCycle",
                optionalWhole(mw + ".exchangeBytesPerCycle", m.get("exchangeBytesPerCycle"), 1, 4));
        Machine machine = new Machine((int) tiles, bytes, bank, rate);
        long stepsL = Json.whole(source + ": steps", Json.required(source, root, "steps"), 1);
        TileProblem.checkSteps(source + ": steps", stepsL);
        int steps = (int) stepsL;
        Tally tally = new Tally();

        JsonNode vs = Json.array(source + ": variables", Json.required(source, root, "variables"));
        TileLimits.check(source + ": variables", "variables", vs.size(), TileLimits.MAX_VARIABLES, "tiles.variables");
        List<TileVariable> variables = new ArrayList<>();
        Map<String, Integer> varIndex = new java.util.HashMap<>();
        int[] onTile = new int[(int) tiles];
        for (int i = 0; i < vs.size(); i++) {
            if ((i & 1023) == 0) {
                CurrentBudget.check("reading the variables");
            }
            TileVariable quick = plainVariable(vs.get(i), (int) tiles, steps, varIndex, onTile, tally);
            if (quick != null) {
                varIndex.put(quick.id(), variables.size());
                variables.add(quick);
                continue;
            }
            String w = source + ": variables[" + i + "]";
            JsonNode v = Json.object(w, vs.get(i));
            String id = Json.text(w + ".id", Json.required(w, v, "id"));
            TileProblem.checkNewVariable(w + ".id", id, varIndex.keySet());
            long tile = Json.whole(w + ".tile", Json.required(w, v, "tile"), 0);
            TileProblem.checkVariableTile(w + ".tile", tile, (int) tiles);
            if (++onTile[(int) tile] > TileLimits.MAX_BLOCKS_PER_TILE) {
                TileLimits.checkBlocksOnTile(w + ".tile", tile, onTile[(int) tile]);
            }
            String ws = w + ".size";
            long size = bytes(ws, Json.whole(ws, Json.required(w, v, "size"), 0));
            String wa = w + ".alignment";
            long align = bytes(wa, optionalWhole(wa, v.get("alignment"), 1, 1));
            Steps live = steps(w + ".live", v.get("live"), steps, tally);
            boolean banked = bool(w + ".banked", v.get("banked"), false);
            varIndex.put(id, variables.size());
            variables.add(new TileVariable(id, (int) tile, size, align, live, banked));
        }

        List<int[]> equal = new ArrayList<>();
        JsonNode es = root.get("equalAddress");
        if (es != null && !es.isNull()) {
            Json.array(source + ": equalAddress", es);
            long setMembers = 0;
            for (JsonNode set : es) {
                setMembers = TileLimits.plus(setMembers, set.size());
            }
            // counted before any set is built: the consistency analysis grows with the members
            TileLimits.check(source + ": equalAddress", "set members", setMembers, TileLimits.MAX_SET_MEMBERS,
                    "tiles.setMembers");
            for (int i = 0; i < es.size(); i++) {
                if ((i & 255) == 0) {
                    CurrentBudget.check("reading the equal-address sets");
                }
                String w = source + ": equalAddress[" + i + "]";
                JsonNode set = Json.array(w, es.get(i));
                int[] members = new int[set.size()];
                Set<Integer> seen = new HashSet<>();
                for (int j = 0; j < set.size(); j++) {
                    String wj = w + "[" + j + "]";
                    String id = Json.text(wj, set.get(j));
                    Integer k = varIndex.get(id);
                    if (k == null) {
                        throw new InputException(wj, "unknown variable '" + Numbers.abbreviate(id) + "'");
                    }
                    TileProblem.checkNewMember(wj, id, k, seen);
                    seen.add(k);
                    members[j] = k;
                }
                equal.add(members);
            }
        }

        List<ReadOnlyStructure> structures = new ArrayList<>();
        JsonNode ss = root.get("structures");
        Set<String> structureIds = new HashSet<>();
        if (ss != null && !ss.isNull()) {
            Json.array(source + ": structures", ss);
            TileLimits.check(source + ": structures", "structures", ss.size(), TileLimits.MAX_STRUCTURES,
                    "tiles.structures");
            for (int i = 0; i < ss.size(); i++) {
                CurrentBudget.check("reading the structures");
                String w = source + ": structures[" + i + "]";
                JsonNode s = Json.object(w, ss.get(i));
                String id = Json.text(w + ".id", Json.required(w, s, "id"));
                TileProblem.checkStructureId(w + ".id", id, varIndex.keySet(), structureIds);
                structureIds.add(id);
                StructureKind kind = StructureKind.VERTEX_STATE;
                JsonNode kn = s.get("kind");
                if (kn != null && !kn.isNull()) {
                    String k = Json.text(w + ".kind", kn);
                    kind = StructureKind.byLabel(k);
                    if (kind == null) {
                        throw new InputException(w + ".kind", "unknown kind '" + Numbers.abbreviate(k)
                                + "' (known: vertexCode, vertexState, controlCode, descriptor)");
                    }
                }
                long size = bytes(w + ".size", Json.whole(w + ".size", Json.required(w, s, "size"), 1));
                long align = bytes(w + ".alignment", optionalWhole(w + ".alignment", s.get("alignment"), 1, 1));
                JsonNode us = Json.array(w + ".users", Json.required(w, s, "users"));
                ReadOnlyStructure.checkHasUsers(w + ".users", us.size());
                tally.users += us.size();
                TileLimits.check(w + ".users", "structure users", tally.users, TileLimits.MAX_STRUCTURE_USERS,
                        "tiles.structureUsers");
                TreeSet<Integer> users = new TreeSet<>();
                for (int j = 0; j < us.size(); j++) {
                    long u = Json.whole(w + ".users[" + j + "]", us.get(j), 0);
                    TileProblem.checkUserTile(w + ".users[" + j + "]", u, (int) tiles);
                    ReadOnlyStructure.checkNewUser(w + ".users[" + j + "]", u, users);
                    users.add((int) u);
                    if (++onTile[(int) u] > TileLimits.MAX_BLOCKS_PER_TILE) {
                        TileLimits.checkBlocksOnTile(w + ".users[" + j + "]", u, onTile[(int) u]);
                    }
                }
                Steps use = steps(w + ".use", s.get("use"), steps, tally);
                tally.deliveries += (long) users.size() * use.intervals();
                TileLimits.check(w + ".use", "deliveries (users × use intervals)", tally.deliveries,
                        TileLimits.MAX_DELIVERIES, "tiles.deliveries");
                List<StructurePointer> pointers = new ArrayList<>();
                JsonNode ps = s.get("pointers");
                if (ps != null && !ps.isNull()) {
                    Json.array(w + ".pointers", ps);
                    TileLimits.check(w + ".pointers", "pointers", ps.size(), TileLimits.MAX_POINTERS_PER_STRUCTURE,
                            "tiles.pointersPerStructure");
                    for (int j = 0; j < ps.size(); j++) {
                        pointers.add(pointer(w + ".pointers[" + j + "]", ps.get(j), users, varIndex, variables, tally));
                    }
                }
                long send = 0;
                long receive = 0;
                JsonNode xn = s.get("exchangeCodeBytes");
                if (xn != null && !xn.isNull()) {
                    Json.object(w + ".exchangeCodeBytes", xn);
                    send = bytes(w + ".exchangeCodeBytes.send",
                            optionalWhole(w + ".exchangeCodeBytes.send", xn.get("send"), 0, 0));
                    receive = bytes(w + ".exchangeCodeBytes.receive",
                            optionalWhole(w + ".exchangeCodeBytes.receive", xn.get("receive"), 0, 0));
                }
                boolean shareable = bool(w + ".shareable", s.get("shareable"), true);
                structures.add(new ReadOnlyStructure(id, kind, size, align,
                        users.stream().mapToInt(Integer::intValue).toArray(), use, pointers, send, receive, shareable));
            }
        }
        return new TileProblem(source, machine, steps, variables, equal, structures);
    }

    /**
     * A variable whose fields are all plainly within range, read without naming them; null when any field
     * needs a closer look, which the caller then takes, with its messages. Naming every field of every variable
     * for messages never shown made reading a 300,000-variable program several times slower.
     */
    private static TileVariable plainVariable(JsonNode v, int tiles, int steps, Map<String, Integer> varIndex,
                                              int[] onTile, Tally tally) {
        if (v == null || !v.isObject()) {
            return null;
        }
        JsonNode id = v.get("id");
        JsonNode tile = v.get("tile");
        JsonNode size = v.get("size");
        JsonNode align = v.get("alignment");
        JsonNode banked = v.get("banked");
        if (id == null || !id.isTextual() || varIndex.containsKey(id.asText())
                || !plain(tile, 0, tiles - 1) || onTile[tile.asInt()] >= TileLimits.MAX_BLOCKS_PER_TILE
                || !plain(size, 0, TileLimits.MAX_BYTES)
                || align != null && !align.isNull() && !plain(align, 1, TileLimits.MAX_BYTES)
                || banked != null && !banked.isNull() && !banked.isBoolean()) {
            return null;
        }
        JsonNode live = v.get("live");
        Steps steps1;
        if (live == null || live.isNull()) {
            steps1 = Steps.of(0, steps);
        } else {
            if (!live.isArray() || live.size() > TileLimits.MAX_INTERVALS_PER_BLOCK
                    || tally.intervals + live.size() > TileLimits.MAX_INTERVALS) {
                return null;
            }
            List<int[]> out = new ArrayList<>(live.size());
            for (JsonNode iv : live) {
                if (!iv.isArray() || iv.size() != 2 || !plain(iv.get(0), 0, steps - 1L) || !plain(iv.get(1), 0, steps)
                        || iv.get(0).asLong() >= iv.get(1).asLong()) {
                    return null;
                }
                out.add(new int[] {iv.get(0).asInt(), iv.get(1).asInt()});
            }
            steps1 = Steps.of(out);
        }
        tally.intervals += live == null || live.isNull() ? 1 : live.size();
        onTile[tile.asInt()]++;
        return new TileVariable(id.asText(), tile.asInt(), size.asLong(), align == null || align.isNull() ? 1
                : align.asLong(), steps1, banked != null && !banked.isNull() && banked.asBoolean());
    }

    /** A whole number, as JSON writes one, within [min, max]. */
    private static boolean plain(JsonNode n, long min, long max) {
        return n != null && n.isIntegralNumber() && n.canConvertToLong() && n.asLong() >= min && n.asLong() <= max;
    }

    /** What the program holds so far, against the limits on totals. */
    private static final class Tally {
        long intervals;
        long users;
        long targets;
        long deliveries;
    }

    private static long bytes(String where, long value) {
        TileLimits.checkBytes(where, value);
        return value;
    }

    private static StructurePointer pointer(String w, JsonNode n, Set<Integer> users, Map<String, Integer> varIndex,
                                            List<TileVariable> variables, Tally tally) {
        Json.object(w, n);
        String f = Json.text(w + ".format", Json.required(w, n, "format"));
        PointerFormat format = PointerFormat.byLabel(f);
        if (format == null) {
            throw new InputException(w + ".format", "unknown pointer format '" + Numbers.abbreviate(f)
                    + "' (known: vector, vector2d, vectorList)");
        }
        SortedMap<Integer, Integer> targets = perTile(w + ".targets", Json.required(w, n, "targets"), users, varIndex,
                variables, tally);
        SortedMap<Integer, Integer> base = new TreeMap<>();
        JsonNode b = n.get("base");
        if (format == PointerFormat.VECTOR_LIST) {
            base = perTile(w + ".base", Json.required(w, n, "base"), users, varIndex, variables, tally);
        } else {
            StructurePointer.checkBase(w + ".base", format, b != null && !b.isNull());
        }
        return new StructurePointer(format, targets, base);
    }

    private static SortedMap<Integer, Integer> perTile(String w, JsonNode n, Set<Integer> users, Map<String, Integer> varIndex,
                                                       List<TileVariable> variables, Tally tally) {
        Json.object(w, n);
        tally.targets += n.size();
        TileLimits.check(w, "pointer targets", tally.targets, TileLimits.MAX_POINTER_TARGETS, "tiles.pointerTargets");
        SortedMap<Integer, Integer> out = new TreeMap<>();
        Iterator<Map.Entry<String, JsonNode>> it = n.fields();
        while (it.hasNext()) {
            Map.Entry<String, JsonNode> e = it.next();
            String where = w + "." + e.getKey();
            int tile;
            try {
                tile = Integer.parseInt(e.getKey().trim());
            } catch (NumberFormatException x) {
                throw new InputException(where, "expected a tile number as key, got '" + Numbers.abbreviate(e.getKey()) + "'");
            }
            TileProblem.checkIsUser(where, tile, users);
            String id = Json.text(where, e.getValue());
            Integer v = varIndex.get(id);
            if (v == null) {
                throw new InputException(where, "unknown variable '" + Numbers.abbreviate(id) + "'");
            }
            TileProblem.checkOnTile(where, variables.get(v), tile);
            out.put(tile, v);
        }
        TileProblem.checkEveryUser(w, users, out.keySet());
        return out;
    }

    private static Steps steps(String w, JsonNode n, int steps, Tally tally) {
        if (n == null || n.isNull()) {
            tally.intervals++;
            return Steps.of(0, steps);
        }
        Json.array(w, n);
        TileLimits.checkIntervals(w, n.size());
        tally.intervals += n.size();
        TileLimits.check(w, "live and use intervals", tally.intervals, TileLimits.MAX_INTERVALS, "tiles.intervals");
        List<int[]> out = new ArrayList<>();
        for (int i = 0; i < n.size(); i++) {
            String iw = w + "[" + i + "]";
            JsonNode iv = Json.array(iw, n.get(i));
            if (iv.size() != 2) {
                throw new InputException(iw, "expected [start, end], got " + iv.size() + " numbers");
            }
            long a = Json.whole(iw + "[0]", iv.get(0), 0);
            long b = Json.whole(iw + "[1]", iv.get(1), 0);
            TileProblem.checkInterval(iw, a, b, steps);
            out.add(new int[] {(int) a, (int) b});
        }
        return Steps.of(out);
    }

    private static long optionalWhole(String w, JsonNode n, long min, long fallback) {
        return n == null || n.isNull() ? fallback : Json.whole(w, n, min);
    }

    private static boolean bool(String w, JsonNode n, boolean fallback) {
        if (n == null || n.isNull()) {
            return fallback;
        }
        if (!n.isBoolean()) {
            throw new InputException(w, "expected true or false, got " + Json.kind(n));
        }
        return n.asBoolean();
    }

    public static ObjectNode toJson(TileProblem p) {
        ObjectNode o = Json.MAPPER.createObjectNode();
        o.put("family", "tiles");
        ObjectNode m = o.putObject("machine");
        m.put("tiles", p.tiles());
        m.put("bytesPerTile", p.machine().bytesPerTile());
        m.put("bankBytes", p.machine().bankBytes());
        m.put("exchangeBytesPerCycle", p.machine().exchangeBytesPerCycle());
        o.put("steps", p.steps());
        ArrayNode vs = o.putArray("variables");
        for (TileVariable v : p.variables()) {
            ObjectNode x = vs.addObject();
            x.put("id", v.id());
            x.put("tile", v.tile());
            x.put("size", v.size());
            if (v.alignment() != 1) {
                x.put("alignment", v.alignment());
            }
            x.set("live", intervals(v.live()));
            if (v.banked()) {
                x.put("banked", true);
            }
        }
        if (!p.equalAddress().isEmpty()) {
            ArrayNode es = o.putArray("equalAddress");
            for (int[] set : p.equalAddress()) {
                ArrayNode a = es.addArray();
                for (int v : set) {
                    a.add(p.variable(v).id());
                }
            }
        }
        ArrayNode ss = o.putArray("structures");
        for (ReadOnlyStructure s : p.structures()) {
            ObjectNode x = ss.addObject();
            x.put("id", s.id());
            x.put("kind", s.kind().label());
            x.put("size", s.size());
            if (s.alignment() != 1) {
                x.put("alignment", s.alignment());
            }
            ArrayNode us = x.putArray("users");
            for (int u : s.users()) {
                us.add(u);
            }
            x.set("use", intervals(s.use()));
            if (!s.pointers().isEmpty()) {
                ArrayNode ps = x.putArray("pointers");
                for (StructurePointer ptr : s.pointers()) {
                    ObjectNode pn = ps.addObject();
                    pn.put("format", ptr.format().label());
                    ObjectNode t = pn.putObject("targets");
                    ptr.targets().forEach((tile, v) -> t.put(String.valueOf(tile), p.variable(v).id()));
                    if (!ptr.base().isEmpty()) {
                        ObjectNode bn = pn.putObject("base");
                        ptr.base().forEach((tile, v) -> bn.put(String.valueOf(tile), p.variable(v).id()));
                    }
                }
            }
            ObjectNode xc = x.putObject("exchangeCodeBytes");
            xc.put("send", s.sendCodeBytes());
            xc.put("receive", s.receiveCodeBytes());
            if (!s.shareable()) {
                x.put("shareable", false);
            }
        }
        return o;
    }

    private static ArrayNode intervals(Steps s) {
        ArrayNode a = Json.MAPPER.createArrayNode();
        for (int[] iv : s.toList()) {
            a.addArray().add(iv[0]).add(iv[1]);
        }
        return a;
    }
}
