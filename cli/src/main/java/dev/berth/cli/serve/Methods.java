package dev.berth.cli.serve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.Berth;
import dev.berth.Verdict;
import dev.berth.emit.cuda.BarrierProgram;
import dev.berth.emit.cuda.CudaEmission;
import dev.berth.emit.cuda.EmitSettings;
import dev.berth.model.Budget;
import dev.berth.model.CurrentBudget;
import dev.berth.model.InputException;
import dev.berth.model.OutOfTime;
import dev.berth.model.Objective;
import dev.berth.model.Problem;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.sync.Semantics;
import dev.berth.simulator.SimulationOptions;
import dev.berth.simulator.SimulationOutcome;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * The service's methods over the Java API: what each takes (formats.md) and the JSON it answers. Not final
 * only so that a test can stand in a method that ignores its limit.
 */
class Methods {
    static final Set<String> SOLVE_FIELDS = Set.of("instance", "solver", "objective", "timeLimit", "seed", "params",
            "nodeLimit", "threads");
    static final Set<String> JUDGE_FIELDS = Set.of("instance", "solution", "timeLimit");
    static final Set<String> SIMULATE_FIELDS = Set.of("instance", "solution", "schedules", "seed", "states", "timeLimit");
    static final Set<String> EMIT_FIELDS = Set.of("instance", "solution", "semantics", "runs", "seed", "jitter",
            "computeCycles", "timeoutMs", "timeLimit");

    private final ServeSettings settings;
    private final ObjectMapper mapper;

    Methods(ServeSettings settings, ObjectMapper mapper) {
        this.settings = settings;
        this.mapper = mapper;
    }

    /** The fields a method takes. */
    static Set<String> fields(String method) {
        return switch (method) {
            case "solve" -> SOLVE_FIELDS;
            case "check" -> JUDGE_FIELDS;
            case "simulate" -> SIMULATE_FIELDS;
            case "emitCuda" -> EMIT_FIELDS;
            default -> throw new IllegalArgumentException(method);
        };
    }

    /**
     * A started request, from its line to its result: the request (parsed again when it waited as its line's
     * bytes), its time limit counted from now and handed to {@code watch}, then the method — parsing and
     * reading its files included — under that limit. The answer of a solve that ran out of time is its family's
     * UNKNOWN; of a check or a simulation, an error saying so.
     */
    JsonNode run(Job job, ObjectMapper protocol, BiConsumer<Job, Duration> watch) {
        JsonNode request = job.takeRequest(line -> Protocol.parse(protocol, line));
        RequestFields f = new RequestFields(job.method, request.get("params"), fields(job.method));
        Duration limit = timeLimit(f.seconds("timeLimit"));
        Budget budget = job.tracked.child(limit);
        watch.accept(job, limit);
        RequestFiles files = settings.files().forRequest();
        try {
            return CurrentBudget.during(budget, () -> switch (job.method) {
                case "solve" -> solve(f, job, budget, files, limit);
                case "check" -> check(f, job, files, budget);
                case "simulate" -> simulate(f, job, files, budget);
                case "emitCuda" -> emitCuda(f, job, files, budget);
                default -> throw new IllegalStateException(job.method);
            });
        } catch (OutOfTime e) {
            JsonNode unknown = unknownAnswer(job, e.getMessage());
            if (unknown != null) {
                return unknown;
            }
            throw new RpcError(RpcError.INTERNAL, job.method + ": " + e.getMessage() + " (its time limit is "
                    + limit.toMillis() / 1000.0 + " s)");
        }
    }

    /** A solve's UNKNOWN in its family's terms, once its instance is known; null otherwise. */
    JsonNode unknownAnswer(Job job, String why) {
        Problem p = job.problem();
        return job.method.equals("solve") && p != null ? unknown(p, why) : null;
    }

    private static <P extends Problem, S> JsonNode unknown(P p, String why) {
        return Berth.toJson(p, Result.<S>unknown(why));
    }

    /**
     * The solution object {@code berth solve} prints. {@code budget} is the request's: its clock started with
     * the request, {@code cancel} stops it with the best valid answer so far.
     */
    private JsonNode solve(RequestFields f, Job job, Budget budget, RequestFiles files, Duration limit) {
        Problem p = instance(f, files, budget);
        job.parsed(p);
        Objective objective = f.text("objective") == null ? Objective.PEAK : objective(f);
        Long seed = f.whole("seed", Long.MIN_VALUE);
        Long nodes = f.whole("nodeLimit", 0);
        Long threads = f.whole("threads", 1);
        SolveOptions options = new SolveOptions(objective, limit, seed == null ? 1 : seed, nodes == null ? 0 : nodes,
                (int) Math.min(threads == null ? 1 : threads, settings.workers()), params(f));
        return solved(p, f.text("solver"), options, budget);
    }

    private <P extends Problem, S> JsonNode solved(P p, String solver, SolveOptions options, Budget budget) {
        Result<S> r = Berth.solve(p, solver, options, budget);
        return Berth.toJson(p, r);
    }

    private JsonNode check(RequestFields f, Job job, RequestFiles files, Budget budget) {
        Problem p = instance(f, files, budget);
        job.parsed(p);
        Verdict v = judged(p, f.required("solution"));
        ObjectNode o = mapper.createObjectNode().put("valid", v.valid());
        if (v.violation() != null) {
            o.put("violation", v.violation());
        }
        if (v.summary() != null) {
            o.put("summary", v.summary());
        }
        return o;
    }

    private <P extends Problem, S> Verdict judged(P p, JsonNode solution) {
        S s = Berth.readSolution(p, "solution", solutionText(solution));
        return Berth.check(p, s);
    }

    private JsonNode simulate(RequestFields f, Job job, RequestFiles files, Budget budget) {
        Problem p = instance(f, files, budget);
        job.parsed(p);
        SimulationOptions d = SimulationOptions.defaults();
        Long schedules = f.whole("schedules", 0);
        Long seed = f.whole("seed", Long.MIN_VALUE);
        Long states = f.whole("states", 0);
        SimulationOptions options = new SimulationOptions(schedules == null ? d.schedules() : (int) Math.min(schedules, 1_000_000),
                seed == null ? d.seed() : seed, d.adversarial(), states == null ? d.states() : (int) Math.min(states, 10_000_000), null,
                d.jitter());
        SimulationOutcome o = simulated(p, f.required("solution"), options);
        ObjectNode out = mapper.createObjectNode().put("clean", o.clean());
        o.lines().forEach(out.putArray("lines")::add);
        return out;
    }

    private <P extends Problem, S> SimulationOutcome simulated(P p, JsonNode solution, SimulationOptions options) {
        S s = Berth.readSolution(p, "solution", solutionText(solution));
        return Berth.simulate(p, s, options);
    }

    /** {@code berth emit cuda}'s file as a string, with what it was made from and Berth's checker's verdict. */
    private JsonNode emitCuda(RequestFields f, Job job, RequestFiles files, Budget budget) {
        Problem p = instance(f, files, budget);
        job.parsed(p);
        EmitSettings d = EmitSettings.defaults();
        String named = f.text("semantics");
        Semantics semantics = named == null ? null : Semantics.parse("params.semantics", named);
        Long runs = f.whole("runs", 1);
        Long seed = f.whole("seed", 0);
        Long jitter = f.whole("jitter", 1);
        Long compute = f.whole("computeCycles", 0);
        Long timeout = f.whole("timeoutMs", 1);
        EmitSettings settings = new EmitSettings(semantics, compute == null ? d.computeCycles() : compute,
                runs == null ? d.runs() : runs, seed == null ? d.seed() : seed, jitter == null ? d.jitterCycles() : jitter,
                timeout == null ? d.timeoutMillis() : timeout);
        CudaEmission.Emitted e = emitted(p, f.required("solution"), settings);
        BarrierProgram b = e.program();
        ObjectNode o = mapper.createObjectNode().put("semantics", b.semantics()).put("warps", b.warps())
                .put("pairs", b.pairs().size()).put("barriers", b.barriers().size())
                .put("berthCheck", b.verdict() == null ? "valid" : "invalid");
        if (b.verdict() != null) {
            o.put("violation", b.verdict());
        }
        return o.put("source", e.source());
    }

    private <P extends Problem, S> CudaEmission.Emitted emitted(P p, JsonNode solution, EmitSettings settings) {
        S s = Berth.readSolution(p, "solution", solutionText(solution));
        return Berth.emitCuda(p, s, settings, "solution");
    }

    JsonNode solvers() {
        ObjectNode o = mapper.createObjectNode();
        o.set("families", mapper.valueToTree(Berth.strategies()));
        return o;
    }

    /**
     * The instance object of formats.md, or a path to an instance file (MiniMalloc's CSV included), read under
     * the server's file policy. An error about a file that did not parse says where and which rule it broke,
     * never what the file holds.
     */
    private static Problem instance(RequestFields f, RequestFiles files, Budget budget) {
        // a cancel does not stop the reading: it is bounded by the request's size and deadline, and a solve
        // cancelled at its start still answers in its family's terms (UNKNOWN), which needs the instance
        return CurrentBudget.during(budget.deadlineOnly(), () -> instance(f, files));
    }

    private static Problem instance(RequestFields f, RequestFiles files) {
        JsonNode n = f.required("instance");
        try {
            if (n.isTextual()) {
                return Berth.read(path(f, n.asText()), files);
            }
            if (!n.isObject()) {
                throw f.invalid("params.instance", "expected an instance object or the path of an instance file, got "
                        + RequestFields.kind(n));
            }
            return Berth.parse("instance", n, files);
        } catch (InputException e) {
            String redacted = files.redact(e.getMessage());
            throw redacted.equals(e.getMessage()) ? e : new InputException(null, redacted);
        }
    }

    private static Path path(RequestFields f, String text) {
        if (text.isEmpty()) {
            throw f.invalid("params.instance", "an empty path, not a file name");
        }
        try {
            return Path.of(text);
        } catch (InvalidPathException e) {
            throw f.invalid("params.instance", "'" + RequestFields.shortText(text) + "' is not a file name ("
                    + (text.indexOf('\0') >= 0 ? "it holds a NUL character" : e.getReason()) + ")");
        }
    }

    private String solutionText(JsonNode solution) {
        if (!solution.isObject()) {
            throw new RpcError(RpcError.INVALID_PARAMS, "solution: expected an object with an 'assignment', got "
                    + RequestFields.kind(solution));
        }
        return solution.toString();
    }

    private Duration timeLimit(Double seconds) {
        if (seconds == null) {
            return settings.defaultTimeLimit();
        }
        Duration d = Duration.ofMillis((long) Math.ceil(seconds * 1000));
        return d.compareTo(settings.maxTimeLimit()) > 0 ? settings.maxTimeLimit() : d;
    }

    private static Objective objective(RequestFields f) {
        try {
            return Objective.parse(f.text("objective"));
        } catch (RuntimeException e) {
            throw f.invalid("params.objective", "expected \"peak\" or \"fit\", got \"" + f.text("objective") + "\"");
        }
    }

    /** Strategy parameters as {@code -P} takes them: values may be strings, numbers or booleans. */
    private static Map<String, String> params(RequestFields f) {
        JsonNode n = f.get("params");
        Map<String, String> out = new LinkedHashMap<>();
        if (n == null) {
            return out;
        }
        if (!n.isObject()) {
            throw f.invalid("params.params", "expected an object of KEY: value, got " + RequestFields.kind(n));
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (!e.getValue().isValueNode() || e.getValue().isNull()) {
                throw f.invalid("params.params." + e.getKey(), "expected a string, number or boolean");
            }
            out.put(e.getKey(), e.getValue().asText());
        }
        return out;
    }
}
