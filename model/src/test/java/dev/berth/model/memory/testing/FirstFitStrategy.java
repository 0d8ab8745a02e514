package dev.berth.model.memory.testing;

import dev.berth.model.Budget;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.analysis.MemoryLayouts;
import dev.berth.model.params.Param;
import dev.berth.model.params.ParamType;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Naive first fit for tests: pinned buffers where they are, then the others in {@code order} (input, start
 * time, or size), each at the lowest aligned offset clear of the placed buffers it interferes with.
 * Quadratic; fine for test sizes. A layout above the capacity is UNKNOWN with {@code overCapacityPeak}.
 */
public final class FirstFitStrategy implements Strategy<MemoryProblem, MemoryLayout> {
    private final Param<String> order;

    /** @param defaultOrder input, start or size */
    public FirstFitStrategy(String defaultOrder) {
        this.order = Param.of("order", ParamType.oneOf("input", "start", "size"), defaultOrder, "placement order");
    }

    @Override
    public String name() {
        return "first-fit";
    }

    @Override
    public String description() {
        return "naive first fit (test)";
    }

    @Override
    public List<Param<?>> params() {
        return List.of(order);
    }

    @Override
    public Result<MemoryLayout> solve(MemoryProblem p, SolveOptions options, Budget budget) {
        List<Integer> sequence = new ArrayList<>();
        for (int i = 0; i < p.size(); i++) {
            sequence.add(i);
        }
        Comparator<Integer> byStart = Comparator.comparingLong(i -> p.buffer(i).start());
        switch (order.from(options)) {
            case "size" -> sequence.sort(Comparator.<Integer>comparingLong(i -> -p.buffer(i).size()).thenComparing(byStart));
            case "start" -> sequence.sort(byStart);
            default -> {
            }
        }
        long[] offsets = new long[p.size()];
        List<Integer> placed = new ArrayList<>();
        for (int i = 0; i < p.size(); i++) {
            if (p.buffer(i).isFixed()) {
                offsets[i] = p.buffer(i).fixedOffset();
                placed.add(i);
            }
        }
        for (int i : sequence) {
            Buffer b = p.buffer(i);
            if (b.isFixed()) {
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
                o = Math.max(o, Math.ceilDiv(r[1], b.alignment()) * b.alignment());
            }
            offsets[i] = o;
            placed.add(i);
        }
        long peak = MemoryLayouts.peak(p, offsets);
        if (p.hasCapacity() && peak > p.capacity()) {
            return Result.<MemoryLayout>unknown("first fit ends at " + peak + ", above the capacity")
                    .withStat("overCapacityPeak", peak);
        }
        return MemoryLayouts.answer(p, offsets);
    }
}
