package dev.berth.bench;

import dev.berth.model.InputException;
import dev.berth.model.Problem;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;
import dev.berth.model.params.Param;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What each technique switch of one strategy is worth, for any family: the strategy runs on every instance
 * with every switch on ({@code all-on}), then once more per switch with just that one off ({@code no-<switch>}).
 * The switches must be true/false parameters the strategy declares. Runs are checked as every bench run is;
 * prints the summary per configuration and an instance x configuration table, and writes the bench's files
 * under the prefix {@code ablation}.
 */
public final class Ablation<P extends Problem, S> {
    public static final String ALL_ON = "all-on";

    private final BenchKit<P, S> kit;
    private final Strategy<P, S> strategy;
    private final List<String> switches;
    private final SolveOptions options;

    /** @throws InputException when a switch is repeated or is not a true/false parameter of the strategy */
    public Ablation(BenchKit<P, S> kit, Strategy<P, S> strategy, List<String> switches, SolveOptions options) {
        if (new LinkedHashSet<>(switches).size() != switches.size()) {
            throw new InputException("--switches", "a switch is listed twice: " + switches);
        }
        for (String s : switches) {
            Param<?> p = strategy.params().stream().filter(x -> x.name().equals(s)).findFirst().orElse(null);
            if (p == null || !(p.defaultValue() instanceof Boolean)) {
                throw new InputException("--switches", "'" + s + "' is not a true/false parameter of " + strategy.name()
                        + " (its switches: " + String.join(", ", strategy.params().stream()
                        .filter(x -> x.defaultValue() instanceof Boolean).map(Param::name).toList()) + ")");
            }
        }
        this.kit = kit;
        this.strategy = strategy;
        this.switches = List.copyOf(switches);
        this.options = options;
    }

    /** The options of a configuration: every switch on, except {@code off} (null: none). */
    public SolveOptions optionsFor(String off) {
        SolveOptions o = options;
        for (String s : switches) {
            o = o.withParam(strategy.name() + "." + s, s.equals(off) ? "false" : "true");
        }
        return o;
    }

    /** The configurations' labels in order: all-on, then no-SWITCH per switch. */
    public List<String> labels() {
        List<String> labels = new ArrayList<>(List.of(ALL_ON));
        switches.forEach(s -> labels.add("no-" + s));
        return labels;
    }

    public BenchReport run(List<P> instances, Path outputDir, PrintStream out, boolean progress) {
        List<BenchRun<P, S>> runs = new ArrayList<>();
        runs.add(new BenchRun<>(strategy, optionsFor(null), ALL_ON));
        switches.forEach(s -> runs.add(new BenchRun<>(strategy, optionsFor(s), "no-" + s)));
        out.println("ablation of " + strategy.name() + " over " + instances.size() + " instance(s)");
        BenchReport r = new Bench<>(kit, instances, runs, options).named("ablation", "config").versus(ALL_ON)
                .writingTo(outputDir).printingTo(out).withProgress(progress).withoutProofChecks().run();
        out.println();
        perInstance(labels(), r.rows()).print(out);
        out.flush();
        return r;
    }

    /** One row per instance, one column per configuration: objective/bound (* when optimal) or status, and seconds. */
    static ResultTable perInstance(List<String> labels, List<BenchRow> rows) {
        List<String> headers = new ArrayList<>(List.of("instance"));
        headers.addAll(labels);
        ResultTable t = new ResultTable(headers);
        Map<String, Map<String, BenchRow>> byInstance = new LinkedHashMap<>();
        rows.forEach(r -> byInstance.computeIfAbsent(r.instance(), k -> new HashMap<>()).put(r.strategy(), r));
        byInstance.forEach((instance, byConfig) -> {
            Object[] cells = new Object[headers.size()];
            cells[0] = instance;
            for (int i = 0; i < labels.size(); i++) {
                BenchRow r = byConfig.get(labels.get(i));
                cells[i + 1] = r == null ? "" : (r.solved() ? ResultTable.ratio(r.ratio())
                        + (r.status() == BenchStatus.OPTIMAL ? "*" : "") : r.status().name())
                        + String.format(Locale.ROOT, " %.3fs", r.seconds());
            }
            t.add(cells);
        });
        return t;
    }
}
