package dev.berth.cli.serve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.model.Budget;
import dev.berth.model.InputException;
import dev.berth.model.ProgressListener;
import dev.berth.model.io.Json;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@code berth serve}: JSON-RPC 2.0, one object per line each way (formats.md). A reader thread takes the
 * lines in order and answers at once what needs no worker — bad lines, {@code solvers}, {@code cancel},
 * {@code shutdown} — so control never waits behind solves. Solve, check and simulate wait in order as their
 * raw lines and run on at most {@link ServeSettings#workers()} threads, each under its time limit; a
 * watchdog answers for one that has not answered a moment after its limit. Whatever a request does wrong is
 * answered with an error and the server goes on. The end of the input, or a client that stops reading,
 * cancels everything and ends the server within two seconds.
 * <p>
 * Memory is bounded whatever a client sends: a line longer than {@link ServeSettings#maxRequestBytes()} is
 * skipped without being held; waiting requests are their bytes only, and the reader stops reading when
 * {@link ServeSettings#pending()} are unanswered and the ones past that hold a line's worth of bytes
 * ({@link #MAX_OVERFLOW_REQUESTS} of them at most), or when all waiting ones hold {@link #WAITING_LINES} lines'
 * worth.
 */
public final class Server {
    /** How long past its limit a request may take before the watchdog answers for it. */
    static final Duration WATCHDOG_GRACE = Duration.ofMillis(1500);
    /** After a shutdown has answered, how long requests already sent get to be read and refused. */
    static final long AFTER_SHUTDOWN_MS = 250;
    /** How long the end of the input waits for cancelled requests to answer before the server ends. */
    static final long HANG_UP_WAIT_MS = 1500;
    static final int MAX_OVERFLOW_REQUESTS = 65_536;
    static final int WAITING_LINES = 4;
    /** Lines of waiting requests kept parsed, in bytes: small requests are parsed once, big ones wait as bytes. */
    static final int PARSED_WAITING_BYTES = 4 << 20;
    /** An error code of the Language Server Protocol that clients know: the request was cancelled. */
    static final int REQUEST_CANCELLED = -32800;

    private static final Set<String> NO_FIELDS = Set.of();
    private static final Set<String> CANCEL_FIELDS = Set.of("id");

    private final InputStream in;
    private final LineWriter out;
    private final ServeSettings settings;
    private final ObjectMapper protocol;
    private final ObjectMapper mapper = Json.MAPPER;
    private final Methods methods;
    private final Map<String, Job> byKey = new ConcurrentHashMap<>();
    private final ScheduledThreadPoolExecutor watchdog;
    private final AtomicInteger threads = new AtomicInteger();
    /**
     * Threads for the running requests, kept a while between them (starting a thread per request was most of a
     * small solve's latency). Not a fixed pool: a request the watchdog answered for may still hold its thread,
     * and the next request must not wait for it.
     */
    private final ExecutorService workers = Executors.newCachedThreadPool(
            r -> daemon(r, "berth-serve-worker-" + threads.incrementAndGet()));
    private final AtomicBoolean warnedNotification = new AtomicBoolean();
    private final CountDownLatch finished = new CountDownLatch(1);
    private final CountDownLatch readerDone = new CountDownLatch(1);
    private volatile boolean closing;

    private final Object lock = new Object();
    private final ArrayDeque<Job> waiting = new ArrayDeque<>();
    private long waitingBytes;
    private long parsedWaitingBytes;
    /** Worker threads taking waiting requests one after the other, at most {@link ServeSettings#workers()}. */
    private int loops;
    /** Of those, the ones started and not yet at their first request. */
    private int starting;
    private int unanswered;
    private boolean shutting;
    private boolean hungUp;
    private JsonNode shutdownId;
    private boolean shutdownAnswered = true;

    public Server(InputStream in, OutputStream out, ServeSettings settings) {
        this(in, out, settings, new Methods(settings, Json.MAPPER));
    }

    /** With the methods given: tests put a method that never returns behind the watchdog. */
    Server(InputStream in, OutputStream out, ServeSettings settings, Methods methods) {
        this.in = in;
        this.out = new LineWriter(out, mapper, this::clientGone);
        this.settings = settings;
        this.protocol = Protocol.mapper(settings.maxRequestBytes());
        this.methods = methods;
        this.watchdog = new ScheduledThreadPoolExecutor(1, r -> daemon(r, "berth-serve-watchdog"));
        this.watchdog.setRemoveOnCancelPolicy(true);
    }

    /**
     * Serves until {@code shutdown} has answered, or the input ended (or the client stopped reading) and the
     * cancelled requests answered or {@link #HANG_UP_WAIT_MS} passed. The exit code (0).
     */
    public int run() throws IOException {
        daemon(this::readLoop, "berth-serve-reader").start();
        try {
            finished.await();
            closing = true;
            // lines a client sent after its shutdown are answered (refused) rather than lost, when already there
            readerDone.await(AFTER_SHUTDOWN_MS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        watchdog.shutdownNow();
        return 0;
    }

    private static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }

    // ---- reading -------------------------------------------------------------------------------------

    private void readLoop() {
        LineReader lines = new LineReader(in, settings.maxRequestBytes());
        String why = "the client closed the server's input";
        try {
            while (awaitRoom()) {
                LineReader.Line line;
                try {
                    line = lines.next();
                } catch (OutOfMemoryError e) { // the rest of that line then reads as another one, answered -32700
                    error(null, new RpcError(RpcError.INTERNAL, "out of memory reading a request line (the heap's cap is "
                            + Runtime.getRuntime().maxMemory() / (1 << 20) + " MiB)"));
                    continue;
                }
                if (line == null) {
                    break;
                }
                if (line.overlong()) {
                    error(null, new RpcError(RpcError.INVALID_REQUEST, "a request line of " + line.length()
                            + " bytes, longer than the " + settings.maxRequestBytes()
                            + " this server takes (--max-request-bytes); skipped"));
                    continue;
                }
                if (!blank(line.bytes())) {
                    try {
                        handle(line.bytes());
                    } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) { // the reader must live on
                        error(null, new RpcError(RpcError.INTERNAL, "internal error reading a request: " + oneLine(e)));
                    }
                }
                if (closing && !lines.ready()) {
                    readerDone.countDown();
                    return;
                }
            }
        } catch (IOException e) {
            // standard input failed: as good as closed
        } catch (RuntimeException | Error e) { // nothing can be read any more: end rather than hang
            why = "the server could not read its input (" + oneLine(e) + ")";
            System.err.println("berth serve: " + why);
        }
        readerDone.countDown();
        synchronized (lock) {
            if (shutting) {
                return; // a client that asked for a shutdown and then closed the input wants the shutdown's answer
            }
        }
        hangUp(why);
    }

    /** Waits while the waiting requests hold all the room they may; false once the server is ending. */
    private boolean awaitRoom() {
        synchronized (lock) {
            while (!hungUp && full()) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return false;
                }
            }
            return !hungUp;
        }
    }

    private boolean full() {
        long line = settings.maxRequestBytes();
        if (waitingBytes >= WAITING_LINES * line) {
            return true;
        }
        int past = unanswered - settings.pending();
        return past >= 0 && (waitingBytes >= line || past >= MAX_OVERFLOW_REQUESTS);
    }

    private static boolean blank(byte[] line) {
        for (byte b : line) {
            if (b != ' ' && b != '\t' && b != '\r') {
                return false;
            }
        }
        return true;
    }

    /** One line, on the reader thread. */
    private void handle(byte[] line) {
        JsonNode request;
        try {
            request = Protocol.parse(protocol, line);
        } catch (RpcError e) {
            error(null, e);
            return;
        } catch (OutOfMemoryError e) {
            error(Protocol.streamedId(protocol, line), new RpcError(RpcError.INTERNAL, "out of memory reading a request of "
                    + line.length + " bytes (the heap's cap is " + Runtime.getRuntime().maxMemory() / (1 << 20)
                    + " MiB; raise it with BERTH_HEAP)"));
            return;
        }
        JsonNode id = Protocol.answerableId(request);
        boolean notification = false; // known only once the envelope is valid: an invalid request is answered
        try {
            String method = Protocol.method(request);
            notification = !request.has("id");
            switch (method) {
                case "solve", "check", "simulate", "emitCuda" -> accept(id, notification, method, request, line);
                case "solvers" -> {
                    new RequestFields(method, request.get("params"), NO_FIELDS);
                    answer(id, notification, methods.solvers());
                }
                case "cancel" -> answer(id, notification, cancel(new RequestFields(method, request.get("params"), CANCEL_FIELDS)));
                case "shutdown" -> {
                    new RequestFields(method, request.get("params"), NO_FIELDS);
                    shutdown(id, notification);
                }
                default -> throw new RpcError(RpcError.METHOD_NOT_FOUND, "unknown method '"
                        + RequestFields.shortText(method) + "' (known: solve, check, simulate, emitCuda, solvers, cancel, shutdown)");
            }
        } catch (RpcError e) {
            if (!notification) {
                error(id, e);
            }
        } catch (InputException e) {
            if (!notification) {
                error(id, new RpcError(RpcError.INVALID_PARAMS, e.getMessage()));
            }
        }
    }

    /** A request for a worker: checked as far as it can be without parsing its instance, then queued. */
    private void accept(JsonNode id, boolean notification, String method, JsonNode request, byte[] line) {
        if (notification) {
            if (warnedNotification.compareAndSet(false, true)) {
                System.err.println("berth serve: a " + method + " without an id is not run (nobody could read its"
                        + " answer); further ones are dropped silently");
            }
            return;
        }
        new RequestFields(method, request.get("params"), Methods.fields(method));
        String key = id.toString();
        Improvements progress = new Improvements(id);
        synchronized (lock) {
            boolean keep = parsedWaitingBytes + line.length <= PARSED_WAITING_BYTES;
            Job job = new Job(id, key, method, line, keep ? request : null, Budget.of(null, progress));
            progress.job = job;
            if (shutting) {
                throw new RpcError(RpcError.INTERNAL, method + " refused: the server is shutting down (a shutdown request came before it)");
            }
            if (byKey.putIfAbsent(key, job) != null) {
                throw new RpcError(RpcError.INVALID_REQUEST, "id " + id + " is already in use by a request not yet answered");
            }
            waiting.add(job);
            waitingBytes += job.bytes();
            if (keep) {
                parsedWaitingBytes += job.bytes();
            }
            unanswered++;
            dispatch();
        }
    }

    /** Under {@link #lock}: {@code job} no longer waits. */
    private void leftWaiting(Job job) {
        waitingBytes -= job.bytes();
        if (job.keptParsed()) {
            parsedWaitingBytes -= job.bytes();
        }
    }

    // ---- running -------------------------------------------------------------------------------------

    /**
     * Under {@link #lock}: starts worker threads while requests wait that no started worker will take. A worker
     * takes the next waiting request itself when it has answered one, so that a stream of small requests runs
     * on the same threads rather than being handed from one to the next.
     */
    private void dispatch() {
        while (!hungUp && loops < settings.workers() && waiting.size() > starting) {
            loops++;
            starting++;
            workers.execute(this::workLoop);
        }
    }

    private void workLoop() {
        boolean first = true;
        while (true) {
            Job job;
            synchronized (lock) {
                if (first) {
                    starting--;
                    first = false;
                }
                job = hungUp ? null : waiting.poll();
                if (job == null) {
                    loops--;
                    return;
                }
                leftWaiting(job);
                job.started();
            }
            work(job);
            synchronized (lock) {
                if (job.abandoned()) {
                    return; // the watchdog answered for it and gave its place to another thread
                }
            }
        }
    }

    private void work(Job job) {
        JsonNode result = null;
        RpcError failure = null;
        try {
            result = methods.run(job, protocol, this::watch);
        } catch (RpcError e) {
            failure = e;
        } catch (InputException e) {
            failure = new RpcError(RpcError.INVALID_PARAMS, e.getMessage());
        } catch (OutOfMemoryError e) {
            failure = new RpcError(RpcError.INTERNAL, "out of memory in " + job.method + " (the heap's cap is "
                    + Runtime.getRuntime().maxMemory() / (1 << 20) + " MiB; raise it with BERTH_HEAP, e.g. BERTH_HEAP=8g)");
        } catch (RuntimeException | StackOverflowError e) {
            failure = new RpcError(RpcError.INTERNAL, "internal error in " + job.method + ": " + oneLine(e));
        }
        if (failure == null) {
            complete(job, result, null);
        } else {
            complete(job, null, failure);
        }
    }

    /** Arms the watchdog for a started request whose limit is now known. */
    private void watch(Job job, Duration limit) {
        long ms = limit.plus(WATCHDOG_GRACE).toMillis();
        job.watchedBy(watchdog.schedule(() -> {
            synchronized (lock) {
                if (job.answered()) {
                    return;
                }
                job.abandon(); // its thread is left to itself: another one takes the next requests
                loops--;
                dispatch();
            }
            job.tracked.cancel();
            String why = job.method + " did not answer within its time limit of " + limit.toMillis() / 1000.0
                    + " s and " + WATCHDOG_GRACE.toMillis() / 1000.0 + " s more";
            JsonNode unknown = methods.unknownAnswer(job, why);
            if (complete(job, unknown, unknown == null ? new RpcError(RpcError.INTERNAL, why) : null)) {
                System.err.println("berth serve: " + why + " (id " + job.id + "); answered for it, its thread may still run");
            }
        }, ms, TimeUnit.MILLISECONDS));
    }

    /** Answers {@code job} unless someone did; frees its place. True when this call answered. */
    private boolean complete(Job job, JsonNode result, RpcError failure) {
        if (!job.claim()) {
            return false;
        }
        byKey.remove(job.key, job); // the id is free again before the answer is out: a client may reuse it at once
        job.unwatch();
        try {
            if (failure == null) {
                answer(job.id, false, result);
            } else {
                error(job.id, failure);
            }
        } catch (OutOfMemoryError | RuntimeException e) { // an answer too large to write: still one answer, and the place freed
            error(job.id, new RpcError(RpcError.INTERNAL, job.method + ": its answer could not be written (" + oneLine(e) + ")"));
        } finally {
            synchronized (lock) {
                unanswered--;
                dispatch();
                lock.notifyAll();
                finishShutdownIfDone();
            }
        }
        return true;
    }

    // ---- control -------------------------------------------------------------------------------------

    private JsonNode cancel(RequestFields f) {
        JsonNode target = f.required("id");
        if (!target.isTextual() && !target.isIntegralNumber()) {
            throw f.invalid("params.id", "expected the id of a request (a string or an integer)");
        }
        Job job = byKey.get(target.toString());
        if (job == null) {
            return mapper.createObjectNode().put("cancelled", false);
        }
        job.tracked.cancel();
        boolean unstarted;
        synchronized (lock) {
            unstarted = waiting.remove(job);
            if (unstarted) {
                leftWaiting(job);
            }
        }
        if (unstarted) {
            complete(job, null, new RpcError(REQUEST_CANCELLED, job.method + " cancelled before it started"));
        }
        return mapper.createObjectNode().put("cancelled", true);
    }

    private void shutdown(JsonNode id, boolean notification) {
        synchronized (lock) {
            if (shutting) {
                throw new RpcError(RpcError.INTERNAL, "shutdown refused: the server is already shutting down");
            }
            shutting = true;
            shutdownId = id;
            shutdownAnswered = notification;
            finishShutdownIfDone();
        }
    }

    /** Under {@link #lock}: once shutting down and nothing is left unanswered, answers the shutdown and ends. */
    private void finishShutdownIfDone() {
        if (shutting && unanswered == 0 && finished.getCount() > 0) {
            if (!shutdownAnswered) {
                shutdownAnswered = true;
                answer(shutdownId, false, mapper.createObjectNode().put("shutdown", true));
            }
            finished.countDown();
        }
    }

    /**
     * The client is gone or will send nothing more: every request is cancelled (waiting ones answered at
     * once), running ones get {@link #HANG_UP_WAIT_MS} to answer with their best so far, then the server ends.
     */
    private void hangUp(String why) {
        List<Job> unstarted;
        synchronized (lock) {
            if (hungUp) {
                return;
            }
            hungUp = true;
            unstarted = new ArrayList<>(waiting);
            waiting.clear();
            waitingBytes = 0;
            parsedWaitingBytes = 0;
            lock.notifyAll();
        }
        byKey.values().forEach(j -> j.tracked.cancel());
        for (Job j : unstarted) {
            complete(j, null, new RpcError(REQUEST_CANCELLED, j.method + " cancelled before it started: " + why));
        }
        long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(HANG_UP_WAIT_MS);
        synchronized (lock) {
            long left;
            while (unanswered > 0 && (left = until - System.nanoTime()) > 0) {
                try {
                    TimeUnit.NANOSECONDS.timedWait(lock, left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
        }
        finished.countDown();
    }

    private void clientGone() {
        daemon(() -> hangUp("the client stopped reading the answers"), "berth-serve-hang-up").start();
    }

    // ---- writing -------------------------------------------------------------------------------------

    private void progress(JsonNode id, long objective, long bound, double seconds) {
        ObjectNode p = mapper.createObjectNode();
        p.set("id", id);
        p.put("objective", objective).put("bound", bound).put("seconds", Math.round(seconds * 1000) / 1000.0);
        ObjectNode n = mapper.createObjectNode().put("jsonrpc", "2.0").put("method", "progress");
        n.set("params", p);
        out.write(n);
    }

    private void answer(JsonNode id, boolean notification, JsonNode result) {
        if (notification) {
            return;
        }
        ObjectNode r = mapper.createObjectNode().put("jsonrpc", "2.0");
        r.set("id", id);
        r.set("result", result);
        out.write(r);
    }

    private void error(JsonNode id, RpcError e) {
        ObjectNode r = mapper.createObjectNode().put("jsonrpc", "2.0");
        r.set("id", id);
        r.putObject("error").put("code", e.code()).put("message", e.getMessage());
        out.write(r);
    }

    static String oneLine(Throwable e) {
        String s = String.valueOf(e);
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }

    /** A request's progress, passed on only when the objective falls or the bound rises, and never after its answer. */
    private final class Improvements implements ProgressListener {
        private final JsonNode id;
        private volatile Job job;
        private long best = Long.MAX_VALUE;
        private long bound = Long.MIN_VALUE;

        Improvements(JsonNode id) {
            this.id = id;
        }

        @Override
        public void progress(long objective, long b, double seconds) {
            if (job == null || job.answered()) {
                return;
            }
            synchronized (this) {
                if (objective >= best && b <= bound) {
                    return;
                }
                best = Math.min(best, objective);
                bound = Math.max(bound, b);
            }
            Server.this.progress(id, objective, b, seconds);
        }
    }
}
