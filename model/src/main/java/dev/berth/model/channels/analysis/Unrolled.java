package dev.berth.model.channels.analysis;

import dev.berth.model.CurrentBudget;
import dev.berth.model.channels.Access;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.Intrinsic;
import dev.berth.model.channels.Stage;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The program as the text's schedule tree unrolls it: stages in order, each body {@code repeat} times,
 * every instance named {@code STAGE:ID:I} and its accesses made absolute by its buffers' offsets.
 */
public record Unrolled(List<Instance> instances, List<Integer> warps) {
    public Unrolled {
        instances = List.copyOf(instances);
        warps = List.copyOf(warps);
    }

    /** The instances under {@code offsets} (indexed like the problem's buffers; every one set). */
    public static Unrolled of(ChannelsProblem p, long[] offsets) {
        List<Instance> out = new ArrayList<>();
        TreeSet<Integer> warps = new TreeSet<>();
        Map<String, Integer> buffers = p.bufferIndexes();
        for (int s = 0; s < p.stages().size(); s++) {
            Stage st = p.stages().get(s);
            if (st.body().isEmpty()) {
                continue;
            }
            for (int i = 0; i < st.repeat(); i++) {
                CurrentBudget.check("unrolling the stages");
                for (int k = 0; k < st.body().size(); k++) {
                    Intrinsic x = st.body().get(k);
                    warps.add(x.warp());
                    out.add(new Instance(st.instanceName(x, i), out.size(), s, k, i, x.warp(), x.cycles(),
                            ranges(buffers, offsets, x.reads(), i), ranges(buffers, offsets, x.writes(), i)));
                }
            }
        }
        return new Unrolled(out, new ArrayList<>(warps));
    }

    /** The instances at the offsets the problem gives; every buffer must have one. */
    public static Unrolled of(ChannelsProblem p) {
        long[] offsets = new long[p.buffers().size()];
        for (int b = 0; b < offsets.length; b++) {
            if (!p.buffers().get(b).placed()) {
                throw new IllegalArgumentException("buffer " + p.buffers().get(b).id() + " has no offset");
            }
            offsets[b] = p.buffers().get(b).offset();
        }
        return of(p, offsets);
    }

    private static List<long[]> ranges(Map<String, Integer> buffers, long[] offsets, List<Access> accesses, int i) {
        List<long[]> r = new ArrayList<>();
        for (Access a : accesses) {
            long base = offsets[buffers.get(a.buffer())];
            r.add(new long[] {base + a.start(i), base + a.end(i)});
        }
        return r;
    }

    /** How many instances the program unrolls into, without unrolling it. */
    public static long count(ChannelsProblem p) {
        return p.stages().stream().mapToLong(st -> (long) st.repeat() * st.body().size()).sum();
    }

    /**
     * Per instance, the index of its warp among {@link #warps()} (warp numbers are annotations, not dense):
     * what arrays by warp are indexed with.
     */
    public int[] warpIndexes() {
        Map<Integer, Integer> index = new HashMap<>();
        for (int w = 0; w < warps.size(); w++) {
            index.put(warps.get(w), w);
        }
        int[] out = new int[instances.size()];
        for (int k = 0; k < out.length; k++) {
            out[k] = index.get(instances.get(k).warp());
        }
        return out;
    }

    public int size() {
        return instances.size();
    }

    public Instance get(int k) {
        return instances.get(k);
    }
}
