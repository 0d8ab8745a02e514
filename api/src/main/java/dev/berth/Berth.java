package dev.berth;

import dev.berth.emit.cuda.CudaEmission;
import dev.berth.emit.cuda.EmitSettings;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.berth.model.Budget;
import dev.berth.model.Configurable;
import dev.berth.model.CapacityFamily;
import dev.berth.model.Families;
import dev.berth.model.Family;
import dev.berth.model.InputException;
import dev.berth.model.Problem;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Traceable;
import dev.berth.model.Strategy;
import dev.berth.model.io.InputFiles;
import dev.berth.model.io.Instances;
import dev.berth.model.io.Json;
import dev.berth.model.params.Param;
import dev.berth.model.params.ParamKeys;
import dev.berth.simulator.SimulationOptions;
import dev.berth.simulator.SimulationOutcome;
import dev.berth.solvers.HardwareCheck;
import dev.berth.solvers.FamilyPlugin;
import dev.berth.solvers.Plugins;
import dev.berth.solvers.StrategyRegistry;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Berth from Java, for any family: read or build a problem, solve it, check or simulate a solution, list the
 * strategies. Every answer {@link #solve} returns has passed the family's independent checker; bad input is an
 * {@link InputException} naming the field, as the command's exit-2 message does.
 *
 * <pre>{@code
 * MemoryProblem p = new MemoryProblem("block", List.of(Buffer.of("a", 0, 2, 64), Buffer.of("b", 1, 3, 32)), 128);
 * Result<MemoryLayout> r = Berth.solve(p);                  // the family's default strategy, 10 s
 * Result<MemoryLayout> e = Berth.solve(p, "exact", SolveOptions.defaults().withTimeLimit(Duration.ofSeconds(2)));
 * Verdict v = Berth.check(p, r.solution());
 * }</pre>
 *
 * The solution type {@code S} follows from the problem's family (memory: {@code MemoryLayout}, sync:
 * {@code SyncMapping}, tiles: {@code TileLayout}); it is inferred from the variable the result is assigned to.
 */
public final class Berth {
    private Berth() {
    }

    /** An instance file of any family: JSON (by its {@code family} field or its fields) or memory's CSV. */
    public static Problem read(Path file) {
        return Instances.read(file);
    }

    /**
     * An instance file read through {@code files}, which also reads the files the instance names (a simt
     * kernel): the service's policy, or {@link InputFiles#local()}.
     */
    public static Problem read(Path file, InputFiles files) {
        return Instances.read(file, files);
    }

    /** An instance file of a known family; an input error when the file holds another family. */
    public static <P extends Problem> P read(Path file, Class<P> type) {
        return as(read(file), type);
    }

    /** An instance given as JSON text ({@code source} names it in messages). */
    public static Problem parse(String source, String json) {
        return Instances.parse(source, source.endsWith(".json") ? source : source + ".json", json);
    }

    public static <P extends Problem> P parse(String source, String json, Class<P> type) {
        return as(parse(source, json), type);
    }

    /** An instance given as a parsed JSON object (formats.md). */
    public static Problem parse(String source, JsonNode json) {
        return Instances.parse(source, json);
    }

    /** As {@link #parse(String, JsonNode)}, the files the instance names read through {@code files}. */
    public static Problem parse(String source, JsonNode json, InputFiles files) {
        return Instances.parse(source, json, files);
    }

    /** The family of {@code problem}: its checker, formats, lower bound. */
    public static <P extends Problem> Family<P, ?> family(P problem) {
        return Families.of(problem);
    }

    /** Solves with the family's default strategy (the portfolio) and default options (10 s, every core). */
    public static <P extends Problem, S> Result<S> solve(P problem) {
        return solve(problem, null, SolveOptions.defaults());
    }

    /**
     * Solves with the named strategy ({@code null}: the family's default) within {@code options.timeLimit()}.
     * Unknown strategies and parameter keys, and problems that cannot be solved as given (memory without a
     * capacity is fine; see {@link CapacityFamily#incomplete}), are input errors.
     */
    public static <P extends Problem, S> Result<S> solve(P problem, String strategy, SolveOptions options) {
        return solve(problem, strategy, options, Budget.of(options.timeLimit()));
    }

    /**
     * As {@link #solve(Problem, String, SolveOptions)} with a budget the caller holds: {@link Budget#cancel()}
     * stops the solve, which then returns its best valid answer so far; a budget made with a
     * {@link dev.berth.model.ProgressListener} hears every checked answer on the way.
     */
    public static <P extends Problem, S> Result<S> solve(P problem, String strategy, SolveOptions options, Budget budget) {
        return Berth.<P, S>strategy(problem, strategy, options).solve(problem, options, budget);
    }

    /**
     * The named strategy ({@code null}: the family's default) behind its gate, once the request is known to be
     * one it can take: the strategy exists, every parameter key is one it, its parts or the family declare, and
     * the problem lacks nothing a solve needs. Input errors otherwise, before any time is spent.
     */
    public static <P extends Problem, S> Strategy<P, S> strategy(P problem, String strategy, SolveOptions options) {
        StrategyRegistry<P, S> registry = registry(problem);
        Strategy<P, S> s = registry.byName(strategy == null ? registry.defaultName() : strategy);
        registry.checkParams(options.params(), List.of(s));
        String missing = registry.family() instanceof CapacityFamily<?> c ? incomplete(c, problem) : null;
        if (missing != null) {
            throw new InputException(problem.name(), missing);
        }
        return s;
    }

    /**
     * The intermediate results of the family's published procedure on {@code problem} (sync: the reference's
     * vertices, DAGs, groups, order and mapping steps), as JSON or Graphviz DOT; an input error for a family
     * without one.
     */
    public static <P extends Problem> String trace(P problem, SolveOptions options, boolean dot) {
        StrategyRegistry<P, ?> registry = registry(problem);
        Traceable<P> t = registry.traceable();
        if (t == null) {
            throw new InputException("--trace", "the " + registry.family().name() + " family has no procedure to trace");
        }
        return t.trace(problem, options, dot);
    }

    /**
     * The family's independent checker on {@code solution}, then, where validity is a property of a run (simt),
     * the family's hardware model ({@link HardwareCheck}): the verdict every gate holds answers to.
     */
    public static <P extends Problem, S> Verdict check(P problem, S solution) {
        Family<P, S> family = Berth.<P, S>registry(problem).family();
        String violation = family.checker().violation(problem, solution);
        if (violation == null) {
            String run = HardwareCheck.violation(family, problem, solution);
            violation = run == null ? null : "on the hardware model: " + run;
        }
        return violation == null ? new Verdict(true, null, family.summarise(problem, solution))
                : new Verdict(false, violation, null);
    }

    /** Runs {@code solution} on the family's hardware simulator with the default options. */
    public static <P extends Problem, S> SimulationOutcome simulate(P problem, S solution) {
        return simulate(problem, solution, SimulationOptions.defaults());
    }

    public static <P extends Problem, S> SimulationOutcome simulate(P problem, S solution, SimulationOptions options) {
        return Plugins.<P, S>of(problem).simulator().run(problem, solution, options);
    }

    /**
     * A sync or channels answer as one self-contained CUDA file (one CTA, a warp per program warp, the host harness
     * that launches it and prints one JSON line). The mapping is emitted as given, valid or not; Berth's checker's
     * verdict on it under the emitted semantics is in {@link CudaEmission.Emitted#program()}.
     *
     * @param solutionName where the solution came from, for the file's header
     */
    public static <P extends Problem, S> CudaEmission.Emitted emitCuda(P problem, S solution, EmitSettings settings,
                                                                    String solutionName) {
        if (problem instanceof SyncProblem sync && solution instanceof SyncMapping mapping) {
            return CudaEmission.sync(sync, mapping, settings, problem.name(), solutionName);
        }
        if (problem instanceof ChannelsProblem channels && solution instanceof ChannelsSolution answer) {
            return CudaEmission.channels(channels, answer, settings, problem.name(), solutionName);
        }
        throw new InputException(problem.name(), "is a " + problem.family()
                + " instance; CUDA is emitted for sync and channels answers");
    }

    /** A solution of {@code problem} given as formats.md's JSON (its {@code assignment}). */
    public static <P extends Problem, S> S readSolution(P problem, String source, String json) {
        return Berth.<P, S>registry(problem).family().readSolution(source, "solution.json", json, problem);
    }

    /** The answer as formats.md's solution JSON: exactly what {@code berth solve} prints. */
    public static <P extends Problem, S> JsonNode toJson(P problem, Result<S> result) {
        return Berth.<P, S>registry(problem).family().writeSolution(problem, result);
    }

    public static <P extends Problem, S> String toJsonText(P problem, Result<S> result) {
        try {
            return Json.MAPPER.writeValueAsString(toJson(problem, result));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a solution that Jackson cannot write", e);
        }
    }

    /** Every family's strategies with their parameters, as {@code berth solvers --params} lists them. */
    public static List<FamilyInfo> strategies() {
        List<FamilyInfo> out = new ArrayList<>();
        for (FamilyPlugin<?, ?> p : Plugins.all()) {
            out.add(info(p.strategies()));
        }
        return out;
    }

    /** The strategies of the family named {@code family}. */
    public static FamilyInfo strategies(String family) {
        return info(Plugins.named(family).strategies());
    }

    private static FamilyInfo info(StrategyRegistry<?, ?> registry) {
        List<StrategyInfo> strategies = new ArrayList<>();
        for (Strategy<?, ?> s : registry.all()) {
            strategies.add(new StrategyInfo(s.name(), s.description(), params(ParamKeys.own(s)),
                    s.parts().stream().map(Configurable::name).distinct().toList()));
        }
        return new FamilyInfo(registry.family().name(), registry.defaultName(),
                params(ParamKeys.declared(List.of(), registry.family().params())), strategies);
    }

    private static List<ParamInfo> params(Map<String, Param<?>> keys) {
        return keys.entrySet().stream().map(e -> ParamInfo.of(e.getKey(), e.getValue())).toList();
    }

    @SuppressWarnings("unchecked") // the family of the problem's own registry
    private static <P extends Problem> String incomplete(CapacityFamily<?> family, P problem) {
        return ((CapacityFamily<P>) family).incomplete(problem);
    }

    private static <P extends Problem, S> StrategyRegistry<P, S> registry(P problem) {
        return Plugins.<P, S>of(problem).strategies();
    }

    private static <P extends Problem> P as(Problem p, Class<P> type) {
        if (!type.isInstance(p)) {
            throw new InputException(p.name(), "is a " + p.family() + " instance, not a " + type.getSimpleName());
        }
        return type.cast(p);
    }
}
