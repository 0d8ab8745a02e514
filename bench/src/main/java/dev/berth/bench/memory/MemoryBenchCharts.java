package dev.berth.bench.memory;

import dev.berth.bench.BenchFiles;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.Styler;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;

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
        CategoryChart c = chart(rows, "Seconds per instance", "seconds (log)");
        c.getStyler().setYAxisLogarithmic(true);
        c.getStyler().setYAxisMin(MIN_SECONDS); // bars otherwise start at 0, which a log axis refuses
        addSeries(c, rows, r -> Math.max(MIN_SECONDS, r.seconds()));
        return BenchFiles.savePng(c, file);
    }

    static Path ratio(Path file, List<MemoryBenchRow> rows) throws IOException {
        CategoryChart c = chart(rows, "Peak / lower bound per instance (no bar: no valid layout)", "peak / bound");
        addSeries(c, rows, MemoryBenchRow::ratio);
        double max = 1;
        for (MemoryBenchRow r : rows) {
            if (!Double.isNaN(r.ratio())) {
                max = Math.max(max, r.ratio());
            }
        }
        c.getStyler().setYAxisMin(Math.max(0, 1 - (max - 1) * 0.5 - 0.01));
        return BenchFiles.savePng(c, file);
    }

    private static CategoryChart chart(List<MemoryBenchRow> rows, String title, String yTitle) {
        BenchFiles.headless();
        int bars = Math.max(1, rows.size());
        int width = Math.min(4000, Math.max(800, 160 + bars * 18));
        CategoryChart c = new CategoryChartBuilder().width(width).height(600).title(title)
                .xAxisTitle("instance").yAxisTitle(yTitle).build();
        c.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
        c.getStyler().setLegendLayout(Styler.LegendLayout.Horizontal);
        c.getStyler().setXAxisLabelRotation(instances(rows).size() > 6 ? 45 : 0);
        c.getStyler().setOverlapped(false);
        return c;
    }

    private static void addSeries(CategoryChart c, List<MemoryBenchRow> rows, ToDoubleFunction<MemoryBenchRow> y) {
        List<String> instances = new ArrayList<>(instances(rows));
        Map<String, Map<String, Double>> byStrategy = new java.util.LinkedHashMap<>();
        for (MemoryBenchRow r : rows) {
            double v = y.applyAsDouble(r);
            byStrategy.computeIfAbsent(r.strategy(), k -> new HashMap<>()).put(r.instance(), Double.isNaN(v) ? null : v);
        }
        byStrategy.forEach((strategy, values) -> {
            List<Double> ys = new ArrayList<>(instances.size());
            for (String i : instances) {
                ys.add(values.get(i));
            }
            c.addSeries(strategy, instances, ys);
        });
    }

    private static Set<String> instances(List<MemoryBenchRow> rows) {
        Set<String> s = new LinkedHashSet<>();
        rows.forEach(r -> s.add(r.instance()));
        return s;
    }
}
