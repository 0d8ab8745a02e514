package dev.berth.algorithms.channels;

import dev.berth.model.Budget;
import dev.berth.model.CurrentBudget;
import dev.berth.model.OutOfTime;
import dev.berth.model.InputException;
import dev.berth.model.NamedStrategy;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Traceable;
import dev.berth.model.channels.ChannelBuffer;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.analysis.Edge;
import dev.berth.model.channels.analysis.Unrolled;
import dev.berth.model.io.Json;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.analysis.SyncValidator;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The procedure of the patent publication "Method, system, device and medium for converting sequential code
 * into parallel code" ("the text") as the text gives it, as a baseline: schedule
 * tree, CDFG, CDRFG by the text's release rule ({@link TextsFlowGraph}), its timing-based removal
 * ({@link TimingRemoval} — not sound; {@code exact} uses transitivity instead), a sync pair per remaining
 * dependence across warps, and channels reused as the text reuses them ({@link TextsChannelReuse}): six on
 * the worked example, where three suffice. {@code --trace} shows every step ({@link ChannelsReferenceTrace}).
 *
 * <p>The answer is never returned unchecked, and never repaired. A dependence on addresses that the code the
 * procedure leaves does not order (one the text's release rule misses, or its removal drops, with no other
 * path), a channel beyond the limit, or a reuse the semantics refuse (the sync family's validator) makes the
 * result UNKNOWN with the reason and stat {@code unsafe=true}: the text's procedure would produce that broken
 * program. The family's parameter {@code channels.reduce} does not apply: the procedure has its own removal.
 * The buffers' addresses are taken as given (the text has no placement): unplaced buffers make it UNKNOWN.
 *
 * <p>Stats: {@code pairs} (sync pairs of the code), {@code removed}, {@code missed} (dependences across warps
 * the CDRFG lacks), {@code unordered}, {@code unsafe}.
 */
public final class ReferenceChannelsAllocator extends NamedStrategy<ChannelsProblem, ChannelsSolution>
        implements Traceable<ChannelsProblem> {
    public static final String NAME = "reference";

    public ReferenceChannelsAllocator() {
        super(NAME, "the published procedure (schedule tree, CDFG, CDRFG, its timing-based removal, data and resource"
                + " channels reused as the text does), validated", List.of());
    }

    /** The procedure on a program whose buffers all have their offsets. */
    public static ChannelsReferenceTrace trace(ChannelsProblem problem) {
        for (ChannelBuffer b : problem.buffers()) {
            if (!b.placed()) {
                throw new InputException("buffers", "the text's procedure takes every buffer's address as given;"
                        + " buffer '" + b.id() + "' has no offset");
            }
        }
        return ReferenceChannelsProcedure.run(problem, problem.buffers().stream().mapToLong(ChannelBuffer::offset).toArray());
    }

    @Override
    public String trace(ChannelsProblem problem, SolveOptions options, boolean dot) {
        if (dot) {
            throw new InputException("--trace", "the channels reference traces as JSON only (name the file .json)");
        }
        // the trace is made before the solve, outside any gate: the solve's time limit bounds it too
        Budget budget = CurrentBudget.get() != null ? CurrentBudget.get() : Budget.of(options.timeLimit());
        com.fasterxml.jackson.databind.JsonNode json;
        try {
            json = CurrentBudget.during(budget, () -> trace(problem).toJson());
        } catch (OutOfTime e) {
            throw new InputException("--trace", "the text's procedure did not finish within the time limit ("
                    + e.getMessage() + ")");
        }
        try {
            return Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(json) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e); // a tree of plain nodes always serialises
        }
    }

    @Override
    public Result<ChannelsSolution> solve(ChannelsProblem problem, SolveOptions options, Budget budget) {
        if (!problem.placed()) {
            return Result.unknown("the text's procedure takes the buffers' addresses as given, and some have none"
                    + " (exact places them)");
        }
        ChannelsReferenceTrace t = trace(problem);
        Map<String, Object> stats = stats(t);
        Unrolled program = t.graph().program();
        if (!t.unordered().isEmpty()) {
            Edge e = t.unordered().get(0);
            String why = t.missed().contains(e) ? "its CDRFG lacks it" : "its timing rule removed it";
            return unsafe("the text's procedure leaves dependence " + program.get(e.from()).name() + " -> "
                    + program.get(e.to()).name() + " (" + e.kind().label() + ") unordered: " + why + " and no other"
                    + " path orders it", stats);
        }
        ResourceClass channels = problem.sync();
        for (int id : t.mapping()) {
            if (!channels.usable(id)) {
                return Result.<ChannelsSolution>unknown("the text's procedure needs " + t.channels() + " channels, beyond"
                        + " the " + channels.capacity() + " usable").withStats(stats);
            }
        }
        String violation = SyncValidator.firstViolation(t.plan().code().sync(), t.mapping());
        if (violation != null) {
            return unsafe("the text's channel reuse is unsafe under " + channels.semantics().label() + ": " + violation,
                    stats);
        }
        return Result.feasible(t.solution()).withStats(stats).withStat("unsafe", false);
    }

    private static Result<ChannelsSolution> unsafe(String reason, Map<String, Object> stats) {
        return Result.<ChannelsSolution>unknown(reason).withStats(stats).withStat("unsafe", true);
    }

    private static Map<String, Object> stats(ChannelsReferenceTrace t) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("pairs", t.plan().code().sync().size());
        m.put("removed", t.removed().size());
        m.put("missed", t.missed().size());
        m.put("unordered", t.unordered().size());
        return m;
    }
}
