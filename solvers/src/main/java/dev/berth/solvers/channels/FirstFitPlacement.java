package dev.berth.solvers.channels;

import dev.berth.algorithms.memory.GreedyMemoryAllocator;
import dev.berth.model.Budget;
import dev.berth.model.CurrentBudget;
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
 * Offsets for the buffers the instance leaves unplaced, so that the program is complete at once: the memory
 * family's greedy at the first fit in order of first use, each buffer live from its first to its last access
 * in sequential positions, the placed ones pinned where they are. It is the incumbent the joint search
 * ({@code JointPlacement}) improves on, the placement of programs too large for that search, and where the
 * {@code timefold} strategy starts.
 */
public final class FirstFitPlacement {
    private FirstFitPlacement() {
    }

    /**
     * The offset of every buffer (indexed like the problem's): first fit with lifetimes kept apart, or where the
     * capacity is too tight for that, the same pulled inside it.
     */
    public static long[] of(ChannelsProblem p, SolveOptions options, Budget budget) {
        int n = p.buffers().size();
        long[] first = new long[n];
        long[] last = new long[n];
        Arrays.fill(first, -1);
        long position = 0;
        Map<String, Integer> index = p.bufferIndexes();
        for (Stage st : p.stages()) {
            for (int i = 0; i < st.repeat() && !st.body().isEmpty(); i++) {
                CurrentBudget.check("finding the buffers' lifetimes");
                for (Intrinsic x : st.body()) {
                    List<Access> all = new ArrayList<>(x.reads());
                    all.addAll(x.writes());
                    for (Access a : all) {
                        int b = index.get(a.buffer());
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
        if (r.hasSolution()) {
            return r.solution().offsets();
        }
        // too tight for disjoint lifetimes: buffers may still share addresses (that only adds dependences), so
        // the unbounded first fit pulled inside the capacity is a valid program
        r = new GreedyMemoryAllocator().solve(new MemoryProblem(p.name(), buffers, MemoryProblem.UNBOUNDED), firstFit,
                budget);
        long[] offsets = r.hasSolution() ? r.solution().offsets() : new long[n];
        for (int b = 0; b < n; b++) {
            ChannelBuffer x = p.buffers().get(b);
            offsets[b] = x.placed() ? x.offset() : Math.min(offsets[b], capacity - x.size());
        }
        return offsets;
    }
}
