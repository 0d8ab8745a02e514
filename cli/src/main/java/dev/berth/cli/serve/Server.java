package dev.berth.cli.serve;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.model.Budget;
import dev.berth.model.InputException;
import dev.berth.model.ProgressListener;
import dev.berth.model.io.Json;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * {@code berth serve}: JSON-RPC 2.0, one object per line each way (formats.md). One reader thread takes the
 * requests in order; solve, check and simulate run on {@link ServeSettings#workers()} threads and answer when
 * done, in any order; solvers, cancel and shutdown answer at once. Whatever a request does wrong — bad JSON,
 * a bad instance, a strategy crashing or running out of memory — is answered with an error and the server
 * goes on. Nothing is kept of a request once it is answered, so memory stays bounded over any number of them.
 */
public final class Server {
    private static final Set<String> NO_FIELDS = Set.of();
    private static final Set<String> CANCEL_FIELDS = Set.of("id");

    private final InputStream in;
    private final LineWriter out;
    private final ServeSettings settings;
    private final ObjectMapper mapper = Json.MAPPER;
    private final Methods methods;
    private final Map<String, Budget> running = new ConcurrentHashMap<>();
    private final Semaphore pending;
    private final ExecutorService workers;

    public Server(InputStream in, OutputStream out, ServeSettings settings) {
        this.in = in;
        this.out = new LineWriter(out, mapper);
        this.settings = settings;
        this.methods = new Methods(settings, mapper);
        this.pending = new Semaphore(settings.pending());
        this.workers = Executors.newFixedThreadPool(settings.workers(), r -> {
            Thread t = new Thread(r, "berth-serve-worker");
            t.setDaemon(true);
            return t;
        });
    }

    /** Serves until {@code shutdown} or the end of the input; then finishes what runs. The exit code (0). */
    public int run() throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        String line;
        while ((line = reader.readLine()) != null && !out.broken()) {
            if (line.isBlank()) {
                continue;
            }
            if (handle(line)) {
                return 0;
            }
        }
        if (out.broken()) {
            running.values().forEach(Budget::cancel); // nobody can read the answers
        }
        drain();
        return 0;
    }

    /** One line; true when it was a shutdown (already answered). */
    private boolean handle(String line) {
        JsonNode request;
        try {
            request = mapper.readTree(line);
        } catch (JsonProcessingException e) {
            String msg = e.getOriginalMessage();
            int cut = msg.indexOf('\n');
            error(null, new RpcError(RpcError.PARSE_ERROR, "invalid JSON: " + (cut < 0 ? msg : msg.substring(0, cut))));
            return false;
        }
        JsonNode id = request != null && request.isObject() ? request.get("id") : null;
        boolean notification = request != null && request.isObject() && !request.has("id");
        try {
            String method = method(request, id);
            switch (method) {
                case "solve" -> submit(id, notification, method, Methods.SOLVE_FIELDS, request.get("params"));
                case "check" -> submit(id, notification, method, Methods.JUDGE_FIELDS, request.get("params"));
                case "simulate" -> submit(id, notification, method, Methods.SIMULATE_FIELDS, request.get("params"));
                case "solvers" -> {
                    new RequestFields(method, request.get("params"), NO_FIELDS);
                    answer(id, notification, methods.solvers());
                }
                case "cancel" -> answer(id, notification, cancel(new RequestFields(method, request.get("params"), CANCEL_FIELDS)));
                case "shutdown" -> {
                    new RequestFields(method, request.get("params"), NO_FIELDS);
                    drain();
                    answer(id, notification, mapper.createObjectNode().put("shutdown", true));
                    return true;
                }
                default -> throw new RpcError(RpcError.METHOD_NOT_FOUND, "unknown method '" + method
                        + "' (known: solve, check, simulate, solvers, cancel, shutdown)");
            }
        } catch (RpcError e) {
            if (!notification) {
                error(id != null && (id.isTextual() || id.isNumber()) ? id : null, e);
            }
        } catch (InputException e) {
            if (!notification) {
                error(id, new RpcError(RpcError.INVALID_PARAMS, e.getMessage()));
            }
        }
        return false;
    }

    private static String method(JsonNode request, JsonNode id) {
        if (request == null || !request.isObject()) {
            throw new RpcError(RpcError.INVALID_REQUEST, "expected a JSON-RPC request object, got "
                    + RequestFields.kind(request) + " (one request per line; batches are not supported)");
        }
        JsonNode v = request.get("jsonrpc");
        if (v == null || !"2.0".equals(v.asText(null))) {
            throw new RpcError(RpcError.INVALID_REQUEST, "field 'jsonrpc' must be \"2.0\"");
        }
        if (id != null && !id.isTextual() && !id.isNumber() && !id.isNull()) {
            throw new RpcError(RpcError.INVALID_REQUEST, "field 'id' must be a string or a number");
        }
        JsonNode m = request.get("method");
        if (m == null || !m.isTextual()) {
            throw new RpcError(RpcError.INVALID_REQUEST, "field 'method' must be a string");
        }
        return m.asText();
    }

    /** Runs a request on a worker; waits for a slot when {@link ServeSettings#pending()} are already in. */
    private void submit(JsonNode id, boolean notification, String method, Set<String> fields, JsonNode params) {
        RequestFields f = new RequestFields(method, params, fields);
        String key = key(id);
        Budget tracked = Budget.of(null, new Improvements(id));
        if (key != null && running.putIfAbsent(key, tracked) != null) {
            throw new RpcError(RpcError.INVALID_REQUEST, "id " + id + " is already in use by a running request");
        }
        pending.acquireUninterruptibly();
        try {
            workers.execute(() -> {
                JsonNode result = null;
                RpcError failure = null;
                try {
                    result = run(method, f, tracked);
                } catch (RpcError e) {
                    failure = e;
                } catch (InputException e) {
                    failure = new RpcError(RpcError.INVALID_PARAMS, e.getMessage());
                } catch (OutOfMemoryError e) {
                    failure = new RpcError(RpcError.INTERNAL, "out of memory in " + method
                            + " (raise -Xmx through JAVA_TOOL_OPTIONS)");
                } catch (RuntimeException | StackOverflowError e) {
                    failure = new RpcError(RpcError.INTERNAL, "internal error in " + method + ": " + e);
                }
                // the id is free again before the answer is out: a client may reuse it as soon as it reads it
                if (key != null) {
                    running.remove(key, tracked);
                }
                try {
                    if (failure == null) {
                        answer(id, notification, result);
                    } else {
                        answerError(id, notification, failure);
                    }
                } finally {
                    pending.release();
                }
            });
        } catch (RuntimeException e) {
            if (key != null) {
                running.remove(key, tracked);
            }
            pending.release();
            throw new RpcError(RpcError.INTERNAL, "cannot start " + method + ": " + e);
        }
    }

    private JsonNode run(String method, RequestFields f, Budget budget) {
        return switch (method) {
            case "solve" -> methods.solve(f, budget);
            case "check" -> methods.check(f);
            case "simulate" -> methods.simulate(f);
            default -> throw new IllegalStateException(method);
        };
    }

    private JsonNode cancel(RequestFields f) {
        JsonNode target = f.required("id");
        if (!target.isTextual() && !target.isNumber()) {
            throw f.invalid("params.id", "expected the id of a running request (a string or a number)");
        }
        Budget b = running.get(key(target));
        if (b != null) {
            b.cancel();
        }
        return mapper.createObjectNode().put("cancelled", b != null);
    }

    /** Waits for every accepted request to be answered. */
    private void drain() {
        workers.shutdown();
        try {
            while (!workers.awaitTermination(1, TimeUnit.HOURS)) {
                running.values().forEach(Budget::cancel);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void progress(JsonNode id, long objective, long bound, double seconds) {
        if (id == null) {
            return;
        }
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

    private void answerError(JsonNode id, boolean notification, RpcError e) {
        if (!notification) {
            error(id, e);
        }
    }

    private void error(JsonNode id, RpcError e) {
        ObjectNode r = mapper.createObjectNode().put("jsonrpc", "2.0");
        r.set("id", id);
        r.putObject("error").put("code", e.code()).put("message", e.getMessage());
        out.write(r);
    }

    /** The running-map key of an id: its JSON text, so that "1" and 1 stay two requests. */
    private static String key(JsonNode id) {
        return id == null || id.isNull() ? null : id.toString();
    }

    /** A request's progress, passed on only when the objective falls or the bound rises. */
    private final class Improvements implements ProgressListener {
        private final JsonNode id;
        private long best = Long.MAX_VALUE;
        private long bound = Long.MIN_VALUE;

        Improvements(JsonNode id) {
            this.id = id;
        }

        @Override
        public void progress(long objective, long b, double seconds) {
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
