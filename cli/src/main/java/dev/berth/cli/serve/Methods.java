package dev.berth.cli.serve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.Berth;
import dev.berth.Verdict;
import dev.berth.model.Budget;
import dev.berth.model.Objective;
import dev.berth.model.Problem;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.simulator.SimulationOptions;
import dev.berth.simulator.SimulationOutcome;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/** The service's methods over the Java API: what each takes (formats.md) and the JSON it answers. */
final class Methods {
    static final Set<String> SOLVE_FIELDS = Set.of("instance", "solver", "objective", "timeLimit", "seed", "params",
            "nodeLimit", "threads");
    static final Set<String> JUDGE_FIELDS = Set.of("instance", "solution");
    static final Set<String> SIMULATE_FIELDS = Set.of("instance", "solution", "schedules", "seed", "states");

    private final ServeSettings settings;
    private final ObjectMapper mapper;

    Methods(ServeSettings settings, ObjectMapper mapper) {
        this.settings = settings;
        this.mapper = mapper;
    }

    /**
     * The solution object {@code berth solve} prints. {@code budget} is the request's: its clock starts now,
     * {@code cancel} stops it with the best valid answer so far.
     */
    JsonNode solve(RequestFields f, Budget request) {
        Problem p = instance(f);
        Duration limit = timeLimit(f.seconds("timeLimit"));
        Objective objective = f.text("objective") == null ? Objective.PEAK : objective(f);
        Long seed = f.whole("seed", Long.MIN_VALUE);
        Long nodes = f.whole("nodeLimit", 0);
        Long threads = f.whole("threads", 1);
        SolveOptions options = new SolveOptions(objective, limit, seed == null ? 1 : seed, nodes == null ? 0 : nodes,
                (int) Math.min(threads == null ? 1 : threads, settings.workers()), params(f));
        return solved(p, f.text("solver"), options, request.child(limit));
    }

    private <P extends Problem, S> JsonNode solved(P p, String solver, SolveOptions options, Budget budget) {
        Result<S> r = Berth.solve(p, solver, options, budget);
        return Berth.toJson(p, r);
    }

    JsonNode check(RequestFields f) {
        Problem p = instance(f);
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

    JsonNode simulate(RequestFields f) {
        Problem p = instance(f);
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

    JsonNode solvers() {
        ObjectNode o = mapper.createObjectNode();
        o.set("families", mapper.valueToTree(Berth.strategies()));
        return o;
    }

    /** The instance object of formats.md, or a path to an instance file (MiniMalloc's CSV included). */
    private static Problem instance(RequestFields f) {
        JsonNode n = f.required("instance");
        return n.isTextual() ? Berth.read(Path.of(n.asText())) : Berth.parse("instance", n);
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
