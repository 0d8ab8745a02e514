package dev.berth.bench.simt;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * The corpus report as markdown: how it was made, the counts, the geometric mean of the warp-instruction
 * ratio over the lock kernels that complete, the table, and every case where the answer does not complete with
 * {@code its}' memory, with the simulator's reason. Text after {@link #NOTES} in the previous file is kept, so
 * what a person wrote about a run survives the next one.
 */
final class CorpusMarkdown {
    static final String NOTES = "<!-- notes: SimtCorpusReport keeps everything below this line -->";
    /** Characters of a simulator message shown per failure (the CSV has all of it). */
    private static final int REASON = 420;

    private CorpusMarkdown() {
    }

    /** The previous file's notes, from the marker on; the bare marker when it has none. */
    static String kept(String previous) {
        int i = previous.indexOf(NOTES);
        return i < 0 ? NOTES + "\n" : previous.substring(i);
    }

    static String render(List<CorpusKernel> kernels, List<CorpusRow> rows, String command, String csv,
                         double seconds, int randomSchedules) {
        StringBuilder m = new StringBuilder();
        m.append("# SIMT corpus: spin patterns CUDA code uses, compiled by the next-PC pass\n\n");
        m.append("Written by `SimtCorpusReport` (everything above the notes marker is regenerated). ")
                .append(kernels.size()).append(" kernels of [examples/simt/corpus](../examples/simt/corpus/), each")
                .append(" written from a spin pattern as a CUDA programmer writes it (not from what the pass")
                .append(" handles), under launches ").append(launches(rows)).append(" (warps x threads per warp).")
                .append(" Per case: the original under `its` (the reference) and `ipdom` (deterministic schedule),")
                .append(" the `nextpc` strategy's answer through the registry's gate (what `berth solve` calls; for")
                .append(" a launch of at most four threads in several warps, such as 2x2, the gate has explored every")
                .append(" fair schedule of the answer), and")
                .append(" that answer on its hardware (`nextpc` once compiled, `ipdom` when left unchanged, as")
                .append(" `berth simulate` does) on the deterministic schedule and ").append(randomSchedules)
                .append(" seeded random ones (seeds 1..").append(randomSchedules).append("), each against `its` on")
                .append(" the same schedule. Every run stops at the family's step budget for its launch (at least")
                .append(" 1,000,000 steps): a `?` marks an outcome suspected at that limit rather than proved by a")
                .append(" repeated state.\n\n");
        m.append("```bash\n./berth --version   # builds cli/target/berth.jar on first use\n").append(command)
                .append("\n```\n\n");
        m.append(String.format(Locale.ROOT, "Raw rows: [%s](%s). %.0f s for %d cases on %d cores, JDK %s.%n%n", csv,
                csv, seconds, rows.size(), Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.version")));
        summary(m, rows);
        m.append("\n## The kernels\n\n| file | class | ipdom (the author's expectation) | pattern |\n|---|---|---|---|\n");
        for (CorpusKernel k : kernels) {
            m.append("| ").append(k.file()).append(" | ").append(k.waits() ? "lock" : "lock-free").append(" | ")
                    .append(k.ipdomHangs() ? "hangs" : "completes").append(" | ").append(k.pattern()).append(" |\n");
        }
        table(m, rows);
        failures(m, rows);
        m.append('\n');
        return m.toString();
    }

    private static void summary(StringBuilder m, List<CorpusRow> rows) {
        m.append("## Summary\n\n");
        long compiled = count(rows, r -> r.pass().equals("compiled"));
        long unchanged = count(rows, r -> r.pass().equals("unchanged"));
        m.append(String.format(Locale.ROOT, "- **%d cases**: the pass compiled %d, left %d unchanged, answered %d"
                + " with no kernel.%n", rows.size(), compiled, unchanged, rows.size() - compiled - unchanged));
        m.append(String.format(Locale.ROOT, "- **The answer completes with `its`' memory on every schedule in %d of"
                        + " %d cases** (lock kernels: %d of %d; lock-free: %d of %d).%n", count(rows, CorpusRow::completes),
                rows.size(), count(rows, r -> r.waits() && r.completes()), count(rows, CorpusRow::waits),
                count(rows, r -> !r.waits() && r.completes()), count(rows, r -> !r.waits())));
        Map<String, Long> byVerdict = new TreeMap<>();
        rows.stream().filter(r -> !r.completes()).forEach(r -> byVerdict.merge(r.verdict(), 1L, Long::sum));
        if (!byVerdict.isEmpty()) {
            m.append("- It does not in ").append(count(rows, r -> !r.completes())).append(": ");
            m.append(String.join(", ", byVerdict.entrySet().stream().map(e -> e.getValue() + " " + e.getKey()).toList()));
            m.append(" (the first failing schedule's kind; the list below names each).\n");
        }
        List<CorpusRow> locks = rows.stream().filter(r -> r.waits() && r.completes()).toList();
        m.append(String.format(Locale.ROOT, "- **Geometric mean of warp instructions against `its`** (deterministic"
                + " schedule) over the %d lock-kernel cases that complete: **%s**", locks.size(), geomean(locks)));
        Map<String, List<CorpusRow>> byLaunch = new LinkedHashMap<>();
        locks.forEach(r -> byLaunch.computeIfAbsent(r.launch(), x -> new java.util.ArrayList<>()).add(r));
        m.append(byLaunch.isEmpty() ? "" : "; by launch: " + String.join(", ", byLaunch.entrySet().stream()
                .map(e -> e.getKey() + " " + geomean(e.getValue()) + " (" + e.getValue().size() + ")").toList()));
        m.append(".\n");
        List<CorpusRow> free = rows.stream().filter(r -> !r.waits() && r.completes()).toList();
        if (!free.isEmpty()) {
            m.append(String.format(Locale.ROOT, "- Lock-free kernels that complete (%d cases, %d of them compiled"
                    + " although no thread waits): geometric mean %s.%n", free.size(),
                    count(free, r -> r.pass().equals("compiled")), geomean(free)));
        }
        m.append(String.format(Locale.ROOT, "- The original under `ipdom`: hangs in %d of %d lock-kernel cases and"
                        + " %d of %d lock-free ones. Under `its` it completes in %d of %d cases, with the same memory"
                        + " on every schedule in %d.%n", count(rows, r -> r.waits() && !r.ipdom().startsWith("completed")),
                count(rows, CorpusRow::waits), count(rows, r -> !r.waits() && !r.ipdom().startsWith("completed")),
                count(rows, r -> !r.waits()), count(rows, r -> r.its().equals("completed")), rows.size(),
                count(rows, CorpusRow::itsStable)));
        long rejected = count(rows, r -> r.checker() != null);
        if (rejected > 0) {
            m.append("- The independent checker rejects ").append(rejected).append(" answers (column `checker` of the CSV).\n");
        }
    }

    private static void table(StringBuilder m, List<CorpusRow> rows) {
        m.append("\n## Every case\n\n`size`: instructions and terminators of the answer (the original's in brackets);")
                .append(" `deterministic`: the answer's run on the deterministic schedule; `agree`: schedules where it")
                .append(" completed with `its`' memory; `x its`: its warp instructions over `its`', deterministic.\n\n")
                .append("| kernel | launch | ipdom | pass | size (orig.) | its steps | answer on | deterministic |")
                .append(" agree | x its | verdict |\n|---|---|---|---|---:|---:|---|---|---:|---:|---|\n");
        for (CorpusRow r : rows) {
            m.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %d | %s | %s | %d/%d | %s | %s |%n",
                    r.kernel(), r.launch(), r.ipdom(), r.pass(), r.size() == 0 ? "- (" + r.originalSize() + ")"
                            : r.size() + " (" + r.originalSize() + ")", r.itsSteps(), r.target(),
                    r.answer().equals("completed") ? "completed, " + r.answerSteps() + " steps" : r.answer(),
                    r.agreeing(), r.schedules(), Double.isNaN(r.ratio()) ? "" : String.format(Locale.ROOT, "%.2f",
                            r.ratio()), r.completes() ? "completes" : "**" + r.verdict() + "**"));
        }
    }

    private static void failures(StringBuilder m, List<CorpusRow> rows) {
        m.append("\n## Where the answer does not complete with `its`' memory\n\n");
        List<CorpusRow> bad = rows.stream().filter(r -> !r.completes()).toList();
        if (bad.isEmpty()) {
            m.append("None.\n");
            return;
        }
        for (CorpusRow r : bad) {
            String reason = r.reason().length() > REASON ? r.reason().substring(0, REASON) + " ..." : r.reason();
            m.append("- `").append(r.kernel()).append("` ").append(r.launch()).append(" (").append(r.pass())
                    .append(", ").append(r.agreeing()).append('/').append(r.schedules()).append(" schedules agree): ")
                    .append(r.verdict()).append(" — ").append(reason.replace("|", "\\|")).append('\n');
        }
    }

    private static long count(List<CorpusRow> rows, Predicate<CorpusRow> p) {
        return rows.stream().filter(p).count();
    }

    /** The geometric mean of the ratios, "x1.23"; "-" for none. */
    static String geomean(List<CorpusRow> rows) {
        double mean = GeoMean.of(rows.stream().mapToDouble(CorpusRow::ratio));
        return Double.isNaN(mean) ? "-" : String.format(Locale.ROOT, "x%.2f", mean);
    }

    private static String launches(List<CorpusRow> rows) {
        return String.join(", ", rows.stream().map(CorpusRow::launch).distinct().toList());
    }
}
