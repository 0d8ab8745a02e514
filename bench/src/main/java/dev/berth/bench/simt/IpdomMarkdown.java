package dev.berth.bench.simt;

import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/** The report's section on hardware without next-PC support: the compiler-only strategy against hand code. */
final class IpdomMarkdown {
    private IpdomMarkdown() {
    }

    static String render(List<IpdomRow> rows, String strategy, String csv, String chart) {
        StringBuilder m = new StringBuilder();
        m.append("## Without next-PC hardware: the `").append(strategy).append("` strategy against hand-restructured")
                .append(" code\n\n");
        m.append("Every lock kernel that hangs on a SIMT stack has a hand-restructured version in")
                .append(" [examples/simt/corpus/hand](../examples/simt/corpus/hand/) (the critical section and its")
                .append(" release moved inside the spin loop, as CUDA code was written before independent thread")
                .append(" scheduling). Both it and the `").append(strategy).append("` strategy's answer (through the")
                .append(" registry's gate) run under `ipdom`, deterministic schedule, against the original under")
                .append(" `its`. Raw rows: [").append(csv).append("](").append(csv).append("). Per kernel, all three")
                .append(" ways against `its`: [").append(chart).append("](").append(chart).append(").\n\n");
        long hands = rows.stream().filter(IpdomRow::handCompletes).count();
        long answers = rows.stream().filter(IpdomRow::answerCompletes).count();
        m.append("- **").append(rows.size()).append(" cases** (").append(rows.stream().map(IpdomRow::kernel).distinct()
                .count()).append(" kernels): the hand version completes with `its`' memory in ").append(hands)
                .append(", the strategy's answer in ").append(answers).append(".\n");
        m.append("- **Geometric mean of the strategy's warp instructions over the hand version's**: ")
                .append(mean(rows, IpdomRow::answerVsHand)).append(" (target: at most x1.15).\n");
        m.append("- The hand versions against `its`: ").append(mean(rows, IpdomRow::handVsIts)).append(".\n\n");
        m.append("| kernel | launch | its steps | hand | hand steps | ").append(strategy)
                .append(" | steps | x hand | why not |\n|---|---|---:|---|---:|---|---:|---:|---|\n");
        for (IpdomRow r : rows) {
            m.append("| ").append(r.kernel()).append(" | ").append(r.launch()).append(" | ").append(r.itsSteps())
                    .append(" | ").append(r.hand()).append(" | ").append(r.handSteps()).append(" | ")
                    .append(r.answer()).append(" | ").append(r.answerSteps() == 0 ? "" : r.answerSteps()).append(" | ")
                    .append(IpdomRow.ratio(r.answerVsHand())).append(" | ")
                    .append(shorten(r.reason()).replace("|", "\\|")).append(" |\n");
        }
        return m.append('\n').toString();
    }

    private static String mean(List<IpdomRow> rows, ToDoubleFunction<IpdomRow> f) {
        long n = rows.stream().mapToDouble(f).filter(v -> !Double.isNaN(v)).count();
        return n == 0 ? "none" : String.format(Locale.ROOT, "**x%.2f** over %d cases",
                GeoMean.of(rows.stream().mapToDouble(f)), n);
    }

    private static String shorten(String s) {
        return s.length() <= 160 ? s : s.substring(0, 157) + "...";
    }
}
