package dev.berth.solvers.memory;

/**
 * How a memory strategy's own search treats gap windows, which decides whether its search proofs (OPTIMAL or
 * INFEASIBLE by a closed search) still stand on an instance whose co-location groups became windowed buffers.
 */
enum WindowHandling {
    /** Every segment is its own rectangle (CP models): any window is exact. */
    EXACT,
    /**
     * Exact while every window starts at its buffer's offset (lower 0), as co-location's windows do; windows
     * starting higher are kept clear of conservatively (the exact search's clearances).
     */
    EXACT_FROM_ZERO,
    /** No search proofs of its own (constructive and local-search heuristics): keep none that windows touch. */
    CONSERVATIVE
}
