package dev.berth.bench.memory;

import dev.berth.bench.ResultTable;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;

import java.util.List;

/** The memory family's tables, built on {@link ResultTable}. */
public final class MemoryTables {
    private MemoryTables() {
    }

    /**
     * instance, strategy, status, peak, bound, peak/bound, seconds, and for a layout that did not fit, how high it
     * went ("over capacity") — how far a strategy that failed was from fitting.
     */
    public static ResultTable bench(List<MemoryBenchRow> rows) {
        ResultTable t = new ResultTable("instance", "strategy", "status", "peak", "bound", "peak/bound", "seconds",
                "over capacity");
        for (MemoryBenchRow r : rows) {
            Object over = r.overCapacityPeak() == null ? "" : r.overCapacityPeak() + " ("
                    + ResultTable.ratio((double) r.overCapacityPeak() / Math.max(1, r.bound())) + "x bound)";
            t.add(r.instance(), r.strategy(), r.status(), peak(r.peak()), r.bound(), ResultTable.ratio(r.ratio()),
                    ResultTable.seconds(r.seconds()), over);
        }
        return t;
    }

    /** strategy, status, peak, lower bound, seconds: several strategies on one instance. */
    public static ResultTable demo(List<MemoryBenchRow> rows) {
        ResultTable t = new ResultTable("strategy", "status", "peak", "lower bound", "seconds");
        for (MemoryBenchRow r : rows) {
            t.add(r.strategy(), r.status(), peak(r.peak()), r.bound(), ResultTable.seconds(r.seconds()));
        }
        return t;
    }

    /**
     * The demo table from raw results on {@code problem} (lower bound: the larger of
     * {@link MemoryLowerBound} and the result's bound). No checking: use {@link MemoryBenchRunner} rows for that.
     */
    public static ResultTable demo(MemoryProblem problem, List<MemoryResult> results) {
        long lb = MemoryLowerBound.of(problem);
        ResultTable t = new ResultTable("strategy", "status", "peak", "lower bound", "seconds");
        for (MemoryResult r : results) {
            t.add(r.solver(), r.status(), r.status().hasSolution() ? r.peak() : "-", Math.max(lb, r.bound()),
                    ResultTable.seconds(r.seconds()));
        }
        return t;
    }

    /** One line per strategy: runs, solved within capacity, optimal, invalid, errors, mean peak/bound, seconds. */
    public static ResultTable summary(List<StrategySummary> summaries) {
        return summary(summaries, "strategy");
    }

    /** The summary table with its first column named {@code keyHeader} ("config" in an ablation). */
    public static ResultTable summary(List<StrategySummary> summaries, String keyHeader) {
        ResultTable t = new ResultTable(keyHeader, "runs", "solved", "optimal", "invalid", "errors",
                "mean peak/bound", "total seconds");
        for (StrategySummary s : summaries) {
            t.add(s.strategy(), s.runs(), s.solved(), s.optimal(), s.invalid(), s.errors(),
                    ResultTable.ratio(s.meanRatio()), ResultTable.seconds(s.totalSeconds()));
        }
        return t;
    }

    private static Object peak(long peak) {
        return peak >= 0 ? peak : "-";
    }
}
