package dev.berth.bench.memory;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.analysis.MemoryLayouts;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Naive first fit for tests: buffers by start time (or by size with {@code order=size}), each at the lowest
 * aligned offset clear of the already placed buffers it interferes with. Quadratic; fine for test sizes.
 */
final class FirstFitAllocator implements MemoryAllocator {
    @Override
    public String name() {
        return "first-fit";
    }

    @Override
    public String description() {
        return "naive first fit (test)";
    }

    @Override
    public MemoryResult allocate(MemoryProblem p, SolveOptions options, Budget budget) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < p.size(); i++) {
            order.add(i);
        }
        Comparator<Integer> bySize = Comparator.comparingLong(i -> -p.buffer(i).size());
        Comparator<Integer> byStart = Comparator.comparingLong(i -> p.buffer(i).start());
        order.sort(options.param("order", "start").equals("size") ? bySize.thenComparing(byStart) : byStart);
        long[] offsets = new long[p.size()];
        List<Integer> placed = new ArrayList<>();
        for (int i : order) {
            Buffer b = p.buffer(i);
            if (b.isFixed()) {
                offsets[i] = b.fixedOffset();
                placed.add(i);
                continue;
            }
            List<long[]> busy = new ArrayList<>();
            for (int j : placed) {
                if (b.interferes(p.buffer(j))) {
                    busy.add(new long[] {offsets[j], offsets[j] + p.buffer(j).size()});
                }
            }
            busy.sort(Comparator.comparingLong(x -> x[0]));
            long o = 0;
            for (long[] r : busy) {
                if (o + b.size() <= r[0]) {
                    break;
                }
                o = Math.max(o, ceil(r[1], b.alignment()));
            }
            offsets[i] = o;
            placed.add(i);
        }
        long peak = MemoryLayouts.peak(p, offsets);
        long bound = MemoryLowerBound.of(p);
        if (p.hasCapacity() && peak > p.capacity()) {
            return MemoryResult.unknown("first fit went over the capacity", bound, name())
                    .withStat("overCapacityPeak", peak);
        }
        MemoryResult r = MemoryResult.solved(peak == bound, offsets, peak, bound, name());
        return r.status() == Status.OPTIMAL ? r : r.withStat("placed", p.size());
    }

    private static long ceil(long x, long a) {
        return (x + a - 1) / a * a;
    }
}
