package dev.berth.engine;

/**
 * A leaf range cut into {@code min(partsPerLeaf, length)} grains, each with its own result slot. Whichever core
 * runs a grain writes only its slot; the worker combines the slots left to right, so the result is fixed by the
 * range and the grain count, not by timing or by how grains were dealt to units and cores.
 */
final class LeafGrains<R> {

    private final RangeComputation<R> computation;
    private final long from;
    private final long length;
    private final Object[] results;

    LeafGrains(RangeComputation<R> computation, long from, long to, int partsPerLeaf) {
        this.computation = computation;
        this.from = from;
        this.length = to - from;
        this.results = new Object[(int) Math.min(partsPerLeaf, length)];
    }

    int grains() {
        return results.length;
    }

    void run(int grain) {
        results[grain] = computation.compute(start(grain), start(grain + 1));
    }

    /** Balanced cut without overflow: the first {@code length % grains} grains are one index longer. */
    private long start(int grain) {
        int n = results.length;
        return from + grain * (length / n) + Math.min(grain, length % n);
    }

    @SuppressWarnings("unchecked")
    R combined() {
        R acc = (R) results[0];
        for (int g = 1; g < results.length; g++) {
            acc = computation.combine(acc, (R) results[g]);
        }
        return acc;
    }
}
