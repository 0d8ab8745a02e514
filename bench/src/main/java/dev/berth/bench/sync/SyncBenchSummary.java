package dev.berth.bench.sync;

import dev.berth.bench.BenchStatus;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One strategy's totals over one generator family (or {@link #ALL} families).
 *
 * @param solved     runs with a valid mapping (OPTIMAL or FEASIBLE)
 * @param atWidth    solved runs using no more physical resources than the width
 * @param meanGap    mean used − width over the solved runs, NaN if none
 * @param meanRatio  mean used / width over the solved runs with a positive width, NaN if none
 * @param maxSeconds the longest run
 */
public record SyncBenchSummary(String family, String strategy, int runs, int solved, int optimal, int atWidth,
                               int infeasible, int unknown, int invalid, int errors, double meanGap, double meanRatio,
                               double maxSeconds, double totalSeconds) {
    public static final String ALL = "all";

    /** Share of all runs that reached the width, in percent. */
    public double percentAtWidth() {
        return runs == 0 ? Double.NaN : 100.0 * atWidth / runs;
    }

    /**
     * Per family (in order of first appearance) and strategy; when there are several families, then one
     * {@link #ALL} line per strategy.
     */
    public static List<SyncBenchSummary> of(List<SyncBenchRow> rows) {
        Set<String> families = new LinkedHashSet<>();
        rows.forEach(r -> families.add(r.family()));
        List<SyncBenchSummary> out = new ArrayList<>();
        for (String f : families) {
            out.addAll(byStrategy(f, rows.stream().filter(r -> r.family().equals(f)).toList()));
        }
        if (families.size() > 1) {
            out.addAll(byStrategy(ALL, rows));
        }
        return out;
    }

    private static List<SyncBenchSummary> byStrategy(String family, List<SyncBenchRow> rows) {
        Map<String, List<SyncBenchRow>> by = new LinkedHashMap<>();
        rows.forEach(r -> by.computeIfAbsent(r.strategy(), k -> new ArrayList<>()).add(r));
        List<SyncBenchSummary> out = new ArrayList<>();
        by.forEach((name, rs) -> out.add(summarize(family, name, rs)));
        return out;
    }

    private static SyncBenchSummary summarize(String family, String name, List<SyncBenchRow> rs) {
        int[] count = new int[BenchStatus.values().length];
        int atWidth = 0;
        double gapSum = 0;
        double ratioSum = 0;
        int ratios = 0;
        double max = 0;
        double total = 0;
        for (SyncBenchRow r : rs) {
            count[r.status().ordinal()]++;
            max = Math.max(max, r.seconds());
            total += r.seconds();
            if (r.solved()) {
                gapSum += r.gap();
                if (!Double.isNaN(r.ratio())) {
                    ratioSum += r.ratio();
                    ratios++;
                }
                if (r.atWidth()) {
                    atWidth++;
                }
            }
        }
        int solved = count[BenchStatus.OPTIMAL.ordinal()] + count[BenchStatus.FEASIBLE.ordinal()];
        return new SyncBenchSummary(family, name, rs.size(), solved, count[BenchStatus.OPTIMAL.ordinal()], atWidth,
                count[BenchStatus.INFEASIBLE.ordinal()], count[BenchStatus.UNKNOWN.ordinal()],
                count[BenchStatus.INVALID.ordinal()], count[BenchStatus.ERROR.ordinal()],
                solved == 0 ? Double.NaN : gapSum / solved, ratios == 0 ? Double.NaN : ratioSum / ratios, max, total);
    }
}
