package dev.berth.engine;

import java.util.concurrent.RecursiveTask;

/**
 * The engine's task: a range that splits in halves while the cutoff is not met, and whose leaves go to the
 * worker's execution units. The text's flowchart has the branch the other way round ("cutoff met → split");
 * its summary's reading, implemented here, is the sound one: split while the range is longer than the cutoff,
 * offload once it is not. The halving and the left-then-right combine make the result independent of which
 * worker ran or stole what.
 */
final class OffloadingRangeTask<R> extends RecursiveTask<R> {

    private final RangeComputation<R> computation;
    private final long from;
    private final long to;
    private final long cutoff;
    private final int partsPerLeaf;

    OffloadingRangeTask(RangeComputation<R> computation, long from, long to, long cutoff, int partsPerLeaf) {
        this.computation = computation;
        this.from = from;
        this.to = to;
        this.cutoff = cutoff;
        this.partsPerLeaf = partsPerLeaf;
    }

    @Override
    protected R compute() {
        if (to - from > cutoff) {
            long mid = from + (to - from) / 2;
            OffloadingRangeTask<R> left = new OffloadingRangeTask<>(computation, from, mid, cutoff, partsPerLeaf);
            OffloadingRangeTask<R> right = new OffloadingRangeTask<>(computation, mid, to, cutoff, partsPerLeaf);
            left.fork();
            R rightResult = right.compute();
            return computation.combine(left.join(), rightResult);
        }
        if (!(Thread.currentThread() instanceof EngineWorker worker)) {
            throw new IllegalStateException("an engine leaf ran outside its engine's workers");
        }
        LeafGrains<R> leaf = new LeafGrains<>(computation, from, to, partsPerLeaf);
        worker.units().run(leaf);
        return leaf.combined();
    }
}
