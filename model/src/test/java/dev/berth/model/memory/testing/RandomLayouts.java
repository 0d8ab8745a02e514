package dev.berth.model.memory.testing;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;

/** Random problems with random offsets, many of them wrong, for the tests that hold two judges of validity together. */
public final class RandomLayouts {
    private RandomLayouts() {
    }

    /** A problem and one offset per buffer. */
    public record Layout(MemoryProblem problem, long[] offsets) {
    }

    /** Draws one buffer's offset. */
    @FunctionalInterface
    public interface OffsetDraw {
        long next(Random r, Buffer b);
    }

    /**
     * {@code rounds} layouts from one generator seeded with {@code seed}: each a problem drawn by
     * {@code problems}, then its offsets drawn buffer by buffer by {@code offset}.
     */
    public static List<Layout> draw(long seed, int rounds, Function<Random, MemoryProblem> problems, OffsetDraw offset) {
        Random r = new Random(seed);
        List<Layout> out = new ArrayList<>(rounds);
        for (int round = 0; round < rounds; round++) {
            MemoryProblem p = problems.apply(r);
            long[] offsets = new long[p.size()];
            for (int i = 0; i < offsets.length; i++) {
                offsets[i] = offset.next(r, p.buffer(i));
            }
            out.add(new Layout(p, offsets));
        }
        return out;
    }
}
