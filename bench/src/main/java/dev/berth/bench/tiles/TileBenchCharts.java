package dev.berth.bench.tiles;

import dev.berth.bench.BenchFiles;
import dev.berth.bench.StrategyBars;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.Styler;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * PNG charts of the tiles bench, rendered headless: max peak / bound per instance and strategy; and for a
 * sharing study one image of two panels over the instances, the memory sharing saved (largest tile peak
 * and total, in percent of the replicated run) above the exchange cycles it costs.
 */
final class TileBenchCharts {
    /** Not one of the memory panel's colours: the lower panel measures something else. */
    private static final Color CYCLES = new Color(0x4C, 0x9A, 0x6A);

    private TileBenchCharts() {
    }

    static Path peakRatio(Path file, List<TileBenchRow> rows) throws IOException {
        return BenchFiles.savePng(StrategyBars.ratio(rows, "Max peak / lower bound per instance (no bar: no valid layout)",
                "max peak / bound", TileBenchRow::ratio), file);
    }

    static Path sharing(Path file, List<TileSharingRow> rows) throws IOException {
        List<String> instances = rows.stream().map(TileSharingRow::instance).toList();
        List<Double> peak = new ArrayList<>();
        List<Double> total = new ArrayList<>();
        List<Double> cycles = new ArrayList<>();
        for (TileSharingRow r : rows) {
            peak.add(orNull(r.maxPeakSavedPercent()));
            total.add(orNull(r.totalSavedPercent()));
            cycles.add(r.exchangeCycles() < 0 ? null : (double) r.exchangeCycles());
        }
        String strategy = rows.isEmpty() ? "" : " (" + rows.get(0).shared().strategy() + ")";
        CategoryChart saved = chart(instances, "Memory saved by sharing vs replicating everything" + strategy,
                "% saved (of the replicated run)");
        saved.addSeries("largest tile peak", instances, peak);
        saved.addSeries("total memory", instances, total);
        CategoryChart cost = chart(instances, "Exchange cycles the sharing costs" + strategy, "cycles");
        cost.addSeries("exchange cycles", instances, cycles).setFillColor(CYCLES);
        return BenchFiles.savePng(List.of(saved, cost), file);
    }

    private static CategoryChart chart(List<String> instances, String title, String yTitle) {
        BenchFiles.headless();
        int width = Math.min(4000, Math.max(900, 160 + instances.size() * 40));
        CategoryChart c = new CategoryChartBuilder().width(width).height(450).title(title).xAxisTitle("instance")
                .yAxisTitle(yTitle).build();
        c.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
        c.getStyler().setLegendLayout(Styler.LegendLayout.Horizontal);
        c.getStyler().setXAxisLabelRotation(StrategyBars.labelsOverlap(instances, width) ? 30 : 0);
        c.getStyler().setOverlapped(false);
        return c;
    }

    private static Double orNull(double x) {
        return Double.isNaN(x) ? null : x;
    }
}
