package dev.berth.algorithms.channels;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.Stage;
import dev.berth.model.channels.analysis.ChannelsPlan;
import dev.berth.model.channels.analysis.Edge;
import dev.berth.model.channels.analysis.Instance;
import dev.berth.model.channels.analysis.Unrolled;
import dev.berth.model.io.Json;

import java.util.Arrays;
import java.util.List;

/**
 * Every intermediate result of the text's procedure ({@link ReferenceChannelsProcedure}) on one program, so
 * each step can be held against the text. Edges are by position in the unrolled program; {@link #toJson()}
 * names the instances.
 *
 * @param plan      the code the procedure leaves: its sync pairs are the CDRFG's cross-warp edges minus the
 *                  removed ones
 * @param graph     the CDFG (control, data) and the CDRFG's resource edges
 * @param removed   what the text's timing rule removed
 * @param missed    dependences across warps the sound rule finds and the CDRFG lacks
 * @param unordered dependences the sound rule finds that nothing in the code orders (a race)
 * @param steps     the channel allocation, in the text's order
 * @param mapping   the channel per sync resource of {@code plan}'s code
 */
public record ChannelsReferenceTrace(ChannelsProblem problem, ChannelsPlan plan, TextsFlowGraph graph,
                                     List<Edge> removed, List<Edge> missed, List<Edge> unordered,
                                     List<TextsChannelReuse.Step> steps, int[] mapping) {
    public ChannelsReferenceTrace {
        removed = List.copyOf(removed);
        missed = List.copyOf(missed);
        unordered = List.copyOf(unordered);
        steps = List.copyOf(steps);
        mapping = mapping.clone();
    }

    @Override
    public int[] mapping() {
        return mapping.clone();
    }

    /** The number of distinct channels the allocation uses. */
    public int channels() {
        return (int) Arrays.stream(mapping).distinct().count();
    }

    /** The program the procedure produces, with its channels. */
    public ChannelsSolution solution() {
        return plan.solution(mapping);
    }

    public ObjectNode toJson() {
        Unrolled program = graph.program();
        ObjectNode o = Json.MAPPER.createObjectNode();
        ArrayNode tree = o.putArray("scheduleTree");
        for (int s = 0; s < problem.stages().size(); s++) {
            Stage st = problem.stages().get(s);
            ArrayNode xs = tree.addObject().put("stage", st.id()).putArray("instances");
            for (Instance x : program.instances()) {
                if (x.stage() == s) {
                    xs.addObject().put("instance", x.name()).put("warp", x.warp())
                            .put("producer", !x.writes().isEmpty()).put("consumer", !x.reads().isEmpty());
                }
            }
        }
        ObjectNode cdfg = o.putObject("cdfg");
        edges(cdfg.putArray("control"), graph.control());
        edges(cdfg.putArray("data"), graph.data());
        edges(o.putObject("cdrfg").putArray("resource"), graph.resource());
        edges(o.putArray("removed"), removed);
        edges(o.putArray("missed"), missed);
        edges(o.putArray("unordered"), unordered);
        ArrayNode cs = o.putArray("channels");
        for (TextsChannelReuse.Step s : steps) {
            edge(cs, s.dependence()).put("kind", s.pool().label()).put("sync", s.sync()).put("channel", s.channel())
                    .put("reused", s.reused());
        }
        o.put("used", channels());
        return o;
    }

    private void edges(ArrayNode into, List<Edge> es) {
        es.forEach(e -> edge(into, e));
    }

    private ObjectNode edge(ArrayNode into, Edge e) {
        Unrolled program = graph.program();
        return into.addObject().put("from", program.get(e.from()).name()).put("to", program.get(e.to()).name());
    }
}
