package dev.berth.model.sync;

import dev.berth.model.Status;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A strategy's answer for one sync problem.
 *
 * @param mapping     physical id per resource (problem order; {@link SyncProblem#REMOVED} for dropped pairs)
 *                    when {@code status.hasSolution()}, else null
 * @param used        how many physical resources the mapping uses (distinct class × id), -1 without one
 * @param bound       best proven lower bound on {@code used}
 * @param certificate resources no two of which may share a physical one, proving {@code bound} (or, for
 *                    INFEASIBLE under a limit, the concurrent set that does not fit); may be empty
 * @param reason      why, for INFEASIBLE and UNKNOWN; may be null otherwise
 */
public record SyncResult(Status status, int[] mapping, int used, int bound, int[] certificate, String solver,
                         double seconds, String reason, Map<String, Object> stats) {

    public SyncResult {
        stats = stats == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(stats));
        certificate = certificate == null ? new int[0] : certificate;
        if (status.hasSolution() && mapping == null) {
            throw new IllegalArgumentException(status + " needs a mapping");
        }
    }

    public static SyncResult solved(boolean optimal, int[] mapping, int used, int bound, int[] certificate, String solver) {
        return new SyncResult(optimal ? Status.OPTIMAL : Status.FEASIBLE, mapping, used, bound, certificate, solver, 0,
                null, Map.of());
    }

    public static SyncResult infeasible(String reason, int bound, int[] certificate, String solver) {
        return new SyncResult(Status.INFEASIBLE, null, -1, bound, certificate, solver, 0, reason, Map.of());
    }

    public static SyncResult unknown(String reason, int bound, String solver) {
        return new SyncResult(Status.UNKNOWN, null, -1, bound, null, solver, 0, reason, Map.of());
    }

    public SyncResult withSeconds(double s) {
        return new SyncResult(status, mapping, used, bound, certificate, solver, s, reason, stats);
    }

    public SyncResult withSolver(String name) {
        return new SyncResult(status, mapping, used, bound, certificate, name, seconds, reason, stats);
    }

    public SyncResult withStatus(Status s) {
        return new SyncResult(s, mapping, used, bound, certificate, solver, seconds, reason, stats);
    }

    public SyncResult withReason(String r) {
        return new SyncResult(status, mapping, used, bound, certificate, solver, seconds, r, stats);
    }

    public SyncResult withBound(int b, int[] cert) {
        return new SyncResult(status, mapping, used, b, cert, solver, seconds, reason, stats);
    }

    public SyncResult withStat(String key, Object value) {
        Map<String, Object> m = new LinkedHashMap<>(stats);
        m.put(key, value);
        return new SyncResult(status, mapping, used, bound, certificate, solver, seconds, reason, m);
    }

    public SyncResult withStats(Map<String, ?> more) {
        Map<String, Object> m = new LinkedHashMap<>(stats);
        m.putAll(more);
        return new SyncResult(status, mapping, used, bound, certificate, solver, seconds, reason, m);
    }

    /** How many sync pairs the mapping drops. */
    public int removedCount() {
        if (mapping == null) {
            return 0;
        }
        int k = 0;
        for (int x : mapping) {
            if (x == SyncProblem.REMOVED) {
                k++;
            }
        }
        return k;
    }
}
