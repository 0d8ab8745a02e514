package dev.berth.bench.memory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LargeTraceSweepTest {

    /** One size through the whole path: the answer checked by both checkers, the solution file read back equal. */
    @Test
    void aRowCoversThePathAndItsAnswerIsValid(@TempDir Path dir) throws IOException {
        LargeTraceSweep.Row r = LargeTraceSweep.run(MemoryTraceSpec.defaults(2_000, 3).withSlack(0.5), 3, "greedy", java.util.Map.of("greedy.fit", "first"), dir);
        assertEquals(2_000, r.buffers());
        assertEquals("valid/valid", r.validator(), r.toString());
        assertTrue(r.peak() >= r.bound() && r.ratio() >= 1, r.toString());
        assertTrue(r.stats().contains("fit=first"), "the parameter reached the strategy: " + r.stats());
        assertTrue(r.liveSet() > 0 && r.heapPeak() >= r.heapBase(), r.toString());
        try (var left = Files.list(dir)) {
            assertTrue(left.toList().isEmpty(), "trace and solution files are removed");
        }
        Path png = LargeTraceChart.write(List.of(r), dir.resolve("chart.png"));
        assertTrue(Files.size(png) > 0);
        assertTrue(Double.isNaN(r.weightBound()), "no parameters in the default traces");
    }

    /** {@code --weights}: the row says what the parameters take; the layout is still checked by both. */
    @Test
    void aRowWithParametersReportsTheirShare(@TempDir Path dir) throws IOException {
        LargeTraceSweep.Row r = LargeTraceSweep.run(MemoryTraceSpec.training(2_000, 3).withSlack(0.5), 3, "greedy",
                java.util.Map.of("greedy.fit", "first"), dir);
        assertEquals("valid/valid", r.validator(), r.toString());
        assertEquals(MemoryTraceSpec.DEFAULT_WEIGHT_SHARE, r.weightBound(), 0.01, r.toString());
        assertTrue(r.weightBytes() > 0 && r.weightBytes() < r.weightBound(), r.toString());
        assertTrue(r.weightScale() > 0 && r.weightScale() < 1, r.toString());
    }
}
