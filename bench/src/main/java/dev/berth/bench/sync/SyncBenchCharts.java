package dev.berth.bench.sync;

import dev.berth.bench.BenchFiles;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;

/**
 * PNG scatter plots of a sync bench, one series per strategy, rendered headless: physical resources used
 * against the width (runs with a valid mapping; the line used = width is the optimum), and seconds against
 * sync pairs (log-log; runs that did not error, times below {@link #MIN_SECONDS} drawn at it).
 */
final class SyncBenchCharts {
    static final double MIN_SECONDS = 1e-4;

    private SyncBenchCharts() {
    }

    /** Null (and no file) when no run has a valid mapping. */
    static Path usedVsWidth(Path file, List<SyncBenchRow> rows) throws IOException {
        List<SyncBenchRow> solved = rows.stream().filter(SyncBenchRow::solved).toList();
        if (solved.isEmpty()) {
            return null;
        }
        XYChart c = chart("Physical resources used vs width (on the line: optimal)", "width", "used");
        double lo = Double.MAX_VALUE;
        double hi = 0;
        for (SyncBenchRow r : solved) {
            lo = Math.min(lo, Math.min(r.width(), r.used()));
            hi = Math.max(hi, Math.max(r.width(), r.used()));
        }
        addSeries(c, solved, r -> true, SyncBenchRow::width, SyncBenchRow::used);
        // added last so that each strategy keeps the same colour in both plots
        XYSeries line = c.addSeries("used = width", new double[] {lo, hi}, new double[] {lo, hi});
        line.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        line.setMarker(SeriesMarkers.NONE);
        line.setLineColor(Color.GRAY);
        return BenchFiles.savePng(c, file);
    }

    /** Null (and no file) when every run errored. */
    static Path secondsVsPairs(Path file, List<SyncBenchRow> rows) throws IOException {
        Predicate<SyncBenchRow> timed = r -> r.status() != dev.berth.bench.BenchStatus.ERROR;
        if (rows.stream().noneMatch(timed)) {
            return null;
        }
        XYChart c = chart("Seconds vs sync pairs", "sync pairs (log)", "seconds (log)");
        c.getStyler().setXAxisLogarithmic(true);
        c.getStyler().setYAxisLogarithmic(true);
        c.getStyler().setXAxisLogarithmicDecadeOnly(false); // a bench within one decade of pairs still gets labels
        addSeries(c, rows, timed, SyncBenchRow::pairs, r -> Math.max(MIN_SECONDS, r.seconds()));
        return BenchFiles.savePng(c, file);
    }

    private static XYChart chart(String title, String x, String y) {
        BenchFiles.headless();
        XYChart c = new XYChartBuilder().width(900).height(650).title(title).xAxisTitle(x).yAxisTitle(y).build();
        c.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        c.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
        c.getStyler().setLegendLayout(Styler.LegendLayout.Horizontal);
        c.getStyler().setMarkerSize(8);
        return c;
    }

    private static void addSeries(XYChart c, List<SyncBenchRow> rows, Predicate<SyncBenchRow> keep,
                                  ToDoubleFunction<SyncBenchRow> x, ToDoubleFunction<SyncBenchRow> y) {
        Map<String, List<SyncBenchRow>> by = new LinkedHashMap<>();
        for (SyncBenchRow r : rows) {
            if (keep.test(r)) {
                by.computeIfAbsent(r.strategy(), k -> new ArrayList<>()).add(r);
            }
        }
        by.forEach((strategy, rs) -> c.addSeries(strategy, rs.stream().mapToDouble(x).toArray(),
                rs.stream().mapToDouble(y).toArray()));
    }
}
