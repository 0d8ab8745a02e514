package dev.berth.bench.channels;

/**
 * Cycle counts of the intrinsics, from the bytes they move and the work they do at rates of one H100 SM (a
 * model, not a measurement): what matters to the simulator is that loads are several times longer than the
 * MMAs they feed, as on the hardware, so that a ring of slots pays off.
 */
final class Cycles {
    /** HBM bandwidth per SM: 3.35 TB/s over 132 SMs at 1.6 GHz is about 16 bytes per cycle. */
    static final long BYTES_PER_CYCLE = 16;
    /** Dense FP16 tensor cores per SM: 989 TFLOP/s over 132 SMs at 1.83 GHz is about 2,048 FMA per cycle. */
    static final long FMA_PER_CYCLE = 2048;
    /** A warpgroup's 128 threads, one element each per cycle (conversion, scaling). */
    static final long ELEMENTS_PER_CYCLE = 128;
    /** Softmax costs an exponential, a max and a sum per element: a quarter of the plain element rate. */
    static final long SOFTMAX_ELEMENTS_PER_CYCLE = 32;
    /** A TMA copy's issue and completion latency, paid whatever its size. */
    static final long COPY_LATENCY = 500;

    private Cycles() {
    }

    /** A TMA copy of {@code bytes} between global memory and the pool. */
    static long copy(long bytes) {
        return COPY_LATENCY + ceil(bytes, BYTES_PER_CYCLE);
    }

    /** An {@code m x n x k} matrix multiply-accumulate on the tensor cores. */
    static long mma(long m, long n, long k) {
        return Math.max(1, ceil(m * n * k, FMA_PER_CYCLE));
    }

    /** One pass of a warpgroup over {@code elements} elements. */
    static long elementwise(long elements) {
        return Math.max(1, ceil(elements, ELEMENTS_PER_CYCLE));
    }

    /** The online softmax over a {@code rows x columns} block of scores. */
    static long softmax(long rows, long columns) {
        return Math.max(1, ceil(rows * columns, SOFTMAX_ELEMENTS_PER_CYCLE));
    }

    private static long ceil(long a, long b) {
        return (a + b - 1) / b;
    }
}
