package dev.berth.bench.tiles;

import dev.berth.bench.ResultTable;

import java.util.List;
import java.util.Locale;

/** The tiles bench's tables: one line per run, the per-strategy summary, and the sharing study's lines. */
final class TileTables {
    private TileTables() {
    }

    /**
     * instance, tiles, variables, sets, structures, strategy, status, max peak, total memory, exchange
     * cycles, shared, bound, max peak / bound, seconds, valid (the validator), checker (the second opinion:
     * "-" without one; "REJECTED" where a checker complained).
     */
    static ResultTable runs(List<TileBenchRow> rows) {
        ResultTable t = new ResultTable("instance", "tiles", "variables", "sets", "structures", "strategy", "status",
                "max peak", "total memory", "exchange cycles", "shared", "bound", "max peak/bound", "seconds", "valid",
                "checker");
        for (TileBenchRow r : rows) {
            t.add(r.instance(), r.tiles(), r.variables(), r.sets(), r.structures(), r.strategy(), r.status(),
                    orDash(r.maxPeak()), orDash(r.totalMemory()), orDash(r.exchangeCycles()), orDash(r.shared()),
                    r.bound(), ResultTable.ratio(r.ratio()), ResultTable.seconds(r.seconds()), verdict(r.validator()),
                    verdict(r.secondOpinion()));
        }
        return t;
    }

    /** strategy, runs, solved, optimal, infeasible, unknown, invalid, errors, mean and max max peak / bound, ≤ reference, seconds. */
    static ResultTable summary(List<TileBenchSummary> summaries) {
        String reference = summaries.isEmpty() ? "reference" : summaries.get(0).reference();
        ResultTable t = new ResultTable("strategy", "runs", "solved", "optimal", "infeasible", "unknown", "invalid",
                "errors", "mean max peak/bound", "max max peak/bound", "<= " + reference, "total seconds",
                "max seconds");
        for (TileBenchSummary s : summaries) {
            t.add(s.strategy(), s.runs(), s.solved(), s.optimal(), s.infeasible(), s.unknown(), s.invalid(), s.errors(),
                    ResultTable.ratio(s.meanRatio()), ResultTable.ratio(s.maxRatio()),
                    s.atMostReference() < 0 ? "-" : s.atMostReference(), ResultTable.seconds(s.totalSeconds()),
                    ResultTable.seconds(s.maxSeconds()));
        }
        return t;
    }

    /**
     * instance, strategy, max peak shared / replicated, saved (bytes, %), total memory shared / replicated,
     * saved (bytes, %), exchange cycles of the shared run, structures it shares, structures.
     */
    static ResultTable sharing(List<TileSharingRow> rows) {
        ResultTable t = new ResultTable("instance", "strategy", "status", "max peak", "max peak replicated",
                "max peak saved", "max peak saved %", "total", "total replicated", "total saved", "total saved %",
                "exchange cycles", "shared", "structures");
        for (TileSharingRow r : rows) {
            TileBenchRow s = r.shared();
            TileBenchRow n = r.replicated();
            t.add(r.instance(), s.strategy(), s.status() + "/" + n.status(), orDash(s.solved() ? s.maxPeak() : -1),
                    orDash(n.solved() ? n.maxPeak() : -1), r.comparable() ? r.maxPeakSaved() : "-",
                    percent(r.maxPeakSavedPercent()), orDash(s.solved() ? s.totalMemory() : -1),
                    orDash(n.solved() ? n.totalMemory() : -1), r.comparable() ? r.totalSaved() : "-",
                    percent(r.totalSavedPercent()), orDash(s.solved() ? s.exchangeCycles() : -1),
                    orDash(s.solved() ? s.shared() : -1), s.structures());
        }
        return t;
    }

    static String percent(double p) {
        return Double.isNaN(p) ? "-" : String.format(Locale.ROOT, "%.1f%%", p);
    }

    private static Object orDash(long x) {
        return x >= 0 ? x : "-";
    }

    private static String verdict(String v) {
        return v == null ? "-" : TileBenchRow.VALID.equals(v) ? "valid" : "REJECTED";
    }
}
