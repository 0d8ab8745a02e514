package dev.berth.bench.memory;

import dev.berth.bench.BenchStatus;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One strategy's totals over a bench.
 *
 * @param solved       runs with a valid layout within the capacity (OPTIMAL or FEASIBLE)
 * @param meanRatio    mean peak/bound over the solved runs, NaN if none
 * @param totalSeconds wall-clock seconds over all its runs
 */
public record StrategySummary(String strategy, int runs, int solved, int optimal, int infeasible, int unknown,
                              int invalid, int errors, double meanRatio, double totalSeconds) {

    /** Summaries in the order strategies first appear in {@code rows}. */
    public static List<StrategySummary> of(List<MemoryBenchRow> rows) {
        Map<String, List<MemoryBenchRow>> by = new LinkedHashMap<>();
        for (MemoryBenchRow r : rows) {
            by.computeIfAbsent(r.strategy(), k -> new ArrayList<>()).add(r);
        }
        List<StrategySummary> out = new ArrayList<>();
        by.forEach((name, rs) -> out.add(summarize(name, rs)));
        return out;
    }

    private static StrategySummary summarize(String name, List<MemoryBenchRow> rs) {
        int[] count = new int[BenchStatus.values().length];
        double ratioSum = 0;
        int ratios = 0;
        double seconds = 0;
        for (MemoryBenchRow r : rs) {
            count[r.status().ordinal()]++;
            seconds += r.seconds();
            if (r.status().solved() && !Double.isNaN(r.ratio())) {
                ratioSum += r.ratio();
                ratios++;
            }
        }
        return new StrategySummary(name, rs.size(),
                count[BenchStatus.OPTIMAL.ordinal()] + count[BenchStatus.FEASIBLE.ordinal()],
                count[BenchStatus.OPTIMAL.ordinal()], count[BenchStatus.INFEASIBLE.ordinal()],
                count[BenchStatus.UNKNOWN.ordinal()], count[BenchStatus.INVALID.ordinal()],
                count[BenchStatus.ERROR.ordinal()], ratios == 0 ? Double.NaN : ratioSum / ratios, seconds);
    }
}
