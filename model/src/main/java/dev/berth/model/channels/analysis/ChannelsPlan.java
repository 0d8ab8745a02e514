package dev.berth.model.channels.analysis;

import dev.berth.model.Bound;
import dev.berth.model.CurrentBudget;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.ConcurrentDependences;
import dev.berth.model.channels.Dependence;
import dev.berth.model.sync.analysis.HappensBefore;
import dev.berth.model.sync.analysis.SyncWidth;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A program at given offsets, analysed: its dependences, which get a sync pair, the warps' code as a sync
 * instance and that instance's width (the fewest channels the code can use, with its antichain).
 */
public record ChannelsPlan(ChannelsProblem problem, long[] offsets, GeneratedCode code, SyncWidth width) {

    public static ChannelsPlan of(ChannelsProblem p, long[] offsets, boolean reduce) {
        Unrolled program = Unrolled.of(p, offsets);
        String where = (p.name() == null || p.name().isEmpty() ? "" : p.name() + ": ") + "stages";
        return of(p, offsets, TransitiveReduction.of(program, AddressDependences.of(program, where), reduce, where));
    }

    /** The plan for a chosen split of the dependences (the text's own set, for comparison). */
    public static ChannelsPlan of(ChannelsProblem p, long[] offsets, Reduced reduced) {
        GeneratedCode code = SyncCode.of(p.name(), p.sync(), reduced);
        CurrentBudget.check("ordering the generated code");
        HappensBefore order = HappensBefore.of(code.sync());
        CurrentBudget.check("measuring the generated code's width");
        return new ChannelsPlan(p, offsets.clone(), code, SyncWidth.of(order));
    }

    /** The dependences whose sync pairs no two of which may share a channel ({@code resources}: sync indices). */
    public ConcurrentDependences dependences(int[] resources) {
        Map<String, Dependence> bySync = new HashMap<>();
        for (Dependence d : code.dependences()) {
            if (d.sync() != null) {
                bySync.put(d.sync(), d);
            }
        }
        List<Dependence> members = new ArrayList<>();
        for (int r : resources) {
            Dependence d = bySync.get(code.sync().resource(r).id());
            members.add(d != null ? d : code.dependenceOf(r));
        }
        return new ConcurrentDependences(members);
    }

    /** The width with its antichain as certificate. */
    public Bound bound() {
        return new Bound(width.width(), dependences(width.certificate()));
    }

    /** The answer for a sync mapping of {@link GeneratedCode#sync()} (one channel per resource, none removed). */
    public ChannelsSolution solution(int[] mapping) {
        Map<String, Integer> assignment = new LinkedHashMap<>();
        for (int r = 0; r < mapping.length; r++) {
            assignment.put(code.sync().resource(r).id(), mapping[r]);
        }
        Map<String, Long> offs = new LinkedHashMap<>();
        for (int b = 0; b < offsets.length; b++) {
            offs.put(problem.buffers().get(b).id(), offsets[b]);
        }
        return new ChannelsSolution(code.sync().warps(), assignment, offs, code.dependences());
    }
}
