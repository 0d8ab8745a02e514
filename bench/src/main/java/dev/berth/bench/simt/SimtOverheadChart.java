package dev.berth.bench.simt;

import dev.berth.bench.BenchFiles;
import dev.berth.bench.BenchRow;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a simt bench looks like at a glance: per kernel, the answer's warp instructions against the original's
 * under {@code its}, as the launch grows (overhead in %, one line per kernel), and the SIMD efficiency of both.
 * Rows without both figures (an answer that did not complete) are left out of the lines.
 */
public final class SimtOverheadChart {
    private SimtOverheadChart() {
    }

    /** Writes {@code overhead.png} into {@code dir}; returns the file. */
    public static Path write(List<BenchRow> rows, Path dir) throws IOException {
        Map<String, List<double[]>> overhead = new LinkedHashMap<>();
        Map<String, List<double[]>> simd = new LinkedHashMap<>();
        for (BenchRow r : rows) {
            Object warps = r.facts().get("warps");
            Double o = percent(r.extras().get("overhead vs its"));
            Double s = percent(r.extras().get("SIMD"));
            Double its = percent(r.facts().get("its SIMD"));
            if (!(warps instanceof Number w) || o == null) {
                continue;
            }
            String kernel = String.valueOf(r.facts().get("kernel"));
            overhead.computeIfAbsent(kernel, k -> new ArrayList<>()).add(new double[] {w.doubleValue(), o});
            if (s != null && its != null) {
                simd.computeIfAbsent(kernel, k -> new ArrayList<>()).add(new double[] {w.doubleValue(), s - its});
            }
        }
        BenchFiles.headless();
        XYChart a = chart("Warp instructions against its (%), by warps", "overhead vs its (%)");
        overhead.forEach((k, points) -> add(a, k, points));
        XYChart b = chart("SIMD efficiency of the answer minus its (percentage points), by warps", "SIMD gain (points)");
        simd.forEach((k, points) -> add(b, k, points));
        return BenchFiles.savePng(List.of(a, b), dir.resolve("overhead.png"));
    }

    private static XYChart chart(String title, String yTitle) {
        XYChart c = new XYChartBuilder().width(1000).height(420).title(title).xAxisTitle("warps")
                .yAxisTitle(yTitle).build();
        c.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        c.getStyler().setXAxisLogarithmic(true);
        return c;
    }

    private static void add(XYChart c, String name, List<double[]> points) {
        points.sort((x, y) -> Double.compare(x[0], y[0]));
        c.addSeries(name, points.stream().map(p -> p[0]).toList(), points.stream().map(p -> p[1]).toList())
                .setMarker(SeriesMarkers.CIRCLE);
    }

    /** "+53.8%" or "52.5%" as 53.8 / 52.5; null for anything else. */
    private static Double percent(Object cell) {
        if (cell == null) {
            return null;
        }
        String s = cell.toString().trim();
        if (!s.endsWith("%")) {
            return null;
        }
        try {
            return Double.parseDouble(s.substring(0, s.length() - 1));
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
