package dev.berth.model.memory;

import dev.berth.model.check.memory.MemoryChecker;
import dev.berth.model.memory.analysis.MemoryInfeasibility;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.io.MemoryCsv;
import dev.berth.model.memory.io.MemoryJson;
import dev.berth.model.InputException;
import dev.berth.model.io.Instances;
import dev.berth.model.memory.testing.BruteForceMemory;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MemoryModelTest {
    @Test
    void miniMallocExampleParsesWithCapacityFromFileName() {
        String csv = "id,lower,upper,size\nb1,0,3,4\nb2,3,9,4\nb3,0,9,4\nb4,9,21,4\nb5,0,21,4\n";
        MemoryProblem p = (MemoryProblem) Instances.parse("input.12.csv", "input.12.csv", csv);
        assertEquals(12, p.capacity());
        assertEquals(5, p.size());
        assertEquals(12, MemoryLowerBound.of(p));
    }

    @Test
    void goldenExampleLayoutIsValidAndBruteForceFindsTwelve() {
        MemoryProblem p = TinyMemoryInstances.miniMallocExample();
        // the layout MiniMalloc's README shows
        long[] layout = {8, 8, 4, 4, 0};
        assertNull(MemoryChecker.firstViolation(p, layout));
        assertEquals(12, BruteForceMemory.optimalPeak(p));
        assertNull(MemoryChecker.firstViolation(p, BruteForceMemory.optimalLayout(p)));
    }

    @Test
    void validatorCatchesCollisionAndCapacity() {
        MemoryProblem p = TinyMemoryInstances.miniMallocExample();
        assertTrue(MemoryChecker.firstViolation(p, new long[] {0, 0, 0, 0, 0}).contains("overlap"));
        assertTrue(MemoryChecker.firstViolation(p, new long[] {8, 8, 4, 4, 9}).contains("capacity"));
    }

    @Test
    void gapsFreeMemoryForOthers() {
        MemoryProblem p = new MemoryProblem("g", List.of(
                Buffer.of("a", 0, 10, 4).withGaps(List.of(new Gap(3, 6))),
                Buffer.of("b", 3, 6, 4)), 4);
        assertNull(MemoryChecker.firstViolation(p, new long[] {0, 0}));
        assertEquals(4, MemoryLowerBound.of(p));
    }

    @Test
    void gapWindowsKeepTheirBytes() {
        MemoryProblem p = new MemoryProblem("w", List.of(
                Buffer.of("a", 0, 10, 4).withGaps(List.of(new Gap(3, 6, new Window(0, 2)))),
                Buffer.of("b", 3, 6, 2)), 4);
        assertNull(MemoryChecker.firstViolation(p, new long[] {0, 2}));
        assertNotNull(MemoryChecker.firstViolation(p, new long[] {0, 1}));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "id,lower,size\nb,0,1\n|missing column 'upper'",
            "id,lower,upper,size\nb,0,x,1\n|t.csv:2: field 'upper' is not a whole number",
            "id,lower,upper,size\nb,0,1,-4\n|field 'size' must be at least 0",
            "id,lower,upper,size\nb,5,1,4\n|lifespan is reversed",
            "id,lower,upper,size\nb,0,1,4\nb,0,1,4\n|duplicate id 'b'",
            "id,lower,upper,size,alignment\nb,0,1,4,0\n|field 'alignment' must be at least 1",
            "id,lower,upper,size,alignment,offset\nb,0,1,4,8,4\n|breaks its alignment 8",
            "id,lower,upper,sise\nb,0,1,4\n|did you mean 'size'",
            "id,lower,upper,size\nb,0,1,99999999999999999999\n|too large",
            "id,lower,upper,size\nb,0,1\n|has 3 fields",
    })
    void badCsvIsRejectedWithLocation(String caseText) {
        String message = rejected("t.csv", caseText);
        assertTrue(message.startsWith("t.csv"), message);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "{\"family\":\"memory\",\"buffers\":[{\"id\":\"a\",\"start\":0,\"end\":1,|invalid JSON",
            "{\"family\":\"memory\",\"buffers\":[{\"id\":\"a\",\"start\":0,\"end\":1,\"size\":\"4\"}]}|buffers[0].size: expected a whole number",
            "{\"family\":\"banana\"}|unknown family 'banana'",
            "{\"family\":\"memory\",\"capacity\":-1,\"buffers\":[]}|field 'capacity'",
            "[1,2]|expected a JSON object",
    })
    void badJsonIsRejectedWithLocation(String caseText) {
        rejected("t.json", caseText);
    }

    /** {@code caseText} is "input|part of the message": read as {@code file}, the input is refused so. The message. */
    private static String rejected(String file, String caseText) {
        String[] parts = caseText.split("\\|");
        InputException e = assertThrows(InputException.class, () -> Instances.parse(file, file, parts[0]));
        assertTrue(e.getMessage().contains(parts[1]), e.getMessage());
        return e.getMessage();
    }

    @Test
    void csvRoundTripKeepsEveryField() {
        MemoryProblem p = new MemoryProblem("x", List.of(
                new Buffer("a", 0, 10, 8, 4, 16L, List.of(new Gap(2, 3), new Gap(5, 7, new Window(0, 4))), 3L),
                Buffer.of("b", 1, 2, 5)), MemoryProblem.UNBOUNDED);
        MemoryProblem q = MemoryCsv.parse("x", MemoryCsv.write(p, null));
        assertEquals(p.buffers(), q.buffers());
        MemoryProblem j = MemoryJson.parse("x", MemoryJson.write(p));
        assertEquals(p.buffers(), j.buffers());
    }

    @Test
    void infeasibilityIsExplained() {
        MemoryProblem p = TinyMemoryInstances.miniMallocExample().withCapacity(11);
        assertTrue(MemoryInfeasibility.reason(p, MemoryInfeasibility.find(p)).contains("12 bytes are live at time 0"));
        assertEquals(new LiveBytes(0, 12), MemoryInfeasibility.find(p));
        MemoryProblem big = new MemoryProblem("big", List.of(Buffer.of("huge", 0, 1, 100)), 50);
        assertEquals(new OversizedBuffer("huge", 100), MemoryInfeasibility.find(big));
    }
}
