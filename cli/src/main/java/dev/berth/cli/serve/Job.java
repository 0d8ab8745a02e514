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
    private JsonNode parsed;
    private final int bytes;
    private final AtomicBoolean answered = new AtomicBoolean();
    private volatile Problem problem;
    private volatile java.util.concurrent.Future<?> watchdog;
    private volatile boolean started;

    /**
     * @param request the line's parsed request, kept only when the server has room for it (small requests
     *                are then not parsed twice); else null, and the line is parsed again when it starts
     */
    Job(JsonNode id, String key, String method, byte[] line, JsonNode request, Budget tracked) {
        this.id = id;
        this.key = key;
        this.method = method;
        this.line = request == null ? line : null;
        this.parsed = request;
        this.bytes = line.length;
        this.tracked = tracked;
    }

    /** Whether the request waits as its parsed tree (which the server counts against its room for trees). */
    synchronized boolean keptParsed() {
        return parsed != null;
    }

    int bytes() {
        return bytes;
    }

    /** The request, once: its kept tree or its line parsed now; the job then holds neither. */
    synchronized JsonNode takeRequest(java.util.function.Function<byte[], JsonNode> parse) {
        JsonNode r = parsed != null ? parsed : parse.apply(line);
        parsed = null;
        line = null;
        return r;
    }

    /** True for the one caller that may answer this request. */
    boolean claim() {
        return answered.compareAndSet(false, true);
    }

    boolean answered() {
        return answered.get();
    }

    private volatile boolean abandoned;

    /** The watchdog answered for it while it ran: its thread no longer counts as one of the workers. */
    void abandon() {
        abandoned = true;
    }

    boolean abandoned() {
        return abandoned;
    }

    void started() {
        started = true;
    }

    boolean isStarted() {
        return started;
    }

    /** The watchdog's task for this request, cancelled once it is answered (it would hold the instance). */
    void watchedBy(java.util.concurrent.Future<?> task) {
        watchdog = task;
        if (answered()) {
            task.cancel(false);
        }
    }

    void unwatch() {
        java.util.concurrent.Future<?> w = watchdog;
        if (w != null) {
            w.cancel(false);
        }
    }

    /** The instance once parsed, so that the watchdog can answer in the family's own terms. */
    void parsed(Problem p) {
        problem = p;
    }

    Problem problem() {
        return problem;
    }
}
