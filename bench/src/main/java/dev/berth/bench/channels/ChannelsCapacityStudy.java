package dev.berth.bench.channels;

import dev.berth.bench.Bench;
import dev.berth.bench.BenchFiles;
import dev.berth.bench.BenchKit;
import dev.berth.bench.BenchReport;
import dev.berth.bench.BenchRow;
import dev.berth.bench.BenchRun;
import dev.berth.bench.ResultTable;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;
import dev.berth.model.channels.ChannelBuffer;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.solvers.channels.ExactChannelsAllocator;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What the pool's size costs in time when Berth places the buffers: every instance with unplaced buffers run
 * at capacities of a given percentage of its buffers' total size (never below the largest buffer), by the
 * strategy asked for and by first fit ({@code exact} with {@code exact.joint-instances=0}), each run checked
 * as every bench run is. A tighter pool makes buffers share addresses, which adds resource dependences and
 * can lengthen the schedule; the makespan is the simulator's timed run. Into the output directory:
 * {@code capacity.csv}, {@code capacity.md} and {@code capacity.png} (makespan against capacity, one panel
 * per program).
 */
public final class ChannelsCapacityStudy {
    static final List<String> COLUMNS = List.of("instance", "capacity_pct", "capacity", "strategy", "status",
            "channels", "makespan", "speed_up", "makespan_proven", "channels_proven", "seconds");
    static final String FIRST_FIT = "first fit";

    private final BenchKit<ChannelsProblem, ChannelsSolution> kit;
    private final Strategy<ChannelsProblem, ChannelsSolution> strategy;
    private final SolveOptions options;
    private final List<Integer> percents;

    public ChannelsCapacityStudy(BenchKit<ChannelsProblem, ChannelsSolution> kit,
                                 Strategy<ChannelsProblem, ChannelsSolution> strategy, SolveOptions options,
                                 List<Integer> percents) {
        this.kit = kit;
        this.strategy = strategy;
        this.options = options;
        this.percents = List.copyOf(percents);
    }

    /** Each instance with unplaced buffers at each percentage, named {@code NAME@capP}. */
    public List<ChannelsProblem> instances(List<ChannelsProblem> programs) {
        List<ChannelsProblem> out = new ArrayList<>();
        for (ChannelsProblem p : programs) {
            if (p.placed()) {
                continue;
            }
            long total = p.buffers().stream().mapToLong(ChannelBuffer::size).sum();
            long largest = p.buffers().stream().mapToLong(b -> b.placed() ? b.offset() + b.size() : b.size()).max()
                    .orElse(1);
            for (int pct : percents) {
                long capacity = Math.max(largest, Math.ceilDiv(total * pct, 100));
                out.add(p.withCapacity(capacity).withName(p.name() + "@cap" + pct));
            }
        }
        return out;
    }

    public List<BenchRow> run(List<ChannelsProblem> programs, Path dir, PrintStream out, boolean progress) {
        List<ChannelsProblem> instances = instances(programs);
        if (instances.isEmpty()) {
            out.println("capacity study: no instance leaves a buffer unplaced");
            return List.of();
        }
        List<BenchRun<ChannelsProblem, ChannelsSolution>> runs = List.of(
                new BenchRun<>(strategy, options, strategy.label()),
                new BenchRun<>(kit.registry().byName(ExactChannelsAllocator.NAME),
                        options.withParam(ExactChannelsAllocator.JOINT_INSTANCES.key(ExactChannelsAllocator.NAME), "0"),
                        FIRST_FIT));
        BenchReport checked = new Bench<>(kit, instances, runs, options).named("capacity-runs", "strategy")
                .withoutProofChecks().withProgress(progress).printingTo(new PrintStream(OutputStream.nullOutputStream()))
                .run();
        List<BenchRow> rows = checked.rows();
        table(rows).print(out);
        BenchRow.flag(out, rows);
        if (dir != null) {
            try {
                Files.createDirectories(dir);
                for (Path f : List.of(csv(dir.resolve("capacity.csv"), rows), markdown(dir.resolve("capacity.md"), rows),
                        chart(dir.resolve("capacity.png"), rows))) {
                    out.println("wrote " + f);
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write the capacity study into " + dir + ": " + e.getMessage(), e);
            }
        }
        out.flush();
        return rows;
    }

    static String program(BenchRow r) {
        int at = r.instance().lastIndexOf("@cap");
        return at < 0 ? r.instance() : r.instance().substring(0, at);
    }

    static int percent(BenchRow r) {
        int at = r.instance().lastIndexOf("@cap");
        return at < 0 ? 100 : Integer.parseInt(r.instance().substring(at + 4));
    }

    static ResultTable table(List<BenchRow> rows) {
        ResultTable t = new ResultTable("program", "capacity %", "strategy", "status", "channels", "makespan",
                "speed-up", "makespan proven", "channels proven", "seconds");
        for (BenchRow r : rows) {
            t.add(program(r), percent(r), r.strategy(), r.status(), r.solved() ? r.objective() : "-",
                    r.extras().getOrDefault("makespan", "-"), r.extras().getOrDefault("speed-up", "-"),
                    r.stats().getOrDefault("makespanProven", "-"), r.stats().getOrDefault("channelsProven", "-"),
                    String.format(Locale.ROOT, "%.2f", r.seconds()));
        }
        return t;
    }

    private static Path csv(Path file, List<BenchRow> rows) throws IOException {
        StringBuilder sb = new StringBuilder(String.join(",", COLUMNS)).append('\n');
        for (BenchRow r : rows) {
            BenchFiles.csvLine(sb, program(r), Integer.toString(percent(r)), String.valueOf(r.facts().get("capacity")),
                    r.strategy(), r.status().name(), r.solved() ? Long.toString(r.objective()) : "",
                    String.valueOf(r.extras().getOrDefault("makespan", "")),
                    String.valueOf(r.extras().getOrDefault("speed-up", "")),
                    String.valueOf(r.stats().getOrDefault("makespanProven", "")),
                    String.valueOf(r.stats().getOrDefault("channelsProven", "")),
                    String.format(Locale.ROOT, "%.6f", r.seconds()));
        }
        Files.writeString(file, sb.toString(), StandardCharsets.UTF_8);
        return file;
    }

    private Path markdown(Path file, List<BenchRow> rows) throws IOException {
        String text = "# Makespan as the pool grows\n\n" + BenchFiles.optionsSentence(options)
                + " Each program's buffers are unplaced; `capacity %` is the pool as a share of their total size"
                + " (never below the largest). `" + FIRST_FIT + "`: `exact` with `exact.joint-instances=0`."
                + " `makespan`: the simulator's timed run, in cycles; `proven`: the joint search's own stats.\n\n"
                + table(rows).markdown();
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    private static Path chart(Path file, List<BenchRow> rows) throws IOException {
        Map<String, Map<String, List<BenchRow>>> byProgram = new LinkedHashMap<>();
        for (BenchRow r : rows) {
            byProgram.computeIfAbsent(program(r), k -> new LinkedHashMap<>())
                    .computeIfAbsent(r.strategy(), k -> new ArrayList<>()).add(r);
        }
        BenchFiles.headless();
        List<XYChart> panels = new ArrayList<>();
        for (Map.Entry<String, Map<String, List<BenchRow>>> e : byProgram.entrySet()) {
            XYChart c = new XYChartBuilder().width(900).height(380).title("Makespan vs pool size: " + e.getKey())
                    .xAxisTitle("capacity (% of the buffers' total size)").yAxisTitle("makespan (cycles)").build();
            c.getStyler().setLegendPosition(Styler.LegendPosition.InsideNE);
            for (Map.Entry<String, List<BenchRow>> s : e.getValue().entrySet()) {
                List<Double> x = new ArrayList<>();
                List<Double> y = new ArrayList<>();
                for (BenchRow r : s.getValue()) {
                    if (r.extras().get("makespan") instanceof Number m) {
                        x.add((double) percent(r));
                        y.add(m.doubleValue());
                    }
                }
                if (!x.isEmpty()) {
                    c.addSeries(s.getKey(), x, y).setMarker(SeriesMarkers.CIRCLE);
                }
            }
            panels.add(c);
        }
        return BenchFiles.savePng(panels, file);
    }
}
