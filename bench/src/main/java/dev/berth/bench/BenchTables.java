package dev.berth.bench;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/** The bench's tables for any family, built on {@link ResultTable}. */
public final class BenchTables {
    private BenchTables() {
    }

    /**
     * instance, strategy, status, the score's terms, bound, objective/bound, proof, seconds, checks ("valid" or
     * "valid/valid" with the simulator; "REJECTED" where one complained), then the runs' extra facts.
     */
    public static ResultTable runs(List<BenchRow> rows, List<String> scoreTerms, String boundName, String keyHeader) {
        List<String> extras = extraColumns(rows);
        List<String> headers = new ArrayList<>(List.of("instance", keyHeader, "status"));
        headers.addAll(scoreTerms);
        headers.addAll(List.of(boundName, scoreTerms.get(0) + "/" + boundName, "proof", "seconds", "checks"));
        headers.addAll(extras);
        ResultTable t = new ResultTable(headers);
        for (BenchRow r : rows) {
            List<Object> cells = new ArrayList<>(List.of(r.instance(), r.strategy(), r.status()));
            for (int i = 0; i < scoreTerms.size(); i++) {
                cells.add(r.solved() && r.score() != null ? r.score()[i] : "-");
            }
            cells.addAll(List.of(r.bound(), ResultTable.ratio(r.ratio()), r.proof(), ResultTable.seconds(r.seconds()),
                    checks(r)));
            extras.forEach(e -> cells.add(r.extras().get(e)));
            t.add(cells.toArray());
        }
        return t;
    }

    /**
     * group (when there are groups), strategy, runs, solved, optimal, infeasible, unknown, invalid, errors,
     * at bound, mean gap, mean and max objective/bound, at most the versus strategy (when there is one),
     * total and max seconds.
     */
    public static ResultTable summary(List<BenchSummary> summaries, String boundName, String keyHeader) {
        boolean groups = summaries.stream().anyMatch(s -> !s.group().equals(BenchSummary.ALL));
        boolean versus = summaries.stream().anyMatch(s -> s.atMostVersus() >= 0);
        List<String> headers = new ArrayList<>();
        if (groups) {
            headers.add("group");
        }
        headers.addAll(List.of(keyHeader, "runs", "solved", "optimal", "infeasible", "unknown", "invalid", "errors",
                "at " + boundName, "mean gap", "mean ratio", "max ratio"));
        if (versus) {
            headers.add("<= " + summaries.get(0).versus());
        }
        headers.addAll(List.of("total seconds", "max seconds"));
        ResultTable t = new ResultTable(headers);
        for (BenchSummary s : summaries) {
            List<Object> cells = new ArrayList<>();
            if (groups) {
                cells.add(s.group());
            }
            cells.addAll(List.of(s.strategy(), s.runs(), s.solved(), s.optimal(), s.infeasible(), s.unknown(),
                    s.invalid(), s.errors(), s.atBound(), decimal(s.meanGap()), ResultTable.ratio(s.meanRatio()),
                    ResultTable.ratio(s.maxRatio())));
            if (versus) {
                cells.add(s.atMostVersus() < 0 ? "-" : s.atMostVersus());
            }
            cells.addAll(List.of(ResultTable.seconds(s.totalSeconds()), ResultTable.seconds(s.maxSeconds())));
            t.add(cells.toArray());
        }
        return t;
    }

    /** instance, strategy, its proof, the second strategy, verdict, what it found. */
    public static ResultTable proofChecks(List<ProofCheck> checks) {
        ResultTable t = new ResultTable("instance", "strategy", "claim", "checked by", "verdict", "detail");
        for (ProofCheck c : checks) {
            BenchRow r = c.row();
            String claim = r.status() == BenchStatus.INFEASIBLE ? "INFEASIBLE"
                    : r.status() + " bound " + r.reportedBound();
            t.add(r.instance(), r.strategy(), claim, c.checker(), c.verdict(), c.detail());
        }
        return t;
    }

    static List<String> extraColumns(List<BenchRow> rows) {
        Set<String> keys = new LinkedHashSet<>();
        rows.forEach(r -> keys.addAll(r.extras().keySet()));
        return List.copyOf(keys);
    }

    private static String checks(BenchRow r) {
        if (r.validator() == null) {
            return "-";
        }
        String v = verdict(r.validator());
        return r.secondOpinion() == null ? v : v + "/" + verdict(r.secondOpinion());
    }

    private static String verdict(String v) {
        return BenchRow.VALID.equals(v) ? "valid" : "REJECTED";
    }

    static String decimal(double d) {
        return Double.isNaN(d) ? "-" : String.format(Locale.ROOT, "%.2f", d);
    }

    /** Facts of the first row of every instance, for files. */
    static List<String> factColumns(List<BenchRow> rows) {
        Set<String> keys = new LinkedHashSet<>();
        rows.forEach(r -> keys.addAll(r.facts().keySet()));
        return List.copyOf(keys);
    }

    static Object cell(Map<String, Object> m, String key) {
        Object v = m.get(key);
        return v == null ? "" : v;
    }
}
