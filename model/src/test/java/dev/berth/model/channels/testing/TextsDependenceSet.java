package dev.berth.model.channels.testing;

import dev.berth.model.channels.analysis.AddressDependences;
import dev.berth.model.channels.analysis.Edge;
import dev.berth.model.channels.analysis.Reduced;
import dev.berth.model.channels.analysis.Unrolled;
import dev.berth.model.channels.ChannelsProblem;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The dependence set the text itself syncs on the worked example: the 7 data pairs and every resource pair
 * but c1→p7 (removed by its timing argument) and c2→p7 (which it forgot) — 12 pairs.
 */
public final class TextsDependenceSet {
    private TextsDependenceSet() {
    }

    public static Reduced of(ChannelsProblem workedExample) {
        Unrolled program = Unrolled.of(workedExample);
        List<Edge> found = AddressDependences.of(program);
        Set<String> dropped = Set.of("s1:c:0>s3:p:0", "s1:c:1>s3:p:0");
        List<Edge> synced = new ArrayList<>();
        List<List<Integer>> implied = new ArrayList<>();
        for (Edge e : found) {
            String key = program.get(e.from()).name() + ">" + program.get(e.to()).name();
            boolean cross = program.get(e.from()).warp() != program.get(e.to()).warp();
            if (cross && !dropped.contains(key)) {
                synced.add(e);
                implied.add(null);
            } else {
                implied.add(List.of(e.from(), e.to()));   // the text names no path; only the sync pairs matter here
            }
        }
        return new Reduced(program, found, synced, implied);
    }
}
