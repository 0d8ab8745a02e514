package dev.berth.bench.simt;

import dev.berth.bench.BenchFiles;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.Styler;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * The corpus at a glance: per lock kernel, the warp instructions of each way to run it against the original's
 * under {@code its} (geometric mean over the launches where it completed): the next-PC pass's answer, and on a
 * SIMT stack the hand-restructured version and the compiler-only strategy's answer. 1 is per-thread scheduling.
 */
final class CorpusChart {
    private CorpusChart() {
    }

    static Path write(List<CorpusRow> rows, List<IpdomRow> ipdom, String strategy, Path file) throws IOException {
        Map<String, Double> nextpc = means(rows.stream().filter(CorpusRow::waits).toList(), CorpusRow::kernel,
                r -> r.verdict().equals(CorpusRow.COMPLETES) ? r.ratio() : Double.NaN);
        Map<String, Double> hand = means(ipdom, IpdomRow::kernel, IpdomRow::handVsIts);
        Map<String, Double> answer = means(ipdom, IpdomRow::kernel,
                r -> r.answerCompletes() ? (double) r.answerSteps() / r.itsSteps() : Double.NaN);
        List<String> kernels = new ArrayList<>(nextpc.keySet());
        BenchFiles.headless();
        CategoryChart c = new CategoryChartBuilder().width(1400).height(520)
                .title("Warp instructions against per-thread scheduling (its = 1), geometric mean over launches")
                .xAxisTitle("kernel").yAxisTitle("x its").build();
        c.getStyler().setLegendPosition(Styler.LegendPosition.InsideNE);
        c.getStyler().setXAxisLabelRotation(60);
        c.addSeries("nextpc pass (next-PC hardware)", kernels, values(kernels, nextpc));
        c.addSeries("hand-restructured (ipdom)", kernels, values(kernels, hand));
        c.addSeries(strategy + " strategy (ipdom)", kernels, values(kernels, answer));
        return BenchFiles.savePng(c, file);
    }

    private static <R> Map<String, Double> means(List<R> rows, java.util.function.Function<R, String> key,
                                                 ToDoubleFunction<R> ratio) {
        Map<String, List<R>> byKey = new LinkedHashMap<>();
        rows.forEach(r -> byKey.computeIfAbsent(key.apply(r), k -> new ArrayList<>()).add(r));
        Map<String, Double> out = new LinkedHashMap<>();
        byKey.forEach((k, rs) -> {
            double mean = GeoMean.of(rs.stream().mapToDouble(ratio));
            out.put(k, Double.isNaN(mean) ? 0 : mean); // no bar where it never completed
        });
        return out;
    }

    private static List<Double> values(List<String> kernels, Map<String, Double> m) {
        return kernels.stream().map(k -> m.getOrDefault(k, 0.0)).toList();
    }
}
