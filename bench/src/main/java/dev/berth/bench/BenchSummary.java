package dev.berth.bench;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One strategy's totals over a bench, or over one group of its instances.
 *
 * @param group        the instances' group, {@link #ALL} for all of them
 * @param solved       runs with a valid answer (OPTIMAL or FEASIBLE)
 * @param atBound      solved runs at the bound
 * @param meanGap      mean objective − bound over the solved runs, NaN if none
 * @param meanRatio    mean objective / bound over the solved runs with a positive bound, NaN if none
 * @param maxRatio     the largest of those ratios, NaN if none
 * @param atMostVersus instances where this strategy has a valid answer and the {@code versus} strategy has
 *                     none or one no better; -1 when the bench has no run of that name
 */
public record BenchSummary(String group, String strategy, int runs, int solved, int optimal, int infeasible,
                           int unknown, int invalid, int errors, int atBound, double meanGap, double meanRatio,
                           double maxRatio, int atMostVersus, String versus, double totalSeconds, double maxSeconds) {
    public static final String ALL = "all";

    /**
     * Per group (in order of first appearance) and strategy; with several groups, then one {@link #ALL} line
     * per strategy; compared with the runs labelled {@code versus} (may be null).
     */
    public static List<BenchSummary> of(List<BenchRow> rows, String versus) {
        Set<String> groups = new LinkedHashSet<>();
        rows.forEach(r -> groups.add(r.group() == null ? ALL : r.group()));
        Map<String, BenchRow> versusRows = new HashMap<>();
        rows.stream().filter(r -> r.strategy().equals(versus)).forEach(r -> versusRows.put(r.instance(), r));
        boolean present = !versusRows.isEmpty();
        List<BenchSummary> out = new ArrayList<>();
        for (String g : groups) {
            out.addAll(byStrategy(g, rows.stream().filter(r -> g.equals(r.group() == null ? ALL : r.group())).toList(),
                    present ? versusRows : null, versus));
        }
        if (groups.size() > 1) {
            out.addAll(byStrategy(ALL, rows, present ? versusRows : null, versus));
        }
        return out;
    }

    private static List<BenchSummary> byStrategy(String group, List<BenchRow> rows, Map<String, BenchRow> vs,
                                                 String versus) {
        Map<String, List<BenchRow>> by = new LinkedHashMap<>();
        rows.forEach(r -> by.computeIfAbsent(r.strategy(), k -> new ArrayList<>()).add(r));
        List<BenchSummary> out = new ArrayList<>();
        by.forEach((name, rs) -> out.add(summarize(group, name, rs, vs, versus)));
        return out;
    }

    private static BenchSummary summarize(String group, String name, List<BenchRow> rs, Map<String, BenchRow> vs,
                                          String versus) {
        int[] count = new int[BenchStatus.values().length];
        int atBound = 0;
        int atMost = 0;
        int ratios = 0;
        double gapSum = 0;
        double ratioSum = 0;
        double ratioMax = Double.NaN;
        double total = 0;
        double max = 0;
        for (BenchRow r : rs) {
            count[r.status().ordinal()]++;
            total += r.seconds();
            max = Math.max(max, r.seconds());
            if (!r.solved()) {
                continue;
            }
            gapSum += r.gap();
            atBound += r.atBound() ? 1 : 0;
            if (!Double.isNaN(r.ratio())) {
                ratioSum += r.ratio();
                ratioMax = ratios == 0 ? r.ratio() : Math.max(ratioMax, r.ratio());
                ratios++;
            }
            if (vs != null) {
                BenchRow other = vs.get(r.instance());
                if (other == null || !other.solved() || r.objective() <= other.objective()) {
                    atMost++;
                }
            }
        }
        int solved = count[BenchStatus.OPTIMAL.ordinal()] + count[BenchStatus.FEASIBLE.ordinal()];
        return new BenchSummary(group, name, rs.size(), solved, count[BenchStatus.OPTIMAL.ordinal()],
                count[BenchStatus.INFEASIBLE.ordinal()], count[BenchStatus.UNKNOWN.ordinal()],
                count[BenchStatus.INVALID.ordinal()], count[BenchStatus.ERROR.ordinal()], atBound,
                solved == 0 ? Double.NaN : gapSum / solved, ratios == 0 ? Double.NaN : ratioSum / ratios, ratioMax,
                vs == null ? -1 : atMost, versus, total, max);
    }
}
