package dev.berth.model.memory;

import dev.berth.model.Status;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A strategy's answer for one memory problem.
 *
 * @param offsets  one offset per buffer (problem order) when {@code status.hasSolution()}, else {@code null}
 * @param peak     highest address used by {@code offsets}, or -1 without a layout
 * @param bound    best lower bound on the peak proven by this solve
 * @param reason   why, for INFEASIBLE and UNKNOWN (and for rejected answers); may be null otherwise
 * @param stats    strategy-specific counters (nodes, moves, ...), in insertion order
 */
public record MemoryResult(Status status, long[] offsets, long peak, long bound, String solver, double seconds,
                           String reason, Map<String, Object> stats) {

    public MemoryResult {
        stats = stats == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(stats));
        if (status.hasSolution() && offsets == null) {
            throw new IllegalArgumentException(status + " needs offsets");
        }
    }

    public static MemoryResult solved(boolean optimal, long[] offsets, long peak, long bound, String solver) {
        return new MemoryResult(optimal ? Status.OPTIMAL : Status.FEASIBLE, offsets, peak, bound, solver, 0,
                null, Map.of());
    }

    public static MemoryResult infeasible(String reason, long bound, String solver) {
        return new MemoryResult(Status.INFEASIBLE, null, -1, bound, solver, 0, reason, Map.of());
    }

    public static MemoryResult unknown(String reason, long bound, String solver) {
        return new MemoryResult(Status.UNKNOWN, null, -1, bound, solver, 0, reason, Map.of());
    }

    public MemoryResult withSeconds(double s) {
        return new MemoryResult(status, offsets, peak, bound, solver, s, reason, stats);
    }

    public MemoryResult withSolver(String name) {
        return new MemoryResult(status, offsets, peak, bound, name, seconds, reason, stats);
    }

    public MemoryResult withReason(String r) {
        return new MemoryResult(status, offsets, peak, bound, solver, seconds, r, stats);
    }

    public MemoryResult withStatus(Status s) {
        return new MemoryResult(s, offsets, peak, bound, solver, seconds, reason, stats);
    }

    public MemoryResult withBound(long b) {
        return new MemoryResult(status, offsets, peak, b, solver, seconds, reason, stats);
    }

    public MemoryResult withStat(String key, Object value) {
        Map<String, Object> m = new LinkedHashMap<>(stats);
        m.put(key, value);
        return new MemoryResult(status, offsets, peak, bound, solver, seconds, reason, m);
    }

    public MemoryResult withStats(Map<String, ?> more) {
        Map<String, Object> m = new LinkedHashMap<>(stats);
        m.putAll(more);
        return new MemoryResult(status, offsets, peak, bound, solver, seconds, reason, m);
    }
}
