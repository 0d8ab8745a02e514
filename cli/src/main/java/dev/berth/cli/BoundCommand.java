package dev.berth.cli;

import dev.berth.model.families.MemoryFamily;

import dev.berth.solvers.Plugins;

import dev.berth.model.Budget;
import dev.berth.model.InputException;
import dev.berth.model.Problem;
import dev.berth.model.SolveOptions;
import dev.berth.model.io.Json;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.solvers.memory.bounds.BoundReport;
import dev.berth.solvers.memory.bounds.CapRefutation;
import dev.berth.solvers.memory.bounds.ContiguityBound;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code berth bound}: the memory family's lower bound above the live bytes (contiguity bounds: relaxations searched
 * by a complete strategy), as JSON: the bound, the base certificate, the refutation that proves it, and every step.
 */
@Command(name = "bound", mixinStandardHelpOptions = true,
        description = "Memory: prove a lower bound on the least peak above the live bytes (time windows and the most "
                + "loaded instants searched by a complete strategy) and print what proves it as JSON.")
final class BoundCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    InstanceInput input;

    @Option(names = "--upper", paramLabel = "BYTES", defaultValue = "0",
            description = "stop once the bound reaches this peak (a known layout's; default: none)")
    long upper;

    @Option(names = "--complete", paramLabel = "NAME", defaultValue = "exact",
            description = "complete strategy searching the relaxations: exact, cpsat or choco (default: ${DEFAULT-VALUE})")
    String complete;

    @Option(names = "--first-nodes", paramLabel = "N", defaultValue = "1000",
            description = "node limit of each search in the first round, quadrupled each round (default: ${DEFAULT-VALUE})")
    long firstNodes;

    @Option(names = "--max-nodes", paramLabel = "N", defaultValue = "0",
            description = "node limit of the last round; 0: rounds go on until the time limit (default: ${DEFAULT-VALUE})")
    long maxNodes;

    @Mixin
    SolveSettings settings;

    @Override
    public Integer call() throws IOException {
        Problem any = input.read(false);
        if (!(any instanceof MemoryProblem problem)) {
            throw new InputException("INSTANCE", "bounds are for memory instances, not " + any.family());
        }
        if (!List.of("exact", "cpsat", "choco").contains(complete)) {
            throw new InputException("--complete", "must be exact, cpsat or choco, got '" + complete + "'");
        }
        if (firstNodes < 1 || maxNodes < 0) {
            throw new InputException("--first-nodes", "node limits must be positive (--max-nodes: 0 for none)");
        }
        SolveOptions options = settings.options();
        Plugins.of(MemoryFamily.INSTANCE).strategies().checkParams(options.params(), List.of(Plugins.of(MemoryFamily.INSTANCE).strategies().byName(complete)));
        BoundReport r = new ContiguityBound(Plugins.of(MemoryFamily.INSTANCE).strategies().byName(complete), options, firstNodes, maxNodes)
                .compute(problem, upper, Budget.of(options.timeLimit()));
        spec.commandLine().getOut().println(Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(json(problem, r)));
        return ExitCodes.OK;
    }

    private Map<String, Object> json(MemoryProblem problem, BoundReport r) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("instance", problem.name());
        o.put("buffers", problem.size());
        o.put("bound", r.value());
        o.put("proof", r.raised() ? "search" : r.base().certificate() == null ? "none" : "certificate");
        o.put("base", r.base().value());
        o.put("baseCertificate", r.base().certificate() == null ? null : r.base().certificate().describe());
        o.put("granule", r.granule());
        o.put("upper", upper > 0 ? upper : null);
        o.put("explanation", r.explain());
        o.put("complete", complete);
        o.put("searches", r.searches());
        o.put("nodes", r.nodes());
        o.put("seconds", Math.round(r.seconds() * 1000) / 1000.0);
        o.put("stopped", r.stopped());
        List<Map<String, Object>> steps = new ArrayList<>();
        for (CapRefutation s : r.steps()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("proves", s.proves());
            m.put("relaxation", s.relaxation().what());
            m.put("buffersSearched", s.relaxation().rest().size());
            m.put("bands", s.relaxation().bands());
            m.put("bandBytes", s.relaxation().bandBytes());
            m.put("cap", s.cap());
            m.put("solver", s.solver());
            m.put("proof", s.proof());
            m.put("nodes", s.nodes());
            steps.add(m);
        }
        o.put("steps", steps);
        return o;
    }
}
