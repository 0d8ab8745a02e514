package dev.berth.algorithms.memory;

/**
 * How the reference allocator ranks equivalence classes (larger first), as steps s10/ii of Graphcore's patent
 * publication "Shared data structures" list.
 */
enum ClassMetric {
    /** Total bytes of the class's buffers. */
    BYTES,
    /** Number of buffers in the class. */
    COUNT,
    /** Length of the time the class's buffers are live (union of their segments). */
    SPAN,
    /** Number of other classes it interferes with. */
    DEGREE;
}
