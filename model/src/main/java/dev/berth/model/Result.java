package dev.berth.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A strategy's answer for one problem of any family. Strategies fill what they know; the gate then
 * recomputes {@code score} from the solution, keeps {@code bound} only as far as {@code proof} holds, and
 * sets the status the proof policy allows (see {@code dev.berth.solvers.Gate}).
 *
 * @param solution the answer when {@code status.hasSolution()}, else null
 * @param score    the solution's cost; null without a solution (a strategy may leave it null: the gate
 *                 recomputes it)
 * @param bound    proven lower bound on the headline objective (for INFEASIBLE: unused)
 * @param proof    what proves {@code bound} — or, for INFEASIBLE, the infeasibility
 * @param reason   why, for INFEASIBLE and UNKNOWN (and for rejected answers); may be null otherwise
 * @param solver   who answered (a portfolio member's label, an external allocator's name)
 * @param seconds  wall-clock time of the call, measured by the gate
 * @param stats    strategy-specific counters (nodes, moves, members...), in insertion order
 */
public record Result<S>(Status status, S solution, Score score, long bound, Proof proof, String reason,
                        String solver, double seconds, Map<String, Object> stats) {
    /** Stat of an answer a gate refused (made UNKNOWN): a bug in the strategy that gave it. */
    public static final String REJECTED = "rejected";
    /** Stat saying why a gate dropped the bound the strategy claimed: false, or its certificate fails. */
    public static final String REJECTED_BOUND = "rejectedBound";
    /** Stat of an answer a gate made from the strategy's crash. */
    public static final String FAILED = "failed";
    /**
     * Stat of an UNKNOWN from a layout that exceeds the capacity (memory, tiles): the peak it reached, kept in a
     * portfolio's summary so that a caller sees how far above the capacity the best attempt was.
     */
    public static final String OVER_CAPACITY_PEAK = "overCapacityPeak";

    public Result {
        if (status == null) {
            throw new IllegalArgumentException("a result needs a status");
        }
        if (status.hasSolution() && solution == null) {
            throw new IllegalArgumentException(status + " needs a solution");
        }
        if (!status.hasSolution()) {
            solution = null;
            score = null;
        }
        proof = proof == null ? Proof.NONE : proof;
        stats = stats == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(stats));
    }

    /** A valid answer, nothing proven about it yet. */
    public static <S> Result<S> feasible(S solution) {
        return new Result<>(Status.FEASIBLE, solution, null, 0, Proof.NONE, null, null, 0, Map.of());
    }

    /**
     * An answer whose cost the strategy proved minimal: {@code bound} equals its headline objective and
     * {@code proof} says how (a certificate, or a complete search).
     */
    public static <S> Result<S> optimal(S solution, long bound, Proof proof) {
        return new Result<>(Status.OPTIMAL, solution, null, bound, proof, null, null, 0, Map.of());
    }

    /** Proven impossible: {@code proof} carries the certificate or says it was a complete search. */
    public static <S> Result<S> infeasible(String reason, Proof proof) {
        return new Result<>(Status.INFEASIBLE, null, null, 0, proof, reason, null, 0, Map.of());
    }

    /** Nothing valid within the limits, and why. */
    public static <S> Result<S> unknown(String reason) {
        return new Result<>(Status.UNKNOWN, null, null, 0, Proof.NONE, reason, null, 0, Map.of());
    }

    public boolean hasSolution() {
        return status.hasSolution();
    }

    /** The headline objective, or -1 without a scored solution. */
    public long objective() {
        return score == null ? -1 : score.headline();
    }

    /** The certificate behind the proof, or null. */
    public Certificate certificate() {
        return proof.certificate();
    }

    public Result<S> withStatus(Status s) {
        return new Result<>(s, solution, score, bound, proof, reason, solver, seconds, stats);
    }

    public Result<S> withScore(Score s) {
        return new Result<>(status, solution, s, bound, proof, reason, solver, seconds, stats);
    }

    /** The same answer with {@code b} as its bound, proven by {@code p}. */
    public Result<S> withBound(long b, Proof p) {
        return new Result<>(status, solution, score, b, p, reason, solver, seconds, stats);
    }

    public Result<S> withReason(String r) {
        return new Result<>(status, solution, score, bound, proof, r, solver, seconds, stats);
    }

    public Result<S> withSolver(String name) {
        return new Result<>(status, solution, score, bound, proof, reason, name, seconds, stats);
    }

    public Result<S> withSeconds(double s) {
        return new Result<>(status, solution, score, bound, proof, reason, solver, s, stats);
    }

    public Result<S> withStat(String key, Object value) {
        Map<String, Object> m = new LinkedHashMap<>(stats);
        m.put(key, value);
        return new Result<>(status, solution, score, bound, proof, reason, solver, seconds, m);
    }

    public Result<S> withStats(Map<String, ?> more) {
        Map<String, Object> m = new LinkedHashMap<>(stats);
        m.putAll(more);
        return new Result<>(status, solution, score, bound, proof, reason, solver, seconds, m);
    }

    /** The same result with nothing but its status, reason and stats: an answer the gate refused. */
    public Result<S> rejected(String why) {
        return new Result<S>(Status.UNKNOWN, null, null, 0, Proof.NONE, why, solver, seconds, stats)
                .withStat(REJECTED, true);
    }
}
