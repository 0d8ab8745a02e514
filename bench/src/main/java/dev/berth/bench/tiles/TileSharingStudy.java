package dev.berth.bench.tiles;

import dev.berth.bench.Bench;
import dev.berth.bench.BenchFiles;
import dev.berth.bench.BenchKit;
import dev.berth.bench.BenchReport;
import dev.berth.bench.BenchRow;
import dev.berth.bench.BenchRun;
import dev.berth.bench.ResultTable;
import dev.berth.bench.StrategyBars;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;
import dev.berth.model.params.Param;
import dev.berth.model.params.ParamKeys;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.Styler;

import java.awt.Color;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What sharing buys: one strategy on every instance as configured and replicating everything (every
 * {@code share} parameter of the strategy and its parts set to {@code none}), both checked as every bench run
 * is (checker, simulator, cross-check), one line per instance, INVALID and ERROR runs flagged, and into the
 * output directory {@code sharing.csv}, {@code sharing.md} and {@code sharing.png} (the % of the largest tile
 * and of total memory saved per instance, above the exchange cycles the sharing costs).
 */
public final class TileSharingStudy {
    public static final String SHARE = "share";
    public static final String NONE = "none";
    static final List<String> COLUMNS = List.of("instance", "strategy", "status_shared", "status_replicated",
            "max_peak_shared", "max_peak_replicated", "max_peak_saved", "max_peak_saved_pct", "total_shared",
            "total_replicated", "total_saved", "total_saved_pct", "exchange_cycles", "shared", "structures",
            "seconds_shared", "seconds_replicated");
    private static final Color CYCLES = new Color(0x4C, 0x9A, 0x6A);

    private final BenchKit<TileProblem, TileLayout> kit;
    private final Strategy<TileProblem, TileLayout> strategy;
    private final SolveOptions options;

    public TileSharingStudy(BenchKit<TileProblem, TileLayout> kit, Strategy<TileProblem, TileLayout> strategy,
                            SolveOptions options) {
        this.kit = kit;
        this.strategy = strategy;
        this.options = options;
    }

    /** The options of the replicated run: every {@code share} key of the run set to {@code none}. */
    public SolveOptions replicated() {
        SolveOptions o = options;
        for (Map.Entry<String, Param<?>> e : ParamKeys.declared(List.of(strategy), kit.family().params()).entrySet()) {
            if (e.getValue().name().equals(SHARE)) {
                o = o.withParam(e.getKey(), NONE);
            }
        }
        return o;
    }

    /** The label of the replicated run's rows. */
    public static String replicatedLabel(String strategy) {
        return strategy + " " + SHARE + "=" + NONE;
    }

    public List<TileSharingRow> run(List<TileProblem> instances, Path dir, PrintStream out, boolean progress) {
        List<BenchRun<TileProblem, TileLayout>> runs = List.of(new BenchRun<>(strategy, options, strategy.label()),
                new BenchRun<>(strategy, replicated(), replicatedLabel(strategy.label())));
        BenchReport checked = new Bench<>(kit, instances, runs, options).named("sharing-runs", "strategy")
                .withoutProofChecks().withProgress(progress).printingTo(new PrintStream(OutputStream.nullOutputStream()))
                .run();
        List<TileSharingRow> rows = new ArrayList<>();
        for (int i = 0; i + 1 < checked.rows().size(); i += 2) {
            rows.add(new TileSharingRow(checked.rows().get(i).instance(), checked.rows().get(i), checked.rows().get(i + 1)));
        }
        table(rows).print(out);
        BenchRow.flag(out, checked.rows());
        if (dir != null) {
            try {
                Files.createDirectories(dir);
                for (Path f : List.of(csv(dir.resolve("sharing.csv"), rows), markdown(dir.resolve("sharing.md"), rows),
                        chart(dir.resolve("sharing.png"), rows))) {
                    out.println("wrote " + f);
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write the sharing study into " + dir + ": " + e.getMessage(), e);
            }
        }
        out.flush();
        return rows;
    }

    /** One line per instance: both runs' statuses, peaks and totals, what sharing saved and cost. */
    static ResultTable table(List<TileSharingRow> rows) {
        ResultTable t = new ResultTable("instance", "strategy", "status", "max peak", "max peak replicated",
                "max peak saved", "max peak saved %", "total", "total replicated", "total saved", "total saved %",
                "exchange cycles", "shared", "structures");
        for (TileSharingRow r : rows) {
            t.add(r.instance(), r.shared().strategy(), r.shared().status() + "/" + r.replicated().status(),
                    dash(r.maxPeak(true)), dash(r.maxPeak(false)), r.comparable() ? r.maxPeakSaved() : "-",
                    percent(r.maxPeakSavedPercent()), dash(r.total(true)), dash(r.total(false)),
                    r.comparable() ? r.totalSaved() : "-", percent(r.totalSavedPercent()), dash(r.exchangeCycles()),
                    r.shared().extras().getOrDefault("shared", "-"), r.shared().facts().get("structures"));
        }
        return t;
    }

    private static Path csv(Path file, List<TileSharingRow> rows) throws IOException {
        StringBuilder sb = new StringBuilder(String.join(",", COLUMNS)).append('\n');
        for (TileSharingRow r : rows) {
            BenchFiles.csvLine(sb, r.instance(), r.shared().strategy(), r.shared().status().name(),
                    r.replicated().status().name(), blank(r.maxPeak(true)), blank(r.maxPeak(false)),
                    r.comparable() ? Long.toString(r.maxPeakSaved()) : "", decimal(r.maxPeakSavedPercent()),
                    blank(r.total(true)), blank(r.total(false)), r.comparable() ? Long.toString(r.totalSaved()) : "",
                    decimal(r.totalSavedPercent()), blank(r.exchangeCycles()),
                    String.valueOf(r.shared().extras().getOrDefault("shared", "")),
                    String.valueOf(r.shared().facts().get("structures")), decimal(r.shared().seconds()),
                    decimal(r.replicated().seconds()));
        }
        Files.writeString(file, sb.toString(), StandardCharsets.UTF_8);
        return file;
    }

    private Path markdown(Path file, List<TileSharingRow> rows) throws IOException {
        String text = "# Sharing vs replicating everything\n\n" + BenchFiles.optionsSentence(options)
                + " The replicated run sets every `share` parameter of the run to `none`.\n\n"
                + "`saved`: replicated minus shared (negative: sharing made it worse), for the largest tile's peak "
                + "and for the sum of the tiles' peaks; `exchange cycles`: what the shared run's exchanges cost; "
                + "`total`: total memory; `status`: shared run / replicated run.\n\n" + table(rows).markdown();
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    private static Path chart(Path file, List<TileSharingRow> rows) throws IOException {
        List<String> instances = rows.stream().map(TileSharingRow::instance).toList();
        List<Double> peak = new ArrayList<>();
        List<Double> total = new ArrayList<>();
        List<Double> cycles = new ArrayList<>();
        for (TileSharingRow r : rows) {
            peak.add(Double.isNaN(r.maxPeakSavedPercent()) ? null : r.maxPeakSavedPercent());
            total.add(Double.isNaN(r.totalSavedPercent()) ? null : r.totalSavedPercent());
            cycles.add(r.exchangeCycles() < 0 ? null : (double) r.exchangeCycles());
        }
        String strategy = rows.isEmpty() ? "" : " (" + rows.get(0).shared().strategy() + ")";
        CategoryChart saved = panel(instances, "Memory saved by sharing vs replicating everything" + strategy,
                "% saved (of the replicated run)");
        saved.addSeries("largest tile peak", instances, peak);
        saved.addSeries("total memory", instances, total);
        CategoryChart cost = panel(instances, "Exchange cycles the sharing costs" + strategy, "cycles");
        cost.addSeries("exchange cycles", instances, cycles).setFillColor(CYCLES);
        return BenchFiles.savePng(List.of(saved, cost), file);
    }

    private static CategoryChart panel(List<String> instances, String title, String yTitle) {
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

    private static Object dash(long x) {
        return x >= 0 ? x : "-";
    }

    private static String blank(long x) {
        return x >= 0 ? Long.toString(x) : "";
    }

    private static String percent(double p) {
        return Double.isNaN(p) ? "-" : String.format(Locale.ROOT, "%.1f%%", p);
    }

    private static String decimal(double d) {
        return Double.isNaN(d) ? "" : String.format(Locale.ROOT, "%.6f", d);
    }
}
