package dev.berth.bench.tiles;

import dev.berth.bench.BenchRow;
import dev.berth.bench.BenchStatus;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One strategy on one tiles instance, as the bench saw it.
 *
 * @param instance       the problem's name
 * @param tiles          tiles of the machine
 * @param variables      variables of all tiles
 * @param sets           the input's equal-address sets
 * @param structures     read-only structures (share-or-replicate candidates)
 * @param strategy       the allocator's name (in a sharing study, with " share=none" for the replicated run)
 * @param status         the strategy's status, or INVALID / ERROR (see {@link BenchStatus})
 * @param maxPeak        the layout's largest tile peak ({@code TileObjective.of}, recomputed by the bench), -1
 *                       without a layout; an INVALID row keeps its rejected layout's numbers, for the record
 * @param totalMemory    the sum of the tiles' peaks, -1 without a layout
 * @param exchangeCycles exchange cycles the shared structures cost, -1 without a layout
 * @param shared         structures the layout shares, -1 without a layout
 * @param bound          {@code TileLowerBound.of(problem).max()}: the bench's own bound, the same for every
 *                       strategy on the instance
 * @param reportedBound  the lower bound the strategy reported
 * @param seconds        wall-clock time of the {@code allocate} call, measured by the bench
 * @param validator      {@link #VALID} or {@code TileValidator}'s complaint; null without a layout
 * @param secondOpinion  {@link #VALID} or the extra checker's complaint; null without a checker or layout
 * @param message        the strategy's reason, the check that failed, or the exception; may be null
 * @param stats          the strategy's own counters
 */
public record TileBenchRow(String instance, int tiles, int variables, int sets, int structures, String strategy,
                           BenchStatus status, long maxPeak, long totalMemory, long exchangeCycles, int shared,
                           long bound, long reportedBound, double seconds, String validator, String secondOpinion,
                           String message, Map<String, Object> stats) implements BenchRow {
    public static final String VALID = "valid";

    public TileBenchRow {
        stats = stats == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(stats));
    }

    /** A valid layout within the tiles' memory (OPTIMAL or FEASIBLE that passed every check). */
    public boolean solved() {
        return status.solved();
    }

    /** maxPeak / bound for a solved run with a positive bound, else NaN. */
    public double ratio() {
        return solved() && bound > 0 ? (double) maxPeak / bound : Double.NaN;
    }

    /** The same run under another name (a sharing study labels its replicate-all run). */
    public TileBenchRow withStrategy(String name) {
        return new TileBenchRow(instance, tiles, variables, sets, structures, name, status, maxPeak, totalMemory,
                exchangeCycles, shared, bound, reportedBound, seconds, validator, secondOpinion, message, stats);
    }

    /** This row turned INVALID with {@code why}. */
    public TileBenchRow invalid(String why) {
        return new TileBenchRow(instance, tiles, variables, sets, structures, strategy, BenchStatus.INVALID, maxPeak,
                totalMemory, exchangeCycles, shared, bound, reportedBound, seconds, validator, secondOpinion, why, stats);
    }
}
