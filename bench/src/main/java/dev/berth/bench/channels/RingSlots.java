package dev.berth.bench.channels;

import dev.berth.model.CurrentBudget;
import dev.berth.model.channels.Access;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.Intrinsic;
import dev.berth.model.channels.Stage;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The slots a hand-written pipeline would give barriers: every range of a buffer that one warp writes and
 * another reads as is (a ring slot, the accumulator handed to the epilogue, Q). CUTLASS's rule
 * ({@code PipelineTmaAsync}: one "full" and one "empty" mbarrier per stage of every pipeline) spends two
 * barriers on each, whatever the order of the code — the baseline the minimum is compared with.
 */
public final class RingSlots {
    private RingSlots() {
    }

    /** Ranges (buffer-relative, so placement does not matter) written by one warp and read by another. */
    public static int of(ChannelsProblem p) {
        Map<List<Object>, Set<Integer>> writers = new HashMap<>();
        Map<List<Object>, Set<Integer>> readers = new HashMap<>();
        for (Stage st : p.stages()) {
            for (int i = 0; i < st.repeat() && !st.body().isEmpty(); i++) {
                CurrentBudget.check("counting the ring's slots");
                for (Intrinsic x : st.body()) {
                    collect(x.writes(), i, x.warp(), writers);
                    collect(x.reads(), i, x.warp(), readers);
                }
            }
        }
        int slots = 0;
        for (Map.Entry<List<Object>, Set<Integer>> w : writers.entrySet()) {
            Set<Integer> r = readers.getOrDefault(w.getKey(), Set.of());
            if (r.stream().anyMatch(reader -> w.getValue().stream().anyMatch(writer -> !writer.equals(reader)))) {
                slots++;
            }
        }
        return slots;
    }

    /** CUTLASS's count: a full and an empty barrier per slot. */
    public static int cutlassBarriers(ChannelsProblem p) {
        return 2 * of(p);
    }

    private static void collect(List<Access> accesses, int i, int warp, Map<List<Object>, Set<Integer>> into) {
        for (Access a : accesses) {
            into.computeIfAbsent(List.of(a.buffer(), a.start(i), a.end(i)), k -> new HashSet<>()).add(warp);
        }
    }
}
