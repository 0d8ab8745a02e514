package dev.berth.bench.sync;

import dev.berth.bench.ResultTable;

import java.util.List;
import java.util.Locale;

/** The sync bench's tables: one line per run, and the per-family, per-strategy summary. */
final class SyncTables {
    private SyncTables() {
    }

    /**
     * instance, strategy, status, used, width, gap, used/width, removed, seconds, checks ("valid", or
     * "valid/valid" with a second opinion; "REJECTED" where a checker complained).
     */
    static ResultTable runs(List<SyncBenchRow> rows) {
        ResultTable t = new ResultTable("instance", "strategy", "status", "used", "width", "gap", "used/width", "removed",
                "seconds", "checks");
        for (SyncBenchRow r : rows) {
            t.add(r.instance(), r.strategy(), r.status(), r.used() >= 0 ? r.used() : "-", r.width(),
                    Double.isNaN(r.gap()) ? "-" : (long) r.gap(), ResultTable.ratio(r.ratio()), r.removed(),
                    ResultTable.seconds(r.seconds()), checks(r));
        }
        return t;
    }

    /** family, strategy, runs, solved, optimal, at width, % at width, mean gap, mean used/width, invalid, errors, max seconds. */
    static ResultTable summary(List<SyncBenchSummary> summaries) {
        ResultTable t = new ResultTable("family", "strategy", "runs", "solved", "optimal", "at width", "% at width",
                "mean gap", "mean used/width", "invalid", "errors", "max seconds");
        for (SyncBenchSummary s : summaries) {
            t.add(s.family(), s.strategy(), s.runs(), s.solved(), s.optimal(), s.atWidth(), percent(s.percentAtWidth()),
                    decimal(s.meanGap()), ResultTable.ratio(s.meanRatio()), s.invalid(), s.errors(),
                    ResultTable.seconds(s.maxSeconds()));
        }
        return t;
    }

    private static String checks(SyncBenchRow r) {
        if (r.validator() == null) {
            return "-";
        }
        String v = verdict(r.validator());
        return r.secondOpinion() == null ? v : v + "/" + verdict(r.secondOpinion());
    }

    private static String verdict(String v) {
        return SyncBenchRow.VALID.equals(v) ? "valid" : "REJECTED";
    }

    private static String percent(double p) {
        return Double.isNaN(p) ? "-" : String.format(Locale.ROOT, "%.1f%%", p);
    }

    private static String decimal(double d) {
        return Double.isNaN(d) ? "-" : String.format(Locale.ROOT, "%.2f", d);
    }
}
