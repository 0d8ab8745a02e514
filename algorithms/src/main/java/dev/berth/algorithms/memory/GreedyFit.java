package dev.berth.algorithms.memory;

/** Which free gap among the time-overlapping placed buffers the greedy allocator takes. */
enum GreedyFit {
    /** The smallest gap the buffer fits in (TFLite's arena planner, XLA's best-fit heap); lowest on ties. */
    BEST,
    /** The lowest offset where the buffer fits. */
    FIRST;
}
