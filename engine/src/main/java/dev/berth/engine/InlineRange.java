package dev.berth.engine;

import java.util.List;

/**
 * A computation run on the calling thread with the engine's shape: the same halving while longer than the cutoff,
 * the same grains per leaf, the same left-then-right combines, so a nested computation gives what it would on the
 * engine.
 */
final class InlineRange {

    private InlineRange() {
    }

    static <R> R compute(RangeComputation<R> computation, long from, long to, long cutoff, int partsPerLeaf) {
        if (to - from > cutoff) {
            long mid = from + (to - from) / 2;
            R left = compute(computation, from, mid, cutoff, partsPerLeaf);
            return computation.combine(left, compute(computation, mid, to, cutoff, partsPerLeaf));
        }
        LeafGrains<R> leaf = new LeafGrains<>(computation, from, to, partsPerLeaf);
        try {
            for (int g = 0; g < leaf.grains(); g++) {
                leaf.run(g);
            }
        } catch (RuntimeException | Error e) {
            throw new TaskFailedException("a nested leaf failed on its calling thread", List.of(e));
        }
        return leaf.combined();
    }
}
