package dev.berth.solvers.channels;

import dev.berth.heuristics.memory.GreedyMemoryAllocator;
import dev.berth.model.Budget;
import dev.berth.model.Objective;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.channels.Access;
import dev.berth.model.channels.ChannelBuffer;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.Intrinsic;
import dev.berth.model.channels.Stage;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Offsets for the buffers the instance leaves unplaced, so that the program is complete: the memory family's
 * greedy at the first fit in order of first use, each buffer live from its first to its last access in
 * sequential positions, the placed ones pinned where they are.
 *
 * <p>This is a stopgap, not issue 13's method: there the offsets and the channels are chosen together
 * (makespan first, then channels, by a Choco model), since the addresses decide which resource dependences
 * exist. That complete search is not built; answers with buffers placed here never claim a bound. The
 * {@code timefold} strategy starts its local search over the offsets here.
 */
public final class FirstFitPlacement {
    private FirstFitPlacement() {
    }

    /** The offset of every buffer (indexed like the problem's), or null when first fit finds no room. */
    public static long[] of(ChannelsProblem p, SolveOptions options, Budget budget) {
        int n = p.buffers().size();
        long[] first = new long[n];
        long[] last = new long[n];
        Arrays.fill(first, -1);
        long position = 0;
        for (Stage st : p.stages()) {
            for (int i = 0; i < st.repeat(); i++) {
                for (Intrinsic x : st.body()) {
                    List<Access> all = new ArrayList<>(x.reads());
                    all.addAll(x.writes());
                    for (Access a : all) {
                        int b = p.bufferIndex(a.buffer());
                        first[b] = first[b] < 0 ? position : first[b];
                        last[b] = position;
                    }
                    position++;
                }
            }
        }
        List<Buffer> buffers = new ArrayList<>();
        for (int b = 0; b < n; b++) {
            ChannelBuffer x = p.buffers().get(b);
            long start = Math.max(0, first[b]);
            Buffer m = Buffer.of(x.id(), start, first[b] < 0 ? start + 1 : last[b] + 1, x.size());
            buffers.add(x.placed() ? m.withFixedOffset(x.offset()) : m);
        }
        long capacity = p.capacity() == ChannelsProblem.UNBOUNDED ? MemoryProblem.UNBOUNDED : p.capacity();
        SolveOptions firstFit = new SolveOptions(Objective.FIT, options.timeLimit(), options.seed(), 0, 1,
                Map.of(GreedyMemoryAllocator.ORDER.key(null), "start", GreedyMemoryAllocator.FIT.key(null), "first"));
        Result<MemoryLayout> r = new GreedyMemoryAllocator().solve(new MemoryProblem(p.name(), buffers, capacity),
                firstFit, budget);
        return r.hasSolution() ? r.solution().offsets() : null;
    }
}
