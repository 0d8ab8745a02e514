package dev.berth.bench;

import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.Styler;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * Bar charts of bench rows: instances along x (in order of first appearance), one series per strategy; a
 * NaN value draws no bar. Save them with {@link BenchFiles#savePng}.
 */
public final class StrategyBars {
    private StrategyBars() {
    }

    public static CategoryChart chart(List<BenchRow> rows, String title, String yTitle,
                                                           ToDoubleFunction<BenchRow> y) {
        BenchFiles.headless();
        List<String> instances = new ArrayList<>(instances(rows));
        int width = Math.min(4000, Math.max(800, 160 + Math.max(1, rows.size()) * 18));
        CategoryChart c = new CategoryChartBuilder().width(width).height(600).title(title)
                .xAxisTitle("instance").yAxisTitle(yTitle).build();
        c.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
        c.getStyler().setLegendLayout(Styler.LegendLayout.Horizontal);
        c.getStyler().setXAxisLabelRotation(instances.size() > 6 || labelsOverlap(instances, width) ? 45 : 0);
        c.getStyler().setOverlapped(false);
        Map<String, Map<String, Double>> byStrategy = new LinkedHashMap<>();
        for (BenchRow r : rows) {
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
        return c;
    }

    /** Seconds on a log axis; times below 0.1 ms are drawn at it, since a log axis has no zero. */
    public static CategoryChart seconds(List<BenchRow> rows, String title, ToDoubleFunction<BenchRow> seconds) {
        double floor = 1e-4;
        CategoryChart c = chart(rows, title, "seconds (log)", r -> Math.max(floor, seconds.applyAsDouble(r)));
        c.getStyler().setYAxisLogarithmic(true);
        c.getStyler().setYAxisMin(floor);
        return c;
    }

    /** A chart of ratios to a lower bound: the y axis starts a little below 1, so that small gaps show. */
    public static CategoryChart ratio(List<BenchRow> rows, String title, String yTitle,
                                                           ToDoubleFunction<BenchRow> ratio) {
        CategoryChart c = chart(rows, title, yTitle, ratio);
        double max = 1;
        for (BenchRow r : rows) {
            double v = ratio.applyAsDouble(r);
            if (!Double.isNaN(v)) {
                max = Math.max(max, v);
            }
        }
        c.getStyler().setYAxisMin(Math.max(0, 1 - (max - 1) * 0.5 - 0.01));
        return c;
    }

    /** Whether the instance names, side by side at about 8 px a character, are wider than the chart. */
    public static boolean labelsOverlap(List<String> labels, int width) {
        return labels.stream().mapToInt(l -> l.length() + 2).sum() * 8 > width;
    }

    private static Set<String> instances(List<BenchRow> rows) {
        Set<String> s = new LinkedHashSet<>();
        rows.forEach(r -> s.add(r.instance()));
        return s;
    }
}
