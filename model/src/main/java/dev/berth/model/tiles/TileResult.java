package dev.berth.model.tiles;

import dev.berth.model.tiles.analysis.TileObjective;
import dev.berth.model.Status;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A strategy's answer for one tiles problem. OPTIMAL is about the first objective term: the largest tile's
 * peak equals the proven {@code bound}; total memory and exchange cycles are reported, not proven.
 *
 * @param layout    the answer when {@code status.hasSolution()}, else null
 * @param objective its objective, null without a layout
 * @param bound     proven lower bound on the largest tile's peak
 * @param reason    why, for INFEASIBLE and UNKNOWN; may be null otherwise
 */
public record TileResult(Status status, TileLayout layout, TileObjective objective, long bound, String solver,
                         double seconds, String reason, Map<String, Object> stats) {

    public TileResult {
        stats = stats == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(stats));
        if (status.hasSolution() && (layout == null || objective == null)) {
            throw new IllegalArgumentException(status + " needs a layout and its objective");
        }
    }

    /** A solved result; OPTIMAL exactly when the largest peak meets {@code bound}. */
    public static TileResult solved(TileLayout layout, TileObjective objective, long bound, String solver) {
        Status s = objective.maxPeak() <= bound ? Status.OPTIMAL : Status.FEASIBLE;
        return new TileResult(s, layout, objective, bound, solver, 0, null, Map.of());
    }

    public static TileResult infeasible(String reason, long bound, String solver) {
        return new TileResult(Status.INFEASIBLE, null, null, bound, solver, 0, reason, Map.of());
    }

    public static TileResult unknown(String reason, long bound, String solver) {
        return new TileResult(Status.UNKNOWN, null, null, bound, solver, 0, reason, Map.of());
    }

    public TileResult withSeconds(double s) {
        return new TileResult(status, layout, objective, bound, solver, s, reason, stats);
    }

    public TileResult withSolver(String name) {
        return new TileResult(status, layout, objective, bound, name, seconds, reason, stats);
    }

    public TileResult withStatus(Status s) {
        return new TileResult(s, layout, objective, bound, solver, seconds, reason, stats);
    }

    public TileResult withReason(String r) {
        return new TileResult(status, layout, objective, bound, solver, seconds, r, stats);
    }

    public TileResult withStat(String key, Object value) {
        Map<String, Object> m = new LinkedHashMap<>(stats);
        m.put(key, value);
        return new TileResult(status, layout, objective, bound, solver, seconds, reason, m);
    }

    public TileResult withStats(Map<String, ?> more) {
        Map<String, Object> m = new LinkedHashMap<>(stats);
        m.putAll(more);
        return new TileResult(status, layout, objective, bound, solver, seconds, reason, m);
    }
}
