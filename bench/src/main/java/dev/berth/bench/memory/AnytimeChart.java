package dev.berth.bench.memory;

import dev.berth.bench.BenchFiles;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.lines.SeriesLines;
import org.knowm.xchart.style.markers.SeriesMarkers;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The anytime profile's plot and table: per trace, the layout's excess over the lower bound (per cent, log
 * scale) against the time limit, quiet solid and loaded dashed; and a markdown table of the ratios.
 */
final class AnytimeChart {
    private AnytimeChart() {
    }

    static Path write(List<AnytimeProfile.Row> rows, Path file) throws IOException {
        BenchFiles.headless();
        Map<String, List<AnytimeProfile.Row>> runs = byRun(rows);
        // a run at the bound under every limit is a line at zero excess: counted in the title, not drawn
        Set<String> atBound = new LinkedHashSet<>();
        runs.forEach((k, v) -> {
            if (v.stream().allMatch(r -> r.ratio() == 1.0)) {
                atBound.add(v.get(0).trace());
            }
        });
        XYChart c = new XYChartBuilder().width(1100).height(520)
                .title("Excess over the bound (solid: quiet, dashed: loaded; " + atBound.size()
                        + " traces always at the bound)")
                .xAxisTitle("time limit (s)").yAxisTitle("peak / bound - 1 (%)").build();
        c.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        c.getStyler().setXAxisLogarithmic(true);
        c.getStyler().setYAxisLogarithmic(true);
        List<String> traces = new ArrayList<>();
        for (Map.Entry<String, List<AnytimeProfile.Row>> e : runs.entrySet()) {
            String trace = e.getValue().get(0).trace();
            // a log axis has no zero: a layout at the bound is drawn at 0.001 %
            List<AnytimeProfile.Row> kept = e.getValue().stream().filter(r -> r.ratio() > 0).toList();
            if (kept.isEmpty() || atBound.contains(trace)) {
                continue;
            }
            if (!traces.contains(trace)) {
                traces.add(trace);
            }
            XYSeries s = c.addSeries(e.getKey(), kept.stream().map(AnytimeProfile.Row::limit).toList(),
                    kept.stream().map(r -> Math.max(1e-3, (r.ratio() - 1) * 100)).toList());
            s.setMarker(SeriesMarkers.CIRCLE);
            s.setLineColor(PALETTE[traces.indexOf(trace) % PALETTE.length]);
            s.setMarkerColor(PALETTE[traces.indexOf(trace) % PALETTE.length]);
            if (e.getKey().endsWith("loaded")) {
                s.setLineStyle(SeriesLines.DASH_DASH);
            }
        }
        return BenchFiles.savePng(c, file);
    }

    /** One colour per trace, its quiet and loaded lines alike. */
    private static final java.awt.Color[] PALETTE = {new java.awt.Color(31, 119, 180), new java.awt.Color(255, 127, 14),
            new java.awt.Color(44, 160, 44), new java.awt.Color(214, 39, 40), new java.awt.Color(148, 103, 189),
            new java.awt.Color(140, 86, 75), new java.awt.Color(227, 119, 194), new java.awt.Color(127, 127, 127)};

    /** Rows by trace and mode, in the order first seen. */
    private static Map<String, List<AnytimeProfile.Row>> byRun(List<AnytimeProfile.Row> rows) {
        Map<String, List<AnytimeProfile.Row>> out = new LinkedHashMap<>();
        for (AnytimeProfile.Row r : rows) {
            out.computeIfAbsent(r.trace() + " " + r.mode(), k -> new ArrayList<>()).add(r);
        }
        return out;
    }

    /** Per trace and mode, the ratio at each limit ("-" where nothing valid came back). */
    static String markdown(List<AnytimeProfile.Row> rows, double[] limits) {
        StringBuilder sb = new StringBuilder("| trace | buffers | machine |");
        for (double l : limits) {
            sb.append(' ').append(AnytimeProfile.fmt(l)).append(" s |");
        }
        sb.append("\n|---|---:|---|").append("---:|".repeat(limits.length)).append('\n');
        Set<String> traces = new LinkedHashSet<>();
        rows.forEach(r -> traces.add(r.trace()));
        for (String t : traces) {
            for (String mode : List.of("quiet", "loaded")) {
                List<AnytimeProfile.Row> run = rows.stream().filter(r -> r.trace().equals(t) && r.mode().equals(mode))
                        .toList();
                if (run.isEmpty()) {
                    continue;
                }
                sb.append("| ").append(t).append(" | ").append(run.get(0).buffers()).append(" | ").append(mode).append(" |");
                for (double l : limits) {
                    AnytimeProfile.Row r = run.stream().filter(x -> x.limit() == l).findFirst().orElse(null);
                    sb.append(' ').append(r == null ? "" : r.ratio() > 0
                            ? String.format(Locale.ROOT, "%.4f", r.ratio()) : "-").append(" |");
                }
                sb.append('\n');
            }
        }
        return sb.toString();
    }
}
