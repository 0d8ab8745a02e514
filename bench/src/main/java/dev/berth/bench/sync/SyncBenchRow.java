package dev.berth.bench.sync;

import dev.berth.bench.BenchRow;
import dev.berth.bench.BenchStatus;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One strategy on one sync instance, as the bench saw it.
 *
 * @param instance      the problem's name
 * @param family        {@link SyncProgramGenerator#family} of the name: "random", "pipeline" or "other"
 * @param warps         warps of the program
 * @param pairs         sync pairs (logical resources)
 * @param semantics     the classes' semantics label, or "mixed"
 * @param strategy      the allocator's name
 * @param status        the strategy's status, or INVALID / ERROR (see {@link BenchStatus})
 * @param used          physical resources the returned mapping uses ({@code SyncValidator.used}), -1 without a
 *                      mapping; an INVALID row keeps the count of its rejected mapping, for the record
 * @param width         {@code SyncWidth.of(problem).width()}: the proven minimum with no pair removed
 * @param bound         the lower bound the strategy reported
 * @param removed       sync pairs the mapping drops ({@code SyncProblem.REMOVED})
 * @param seconds       wall-clock time of the {@code allocate} call, measured by the bench
 * @param widthSeconds  time the bench took for {@code SyncWidth.of} on this instance (once per instance)
 * @param validator     {@link #VALID} or {@code SyncValidator}'s complaint; null when there is no mapping
 * @param secondOpinion {@link #VALID} or the extra checker's complaint; null without a checker or mapping
 * @param message       the strategy's reason, the check that failed, or the exception; may be null
 * @param stats         the strategy's own counters
 */
public record SyncBenchRow(String instance, String family, int warps, int pairs, String semantics, String strategy,
                           BenchStatus status, int used, int width, int bound, int removed, double seconds,
                           double widthSeconds, String validator, String secondOpinion, String message,
                           Map<String, Object> stats) implements BenchRow {
    public static final String VALID = "valid";

    public SyncBenchRow {
        stats = stats == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(stats));
    }

    /** A valid mapping within the class limits (OPTIMAL or FEASIBLE that passed every check). */
    public boolean solved() {
        return status.solved();
    }

    /** used − width for a solved run, else NaN. Negative only when removing redundant pairs lowered the width. */
    public double gap() {
        return solved() ? used - width : Double.NaN;
    }

    /** used / width for a solved run with a positive width, else NaN. */
    public double ratio() {
        return solved() && width > 0 ? (double) used / width : Double.NaN;
    }

    /** A solved run that uses no more than the width. */
    public boolean atWidth() {
        return solved() && used <= width;
    }

    /** This row turned INVALID with {@code why}. */
    public SyncBenchRow invalid(String why) {
        return new SyncBenchRow(instance, family, warps, pairs, semantics, strategy, BenchStatus.INVALID, used, width,
                bound, removed, seconds, widthSeconds, validator, secondOpinion, why, stats);
    }
}
