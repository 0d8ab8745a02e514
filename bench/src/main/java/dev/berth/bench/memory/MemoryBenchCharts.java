package dev.berth.bench.memory;

import dev.berth.bench.BenchFiles;
import dev.berth.bench.StrategyBars;
import org.knowm.xchart.CategoryChart;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * PNG bar charts of a bench, instances along x and one bar per strategy: seconds (log scale; times below
 * {@link #MIN_SECONDS} are drawn at it, since a log axis has no zero) and peak/bound (no bar when the run
 * has no valid layout). Rendered headless.
 */
final class MemoryBenchCharts {
    static final double MIN_SECONDS = 1e-4;

    private MemoryBenchCharts() {
    }

    static Path seconds(Path file, List<MemoryBenchRow> rows) throws IOException {
        CategoryChart c = StrategyBars.chart(rows, "Seconds per instance", "seconds (log)",
                r -> Math.max(MIN_SECONDS, r.seconds()));
        c.getStyler().setYAxisLogarithmic(true);
        c.getStyler().setYAxisMin(MIN_SECONDS); // bars otherwise start at 0, which a log axis refuses
        return BenchFiles.savePng(c, file);
    }

    static Path ratio(Path file, List<MemoryBenchRow> rows) throws IOException {
        return BenchFiles.savePng(StrategyBars.ratio(rows, "Peak / lower bound per instance (no bar: no valid layout)",
                "peak / bound", MemoryBenchRow::ratio), file);
    }
}
