package dev.berth.bench.tiles;

import dev.berth.bench.BenchStatus;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One strategy's totals over a tiles bench.
 *
 * @param solved          runs with a valid layout within the tiles' memory (OPTIMAL or FEASIBLE)
 * @param meanRatio       mean maxPeak / bound over the solved runs, NaN if none
 * @param maxRatio        the largest maxPeak / bound over the solved runs, NaN if none
 * @param atMostReference instances where this strategy has a valid layout and the reference strategy either
 *                        has none or one whose max peak is no smaller; -1 when no strategy of the bench has
 *                        the reference's name
 * @param reference       the reference strategy's name
 */
public record TileBenchSummary(String strategy, int runs, int solved, int optimal, int infeasible, int unknown,
                               int invalid, int errors, double meanRatio, double maxRatio, int atMostReference,
                               String reference, double totalSeconds, double maxSeconds) {

    /** Summaries in the order strategies first appear in {@code rows}, compared with {@code reference}. */
    public static List<TileBenchSummary> of(List<TileBenchRow> rows, String reference) {
        Map<String, List<TileBenchRow>> by = new LinkedHashMap<>();
        Map<String, TileBenchRow> referenceRows = new HashMap<>();
        for (TileBenchRow r : rows) {
            by.computeIfAbsent(r.strategy(), k -> new ArrayList<>()).add(r);
            if (r.strategy().equals(reference)) {
                referenceRows.put(r.instance(), r);
            }
        }
        boolean present = by.containsKey(reference);
        List<TileBenchSummary> out = new ArrayList<>();
        by.forEach((name, rs) -> out.add(summarize(name, rs, present ? referenceRows : null, reference)));
        return out;
    }

    private static TileBenchSummary summarize(String name, List<TileBenchRow> rs, Map<String, TileBenchRow> ref,
                                              String reference) {
        int[] count = new int[BenchStatus.values().length];
        double ratioSum = 0;
        double ratioMax = Double.NaN;
        int ratios = 0;
        int atMost = 0;
        double total = 0;
        double max = 0;
        for (TileBenchRow r : rs) {
            count[r.status().ordinal()]++;
            total += r.seconds();
            max = Math.max(max, r.seconds());
            if (!Double.isNaN(r.ratio())) {
                ratioSum += r.ratio();
                ratioMax = ratios == 0 ? r.ratio() : Math.max(ratioMax, r.ratio());
                ratios++;
            }
            if (ref != null && r.solved()) {
                TileBenchRow other = ref.get(r.instance());
                if (other == null || !other.solved() || r.maxPeak() <= other.maxPeak()) {
                    atMost++;
                }
            }
        }
        return new TileBenchSummary(name, rs.size(),
                count[BenchStatus.OPTIMAL.ordinal()] + count[BenchStatus.FEASIBLE.ordinal()],
                count[BenchStatus.OPTIMAL.ordinal()], count[BenchStatus.INFEASIBLE.ordinal()],
                count[BenchStatus.UNKNOWN.ordinal()], count[BenchStatus.INVALID.ordinal()],
                count[BenchStatus.ERROR.ordinal()], ratios == 0 ? Double.NaN : ratioSum / ratios, ratioMax,
                ref == null ? -1 : atMost, reference, total, max);
    }
}
