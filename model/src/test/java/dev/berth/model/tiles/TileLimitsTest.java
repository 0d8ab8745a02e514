package dev.berth.model.tiles;

import dev.berth.model.Budget;
import dev.berth.model.CurrentBudget;
import dev.berth.model.InputException;
import dev.berth.model.OutOfTime;
import dev.berth.model.TooLarge;
import dev.berth.model.io.Json;
import dev.berth.model.tiles.io.TileJson;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each tiles limit refuses what passes it, naming the field and the limit, whether the instance is read or
 * built; what meets a limit is read.
 */
class TileLimitsTest {
    private static final Machine TWO = new Machine(2, 1 << 20, 1 << 20, 4);

    private static TileProblem read(String json) {
        return TileJson.parse("b.json", Json.parse("b.json", json));
    }

    private static String instance(String machine, long steps, String variables, String rest) {
        return "{\"machine\": " + machine + ", \"steps\": " + steps + ", \"variables\": [" + variables + "]" + rest + "}";
    }

    private static String variables(int n, String fields) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n; i++) {
            b.append(i == 0 ? "" : ", ").append("{\"id\": \"v").append(i).append("\", \"size\": 8, ").append(fields)
                    .append('}');
        }
        return b.toString();
    }

    private static void refused(String limit, String field, Supplier<?> build) {
        InputException e = assertThrows(InputException.class, build::get);
        TooLarge t = assertInstanceOf(TooLarge.class, e, e.getMessage());
        assertEquals(limit, t.limit());
        assertTrue(e.getMessage().contains("(limit " + limit + ")"), e.getMessage());
        assertTrue(e.getMessage().startsWith(field + ": "), field + " does not start: " + e.getMessage());
    }

    @Test
    void theMachineAndTheStepsAreRefusedPastTheirLimits() {
        refused("tiles.tiles", "b.json: machine.tiles", () -> read(instance("{\"tiles\": 8193, \"bytesPerTile\": 64}",
                4, "", "")));
        refused("tiles.steps", "b.json: steps", () -> read(instance("{\"tiles\": 1, \"bytesPerTile\": 64}",
                TileLimits.MAX_STEPS + 1L, "", "")));
        refused("tiles.bytes", "b.json: machine.bytesPerTile", () -> read(instance("{\"tiles\": 1, \"bytesPerTile\": "
                + (TileLimits.MAX_BYTES + 1) + "}", 4, "", "")));
        TileProblem atLimits = read(instance("{\"tiles\": 8192, \"bytesPerTile\": " + TileLimits.MAX_BYTES + "}",
                TileLimits.MAX_STEPS, "", ""));
        assertEquals(TileLimits.MAX_TILES, atLimits.tiles());
        assertEquals(TileLimits.MAX_STEPS, atLimits.steps());
    }

    @Test
    void aSizeOrAnAlignmentPastATebibyteIsRefused() {
        String m = "{\"tiles\": 1, \"bytesPerTile\": 64}";
        refused("tiles.bytes", "b.json: variables[0].size", () -> read(instance(m, 4,
                "{\"id\": \"a\", \"tile\": 0, \"size\": " + (TileLimits.MAX_BYTES + 1) + "}", "")));
        refused("tiles.bytes", "b.json: variables[0].alignment", () -> read(instance(m, 4,
                "{\"id\": \"a\", \"tile\": 0, \"size\": 1, \"alignment\": " + (TileLimits.MAX_BYTES + 1) + "}", "")));
        refused("tiles.bytes", "p: variables[0].size", () -> new TileProblem("p", TWO, 4,
                List.of(new TileVariable("a", 0, TileLimits.MAX_BYTES + 1, 1, Steps.of(0, 4), false)), List.of(),
                List.of()));
    }

    @Test
    void aTileHoldsAtMostTheBlockLimitCountingTheStructuresItUses() {
        String m = "{\"tiles\": 2, \"bytesPerTile\": 1099511627776}";
        refused("tiles.blocksPerTile", "b.json: variables[4096].tile",
                () -> read(instance(m, 4, variables(4097, "\"tile\": 0"), "")));
        String full = variables(4096, "\"tile\": 0");
        assertEquals(4096, read(instance(m, 4, full, "")).variablesOf(0).length);
        refused("tiles.blocksPerTile", "b.json: structures[0].users[0]", () -> read(instance(m, 4, full,
                ", \"structures\": [{\"id\": \"s\", \"size\": 8, \"users\": [0, 1]}]")));
        assertEquals(1, read(instance(m, 4, full, ", \"structures\": [{\"id\": \"s\", \"size\": 8, \"users\": [1]}]"))
                .structureCount());
    }

    @Test
    void intervalsPointersAndStructuresAreCountedBeforeTheyAreRead() {
        String m = "{\"tiles\": 2, \"bytesPerTile\": 1024}";
        StringBuilder live = new StringBuilder();
        for (int i = 0; i <= TileLimits.MAX_INTERVALS_PER_BLOCK; i++) {
            live.append(i == 0 ? "" : ", ").append("[").append(2 * i).append(", ").append(2 * i + 1).append("]");
        }
        refused("tiles.intervalsPerBlock", "b.json: variables[0].live", () -> read(instance(m, 100,
                "{\"id\": \"a\", \"tile\": 0, \"size\": 8, \"live\": [" + live + "]}", "")));
        String sixteen = live.substring(0, live.lastIndexOf(", ["));
        assertEquals(16, read(instance(m, 100, "{\"id\": \"a\", \"tile\": 0, \"size\": 8, \"live\": [" + sixteen
                + "]}", "")).variable(0).live().intervals());
        String pointer = "{\"format\": \"vector\", \"targets\": {\"0\": \"a\"}}";
        String pointers = String.join(", ", Collections.nCopies(TileLimits.MAX_POINTERS_PER_STRUCTURE + 1, pointer));
        refused("tiles.pointersPerStructure", "b.json: structures[0].pointers", () -> read(instance(m, 4,
                "{\"id\": \"a\", \"tile\": 0, \"size\": 8}", ", \"structures\": [{\"id\": \"s\", \"size\": 8, \"users\":"
                        + " [0], \"pointers\": [" + pointers + "]}]")));
        String structures = String.join(", ", Collections.nCopies(TileLimits.MAX_STRUCTURES + 1, "{}"));
        refused("tiles.structures", "b.json: structures", () -> read(instance(m, 4, "",
                ", \"structures\": [" + structures + "]")));
        String variables = String.join(", ", Collections.nCopies(TileLimits.MAX_VARIABLES + 1, "0"));
        refused("tiles.variables", "b.json: variables", () -> read(instance(m, 4, variables, "")));
    }

    @Test
    void setMembersAreCountedBeforeAnySetIsBuilt() {
        String members = String.join(", ", Collections.nCopies(TileLimits.MAX_SET_MEMBERS + 1, "0"));
        refused("tiles.setMembers", "b.json: equalAddress", () -> read(instance("{\"tiles\": 1, \"bytesPerTile\": 64}",
                4, "", ", \"equalAddress\": [[" + members + "]]")));
        refused("tiles.setMembers", "p: equalAddress", () -> new TileProblem("p", TWO, 4,
                List.of(new TileVariable("a", 0, 8, 1, Steps.of(0, 4), false)),
                List.of(new int[TileLimits.MAX_SET_MEMBERS + 1]), List.of()));
    }

    @Test
    void totalsOverTheWholeProgramAreRefusedWhenBuilt() {
        Machine chip = new Machine(8192, 1 << 20, 1 << 20, 4);
        Steps sixteen = Steps.of(sixteenIntervals());
        List<TileVariable> vs = new ArrayList<>();
        for (int i = 0; i <= TileLimits.MAX_INTERVALS / 16; i++) {
            vs.add(new TileVariable("v" + i, i % 8192, 8, 1, sixteen, false));
        }
        refused("tiles.intervals", "p: variables", () -> new TileProblem("p", chip, 64, vs, List.of(), List.of()));

        int[] all = new int[8192];
        for (int t = 0; t < all.length; t++) {
            all[t] = t;
        }
        List<ReadOnlyStructure> wide = new ArrayList<>();
        for (int s = 0; s <= TileLimits.MAX_STRUCTURE_USERS / 8192; s++) {
            wide.add(structure("s" + s, all, Steps.of(0, 64), List.of()));
        }
        refused("tiles.structureUsers", "p: structures", () -> new TileProblem("p", chip, 64, List.of(), List.of(),
                wide));

        List<ReadOnlyStructure> often = new ArrayList<>();
        for (int s = 0; s < 16; s++) {
            often.add(structure("s" + s, all, sixteen, List.of()));
        }
        refused("tiles.deliveries", "p: structures", () -> new TileProblem("p", chip, 64, List.of(), List.of(), often));

        List<TileVariable> one = new ArrayList<>();
        SortedMap<Integer, Integer> targets = new TreeMap<>();
        for (int t = 0; t < 8192; t++) {
            one.add(new TileVariable("v" + t, t, 8, 1, Steps.of(0, 64), false));
            targets.put(t, t);
        }
        StructurePointer everywhere = new StructurePointer(PointerFormat.VECTOR, targets, new TreeMap<>());
        List<ReadOnlyStructure> pointed = new ArrayList<>();
        for (int s = 0; s < 62; s++) {
            pointed.add(structure("s" + s, all, Steps.of(0, 64), List.of(everywhere, everywhere)));
        }
        refused("tiles.pointerTargets", "p: structures", () -> new TileProblem("p", chip, 64, one, List.of(), pointed));
    }

    private static List<int[]> sixteenIntervals() {
        List<int[]> out = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            out.add(new int[] {4 * i, 4 * i + 1});
        }
        return out;
    }

    private static ReadOnlyStructure structure(String id, int[] users, Steps use, List<StructurePointer> pointers) {
        return new ReadOnlyStructure(id, StructureKind.VERTEX_STATE, 8, 1, users, use, pointers, 0, 0, true);
    }

    @Test
    void readingStopsWhenTheBudgetIsCancelled() {
        Budget cancelled = Budget.unlimited();
        cancelled.cancel();
        String json = instance("{\"tiles\": 2, \"bytesPerTile\": 1024}", 4, variables(10, "\"tile\": 0"), "");
        OutOfTime e = assertThrows(OutOfTime.class, () -> CurrentBudget.during(cancelled, () -> read(json)));
        assertEquals("cancelled while reading the variables", e.getMessage());
        assertEquals(10, read(json).variableCount());
    }

    @Test
    void sumsSaturateInsteadOfOverflowing() {
        assertEquals(Long.MAX_VALUE, TileLimits.plus(Long.MAX_VALUE - 1, 5));
        assertEquals(7, TileLimits.plus(3, 4));
    }
}
