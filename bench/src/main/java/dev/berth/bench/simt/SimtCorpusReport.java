package dev.berth.bench.simt;

import dev.berth.bench.BenchFiles;
import dev.berth.model.InputException;
import dev.berth.model.SolveOptions;
import dev.berth.model.io.Instances;
import dev.berth.model.simt.SimtProblem;
import dev.berth.model.simt.ir.Kernel;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs every kernel of the spin-pattern corpus under every launch and reports honestly what happens today:
 * the original under {@code its} and {@code ipdom}, the {@code nextpc} strategy's answer, and whether that answer
 * completes with {@code its}' memory on the deterministic schedule and eight seeded random ones, with its warp
 * instructions against {@code its}'. Raw rows go to {@code OUT/rows.csv}; the tables, the geometric mean and the
 * list of failures to the markdown file, which keeps whatever follows its notes marker from the last run.
 *
 * <pre>
 * java -Xss64m -cp cli/target/berth.jar dev.berth.bench.simt.SimtCorpusReport \
 *     --corpus examples/simt/corpus --out bench/results/simt-corpus --markdown bench/SIMT-CORPUS.md
 * </pre>
 *
 * Options: {@code --instances DIR} (default {@code CORPUS/instances}: {@code NAME-WxL.json} as
 * {@code berth generate simt} names them, each checked to hold the corpus file's kernel), {@code --launches
 * 1x2,1x4,2x2,1x32,4x32}, {@code --schedules N} (random ones, default 8), {@code --time-limit S} (per solve,
 * default 60). Exit 0 whatever the pass does; 2 when the corpus or an instance cannot be read or is stale.
 */
public final class SimtCorpusReport {
    /** The compiler-only strategy for hardware without next-PC support, held to the hand-restructured versions. */
    static final String IPDOM_STRATEGY = "ipdom";
    static final List<String> LAUNCHES = List.of("1x2", "1x4", "2x2", "1x32", "4x32");

    private SimtCorpusReport() {
    }

    public static void main(String[] args) throws IOException {
        Path corpus = Path.of("examples/simt/corpus");
        Path instances = null;
        Path out = Path.of("bench/results/simt-corpus");
        Path markdown = Path.of("bench/SIMT-CORPUS.md");
        List<String> launches = LAUNCHES;
        int schedules = CorpusMeasure.RANDOM_SCHEDULES;
        double limit = 60;
        for (int i = 0; i < args.length; i++) {
            String v = i + 1 < args.length ? args[i + 1] : null;
            switch (args[i]) {
                case "--corpus" -> corpus = Path.of(need(args[i], v));
                case "--instances" -> instances = Path.of(need(args[i], v));
                case "--out" -> out = Path.of(need(args[i], v));
                case "--markdown" -> markdown = Path.of(need(args[i], v));
                case "--launches" -> launches = List.of(need(args[i], v).split(","));
                case "--schedules" -> schedules = Integer.parseInt(need(args[i], v));
                case "--time-limit" -> limit = Double.parseDouble(need(args[i], v));
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
            i++;
        }
        try {
            run(corpus, instances == null ? corpus.resolve("instances") : instances, launches, schedules, limit, out,
                    markdown, String.join(" ", args));
        } catch (InputException e) {
            System.err.println(e.getMessage());
            System.exit(2);
        }
    }

    /** Measures, writes both files, returns the rows. */
    public static List<CorpusRow> run(Path corpus, Path instances, List<String> launches, int schedules, double limit,
                                      Path out, Path markdown, String arguments) throws IOException {
        List<CorpusKernel> kernels = CorpusKernel.readAll(corpus);
        if (kernels.isEmpty()) {
            throw new InputException(corpus.toString(), "holds no .simt kernel");
        }
        CorpusMeasure measure = new CorpusMeasure(SolveOptions.defaults().withThreads(1)
                .withTimeLimit(Duration.ofMillis((long) (limit * 1000))), schedules);
        long start = System.nanoTime();
        List<CorpusRow> rows = new ArrayList<>();
        for (CorpusKernel k : kernels) {
            for (String launch : launches) {
                CorpusRow r = measure.measure(k, instance(instances, k, launch));
                rows.add(r);
                System.err.printf("%-26s %-5s %-9s %-12s %s%n", r.kernel(), r.launch(), r.pass(), r.verdict(),
                        Double.isNaN(r.ratio()) ? "" : String.format(java.util.Locale.ROOT, "x%.2f", r.ratio()));
            }
        }
        IpdomStudy study = new IpdomStudy(SolveOptions.defaults().withThreads(1)
                .withTimeLimit(Duration.ofMillis((long) (limit * 1000))), IPDOM_STRATEGY);
        List<IpdomRow> ipdom = new ArrayList<>();
        for (CorpusKernel k : kernels) {
            Kernel hand = IpdomStudy.hand(corpus, k);
            for (String launch : hand == null ? List.<String>of() : launches) {
                IpdomRow r = study.measure(k, hand, instance(instances, k, launch));
                ipdom.add(r);
                System.err.printf("%-26s %-5s ipdom: hand %-10s %s %-10s %s%n", r.kernel(), r.launch(), r.hand(),
                        IPDOM_STRATEGY, r.answer(), IpdomRow.ratio(r.answerVsHand()));
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        Files.createDirectories(out);
        StringBuilder ipdomCsv = new StringBuilder();
        BenchFiles.csvLine(ipdomCsv, IpdomRow.CSV_HEADER.toArray(String[]::new));
        ipdom.forEach(r -> BenchFiles.csvLine(ipdomCsv, r.csv().toArray(String[]::new)));
        Files.writeString(out.resolve("ipdom-rows.csv"), ipdomCsv);
        Path chart = CorpusChart.write(rows, ipdom, IPDOM_STRATEGY, out.resolve("ratio.png"));
        StringBuilder csv = new StringBuilder();
        BenchFiles.csvLine(csv, CorpusRow.CSV_HEADER.toArray(String[]::new));
        rows.forEach(r -> BenchFiles.csvLine(csv, r.csv().toArray(String[]::new)));
        Files.writeString(out.resolve("rows.csv"), csv);
        String kept = Files.exists(markdown) ? CorpusMarkdown.kept(Files.readString(markdown)) : "";
        String command = "java -Xss64m -cp cli/target/berth.jar " + SimtCorpusReport.class.getName()
                + (arguments.isBlank() ? "" : " " + arguments);
        Path csvFile = out.resolve("rows.csv").toAbsolutePath().normalize();
        Path parent = markdown.toAbsolutePath().normalize().getParent();
        String link = parent.relativize(csvFile).toString().replace('\\', '/');
        String chartLink = parent.relativize(chart.toAbsolutePath().normalize()).toString().replace('\\', '/');
        Files.writeString(markdown, CorpusMarkdown.render(kernels, rows, command, link, seconds, schedules)
                + IpdomMarkdown.render(ipdom, IPDOM_STRATEGY, link.replace("rows.csv", "ipdom-rows.csv"), chartLink)
                + kept);
        return rows;
    }

    /** {@code DIR/NAME-WxL.json}, which must hold the corpus file's kernel under that launch. */
    static SimtProblem instance(Path dir, CorpusKernel k, String launch) {
        Path file = dir.resolve(k.kernel().name() + "-" + launch + ".json");
        if (!Files.exists(file)) {
            throw new InputException(file.toString(), "missing: berth generate simt --kernel " + k.file()
                    + " makes it");
        }
        if (!(Instances.read(file) instanceof SimtProblem p)) {
            throw new InputException(file.toString(), "is not a simt instance");
        }
        String[] wl = launch.split("x");
        if (!p.kernel().equals(k.kernel()) || p.launch().warps() != Integer.parseInt(wl[0])
                || p.launch().threadsPerWarp() != Integer.parseInt(wl[1])) {
            throw new InputException(file.toString(), "does not hold " + k.file() + " under " + launch
                    + ": regenerate it with berth generate simt");
        }
        return p;
    }

    private static String need(String option, String value) {
        if (value == null) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return value;
    }
}
