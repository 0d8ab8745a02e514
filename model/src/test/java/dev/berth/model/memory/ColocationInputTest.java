package dev.berth.model.memory;

import dev.berth.model.families.MemoryFamily;

import dev.berth.model.InputException;
import dev.berth.model.io.Json;
import dev.berth.model.memory.io.MemoryCsv;
import dev.berth.model.memory.io.MemoryJson;
import dev.berth.model.memory.testing.ColocatedInstances;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The colocate field in both formats, and the rules the records hold themselves to. */
class ColocationInputTest {
    private static final MemoryProblem CHAIN = ColocatedInstances.inPlaceChain().withCapacity(64);

    @Test
    void jsonRoundTripKeepsTheGroups() {
        MemoryProblem back = MemoryJson.parse("x.json", Json.parse("x.json", MemoryJson.write(CHAIN).toString()));
        assertEquals(CHAIN.buffers(), back.buffers());
        assertEquals("act", back.buffer(0).colocate());
        assertNull(back.buffer(3).colocate());
        assertTrue(MemoryJson.write(CHAIN).toString().contains("\"colocate\":\"act\""));
    }

    @Test
    void csvRoundTripKeepsTheGroupsAndAnEmptyCellIsNone() {
        String csv = MemoryCsv.write(CHAIN, null);
        assertTrue(csv.startsWith("id,lower,upper,size,colocate\n"), csv);
        assertTrue(csv.contains("\nw,1,7,6,\n"), csv);
        assertEquals(CHAIN.buffers(), MemoryCsv.parse("x.csv", csv).buffers());
        String solution = MemoryCsv.write(CHAIN, new long[] {0, 0, 0, 8});
        assertTrue(solution.contains("\nz,5,8,4,act,0\n"), solution);
        assertEquals(8L, MemoryCsv.offsets("s.csv", solution).get("w"));
    }

    @Test
    void aGroupNameMustSurviveBothFormats() {
        InputException empty = assertThrows(InputException.class, () -> MemoryJson.parse("x.json", Json.parse("x.json",
                "{\"buffers\": [{\"id\": \"a\", \"start\": 0, \"end\": 1, \"size\": 1, \"colocate\": \" \"}]}")));
        assertEquals("x.json: buffers[0]: buffer a: field 'colocate' is empty", empty.getMessage());
        InputException comma = assertThrows(InputException.class, () -> MemoryJson.parse("x.json", Json.parse("x.json",
                "{\"buffers\": [{\"id\": \"a\", \"start\": 0, \"end\": 1, \"size\": 1, \"colocate\": \"g,1\"}]}")));
        assertTrue(comma.getMessage().contains("field 'colocate'") && comma.getMessage().contains("comma"), comma.getMessage());
    }

    @Test
    void buffersCheckThemselvesWithTheParsersMessages() {
        assertEquals("buffer a: lifespan is reversed (lower 3 > upper 1)",
                assertThrows(MemoryProblem.InputFault.class, () -> Buffer.of("a", 3, 1, 4)).getMessage());
        assertEquals("buffer a: field 'size' must be at least 0, got -1",
                assertThrows(MemoryProblem.InputFault.class, () -> Buffer.of("a", 0, 1, -1)).getMessage());
        assertEquals("buffer a: field 'alignment' must be at least 1, got 0",
                assertThrows(MemoryProblem.InputFault.class, () -> Buffer.of("a", 0, 1, 4).withAlignment(0)).getMessage());
        assertEquals("buffer a: fixed offset 2 breaks its alignment 4",
                assertThrows(MemoryProblem.InputFault.class, () -> Buffer.of("a", 0, 1, 4).withAlignment(4).withFixedOffset(2L)).getMessage());
        assertEquals("buffer a: gap 0-5 lies outside its lifespan [0, 3)",
                assertThrows(MemoryProblem.InputFault.class, () -> Buffer.of("a", 0, 3, 4).withGaps(List.of(new Gap(0, 5)))).getMessage());
        assertEquals("buffer a: gap window 0:5 is not inside [0, 4]", assertThrows(MemoryProblem.InputFault.class,
                () -> Buffer.of("a", 0, 3, 4).withGaps(List.of(new Gap(1, 2, new Window(0, 5))))).getMessage());
        assertEquals("field 'id' is empty", assertThrows(MemoryProblem.InputFault.class, () -> Buffer.of(" ", 0, 1, 1)).getMessage());
    }

    @Test
    void theParsersPutTheLocationInFrontOfTheRecordsMessages() {
        InputException reversed = assertThrows(InputException.class,
                () -> MemoryCsv.parse("a.csv", "id,lower,upper,size\nx,5,2,4\n"));
        assertEquals("a.csv:2: buffer x: lifespan is reversed (lower 5 > upper 2)", reversed.getMessage());
        InputException twice = assertThrows(InputException.class,
                () -> MemoryCsv.parse("a.csv", "id,lower,upper,size\nx,0,2,4\ny,0,1,1\nx,1,2,4\n"));
        assertEquals("a.csv:4: duplicate id 'x' (first at a.csv:2)", twice.getMessage());
    }

    @Test
    void instancesCheckThemselves() {
        MemoryProblem.InputFault twice = assertThrows(MemoryProblem.InputFault.class, () -> new MemoryProblem("p",
                List.of(Buffer.of("x", 0, 1, 1), Buffer.of("x", 0, 1, 1)), MemoryProblem.UNBOUNDED));
        assertEquals("duplicate id 'x' (buffers 0 and 1)", twice.getMessage());
        assertEquals(1, twice.buffer());
        assertEquals(0, twice.earlier());
        assertThrows(MemoryProblem.InputFault.class, () -> new MemoryProblem("p", List.of(Buffer.of("x", 0, 1, 1)), 0));
    }

    @Test
    void pinsThatDisagreeAreAnInstanceWithoutLayoutNotBadInput() {
        MemoryProblem p = new MemoryProblem("p", List.of(Buffer.of("a", 0, 2, 4).withFixedOffset(0L).withColocate("g"),
                Buffer.of("b", 1, 3, 4).withFixedOffset(8L).withColocate("g")), MemoryProblem.UNBOUNDED);
        assertEquals(new ColocationConflict("a", "b"), MemoryFamily.INSTANCE.quickInfeasibility(p));
        assertNull(MemoryFamily.INSTANCE.checker().infeasibilityViolation(p, new ColocationConflict("a", "b")));
        MemoryProblem agreeing = new MemoryProblem("p", List.of(p.buffer(0), p.buffer(1).withFixedOffset(0L)), 64);
        assertNull(MemoryFamily.INSTANCE.quickInfeasibility(agreeing));
        assertTrue(MemoryFamily.INSTANCE.checker().infeasibilityViolation(agreeing, new ColocationConflict("a", "b")) != null);
    }
}
