package dev.berth.cli.serve;

import com.fasterxml.jackson.databind.JsonNode;
import dev.berth.model.Budget;
import dev.berth.model.Problem;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One accepted request that needs a worker (solve, check, simulate), from the line it came on to its one
 * answer. Until it starts it is only its line's bytes: a waiting request holds no parsed instance. Whoever
 * answers first — the worker, a cancel before the start, the watchdog, the end of the input — answers; the
 * others find it {@link #claim claimed}.
 */
final class Job {
    final JsonNode id;
    final String key;
    final String method;
    /** Cancelled by {@code cancel}, by a hang-up, or by the watchdog; its children are the running budgets. */
    final Budget tracked;
    private byte[] line;
    private final int bytes;
    private final AtomicBoolean answered = new AtomicBoolean();
    private volatile Problem problem;
    private volatile boolean started;

    Job(JsonNode id, String key, String method, byte[] line, Budget tracked) {
        this.id = id;
        this.key = key;
        this.method = method;
        this.line = line;
        this.bytes = line.length;
        this.tracked = tracked;
    }

    int bytes() {
        return bytes;
    }

    /** The request's line, once: a started request keeps its parsed form instead. */
    synchronized byte[] takeLine() {
        byte[] l = line;
        line = null;
        return l;
    }

    /** True for the one caller that may answer this request. */
    boolean claim() {
        return answered.compareAndSet(false, true);
    }

    boolean answered() {
        return answered.get();
    }

    void started() {
        started = true;
    }

    boolean isStarted() {
        return started;
    }

    /** The instance once parsed, so that the watchdog can answer in the family's own terms. */
    void parsed(Problem p) {
        problem = p;
    }

    Problem problem() {
        return problem;
    }
}
