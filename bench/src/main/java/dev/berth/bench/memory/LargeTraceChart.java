package dev.berth.bench.memory;

import dev.berth.bench.BenchFiles;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * The growth chart of a {@link LargeTraceSweep}: seconds of each phase against buffers (log-log, so a straight
 * line's slope is the exponent), and the heap high-water mark and live set in MiB.
 */
public final class LargeTraceChart {
    private LargeTraceChart() {
    }

    public static Path write(List<LargeTraceSweep.Row> rows, Path file) throws IOException {
        BenchFiles.headless();
        XYChart time = chart("Seconds per phase, by buffers (log-log)", "seconds");
        time.getStyler().setYAxisLogarithmic(true);
        add(time, rows, "solve (time limit)", LargeTraceSweep.Row::solve);
        add(time, rows, "read instance JSON", LargeTraceSweep.Row::readInstance);
        add(time, rows, "lower bound", LargeTraceSweep.Row::lowerBound);
        add(time, rows, "quick checks", LargeTraceSweep.Row::quickChecks);
        add(time, rows, "checker", LargeTraceSweep.Row::check);
        add(time, rows, "simulator", LargeTraceSweep.Row::simulate);
        add(time, rows, "write solution JSON", LargeTraceSweep.Row::writeSolution);
        XYChart heap = chart("Heap (MiB), by buffers", "MiB");
        heap.getStyler().setYAxisLogarithmic(true);
        add(heap, rows, "heap high-water during the solve", r -> r.heapPeak() / (double) (1 << 20));
        add(heap, rows, "live set after the solve", r -> r.liveSet() / (double) (1 << 20));
        add(heap, rows, "live before (instance)", r -> r.heapBase() / (double) (1 << 20));
        return BenchFiles.savePng(List.of(time, heap), file);
    }

    private static XYChart chart(String title, String yTitle) {
        XYChart c = new XYChartBuilder().width(1000).height(420).title(title).xAxisTitle("buffers")
                .yAxisTitle(yTitle).build();
        c.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        c.getStyler().setXAxisLogarithmic(true);
        return c;
    }

    /** Points of positive value only (a log axis has no zero). */
    private static void add(XYChart c, List<LargeTraceSweep.Row> rows, String name,
                            ToDoubleFunction<LargeTraceSweep.Row> y) {
        List<LargeTraceSweep.Row> kept = rows.stream().filter(r -> y.applyAsDouble(r) > 0).toList();
        if (kept.isEmpty()) {
            return;
        }
        c.addSeries(name, kept.stream().map(r -> (double) r.buffers()).toList(),
                kept.stream().map(r -> y.applyAsDouble(r)).toList()).setMarker(SeriesMarkers.CIRCLE);
    }
}
