package dev.berth.bench;

import java.io.PrintStream;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One strategy on one instance, as the bench saw it, for any family.
 *
 * @param group          the instance's summary group, or null
 * @param strategy       the run's label (a strategy's name, "reference share=none", "no-dominance")
 * @param status         the strategy's status, or INVALID / ERROR (see {@link BenchStatus})
 * @param score          the answer's score as the bench's checker recomputed it; null without an answer (an
 *                       INVALID row keeps its rejected answer's score when there is one, for the record)
 * @param bound          the best proven bound on the instance's headline objective: the bench's own, raised
 *                       to the strongest bound any valid run of the instance proved (see {@link CrossCheck})
 * @param reportedBound  the bound the strategy reported
 * @param proof          "certificate", "search" or "none": what stands behind the reported bound
 * @param seconds        wall-clock time of the call, measured by the bench
 * @param heapPeakBytes  heap in use at the run's highest point, summed over heap pools, -1 if unavailable
 * @param heapBaseBytes  heap in use after the full GC just before the run
 * @param validator      {@link #VALID} or the checker's complaint; null without an answer
 * @param secondOpinion  {@link #VALID} or the simulator's complaint; null without an answer
 * @param boundApplies   whether the bench's bound holds for this answer (sync: not when it removed pairs)
 * @param message        the strategy's reason, the check that failed, or the exception; may be null
 * @param facts          the instance's facts ({@link BenchKit#facts})
 * @param extras         the run's facts worth a column ({@link BenchKit#runFacts})
 * @param stats          the strategy's own counters
 */
public record BenchRow(String instance, String group, String strategy, BenchStatus status, long[] score, long bound,
                       long reportedBound, String proof, double seconds, long heapPeakBytes, long heapBaseBytes,
                       String validator, String secondOpinion, boolean boundApplies, String message,
                       Map<String, Object> facts, Map<String, Object> extras, Map<String, Object> stats) {
    public static final String VALID = "valid";

    public BenchRow {
        facts = facts == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(facts));
        extras = extras == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(extras));
        stats = stats == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(stats));
    }

    /** A valid answer (OPTIMAL or FEASIBLE that passed every check). */
    public boolean solved() {
        return status.solved();
    }

    /** The headline objective of a valid answer, -1 otherwise. */
    public long objective() {
        return solved() && score != null ? score[0] : -1;
    }

    /** objective / bound for a solved run with a positive bound, else NaN. */
    public double ratio() {
        return solved() && bound > 0 ? (double) objective() / bound : Double.NaN;
    }

    /** objective − bound for a solved run, else NaN. */
    public double gap() {
        return solved() ? objective() - bound : Double.NaN;
    }

    /** A solved run at the bound. */
    public boolean atBound() {
        return solved() && objective() <= bound;
    }

    /** Heap the run added at its peak over what was live before it, or -1 if unavailable. */
    public long heapAddedBytes() {
        return heapPeakBytes < 0 ? -1 : Math.max(0, heapPeakBytes - heapBaseBytes);
    }

    /** This row turned INVALID with {@code why}: its answer no longer counts. */
    public BenchRow invalid(String why) {
        return new BenchRow(instance, group, strategy, BenchStatus.INVALID, score, bound, reportedBound, proof, seconds,
                heapPeakBytes, heapBaseBytes, validator, secondOpinion, boundApplies, why, facts, extras, stats);
    }

    public BenchRow withBound(long b) {
        return new BenchRow(instance, group, strategy, status, score, b, reportedBound, proof, seconds, heapPeakBytes,
                heapBaseBytes, validator, secondOpinion, boundApplies, message, facts, extras, stats);
    }

    public BenchRow withStrategy(String label) {
        return new BenchRow(instance, group, label, status, score, bound, reportedBound, proof, seconds, heapPeakBytes,
                heapBaseBytes, validator, secondOpinion, boundApplies, message, facts, extras, stats);
    }

    /** Prints INVALID rows (bugs) and ERROR rows after the tables, so they cannot be missed. */
    public static void flag(PrintStream out, List<BenchRow> rows) {
        List<BenchRow> invalid = rows.stream().filter(r -> r.status() == BenchStatus.INVALID).toList();
        List<BenchRow> errors = rows.stream().filter(r -> r.status() == BenchStatus.ERROR).toList();
        if (!invalid.isEmpty()) {
            out.println();
            out.println("!!! " + invalid.size() + " INVALID result(s) — wrong answers, these are bugs:");
            invalid.forEach(r -> out.println("!!!   " + r.instance() + " / " + r.strategy() + ": " + r.message()));
        }
        if (!errors.isEmpty()) {
            out.println();
            out.println("!! " + errors.size() + " ERROR run(s):");
            errors.forEach(r -> out.println("!!   " + r.instance() + " / " + r.strategy() + ": " + r.message()));
        }
    }
}
