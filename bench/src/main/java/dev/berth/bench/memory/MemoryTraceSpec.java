package dev.berth.bench.memory;

/**
 * What {@link MemoryTraceGenerator} builds: a static-allocation instance as an ML compiler sees it after
 * scheduling a network's operator graph.
 *
 * @param buffers       exact number of buffers in the instance (at least 1)
 * @param seed          everything random derives from it: one seed, one instance
 * @param capacitySlack capacity = ceil(lower bound x (1 + slack)); a negative slack leaves the capacity
 *                      {@link dev.berth.model.memory.MemoryProblem#UNBOUNDED}
 * @param alignment     about half of the buffers get an alignment from {16, 64, 128, 256} (the rest 1)
 * @param training      a backward pass mirrors the forward pass: each layer's backward op consumes the
 *                      gradients of the layer's consumers and, if saved, the layer's activation
 * @param residualRate  probability that a block is a residual block (a skip tensor lives across 2-3 layers)
 * @param branchRate    probability that a block splits into 2-4 branches merged by a concat
 * @param savedRate     training: probability that a layer's output is kept for its backward op, the
 *                      long-lived tensors that make training peak at the forward/backward turn; inference:
 *                      probability that a stage's output is also read by the final head (feature-pyramid
 *                      style), which keeps it alive to the end
 * @param scratchRate   probability that an op gets a workspace buffer live only during that op
 * @param batch         batch size in every activation's size; 0 draws one of {1, 2, 4, 8} from the seed
 * @param microBatches  copies of the network run as a pipeline: copy k+1 starts when copy k begins its
 *                      backward pass (training) or is half through (inference), so their lifetimes cross
 *                      instead of nesting; the buffers are shared out among the copies
 * @param weights       0: no parameters (activations, gradients of activations, scratch only). Above 0: each
 *                      layer with parameters (a k x k convolution: k^2 x Cin x Cout fp32 elements; the
 *                      inference head: a dense in x out; adds and concats have none) gets one weight, shared
 *                      by all micro-batches and live the whole trace; training adds its gradient, live from
 *                      the layer's first backward op (of any micro-batch) to the end of the trace (the
 *                      optimizer step), and Adam's two moments, live the whole trace. Sizes keep the shapes'
 *                      proportions, scaled by one factor per trace (at most 1: a shard of each tensor per
 *                      device) so that these buffers take this share of the max-live bytes at the time of
 *                      the maximum; at most 0.9. They count among the {@code buffers}
 */
public record MemoryTraceSpec(int buffers, long seed, double capacitySlack, boolean alignment, boolean training,
                              double residualRate, double branchRate, double savedRate, double scratchRate,
                              int batch, int microBatches, double weights) {

    /**
     * Default slack: 5 % above the lower bound. At slack 0 (the capacity of most of MiniMalloc's
     * challenging suite) a generated trace may well be infeasible: nothing guarantees a layout that meets
     * the bound exactly. With the defaults, naive first fit by decreasing size lands about 0-15 % above
     * the bound (measured on 300-2400 buffer traces), so at 5 % some instances are within reach of a
     * simple greedy and the rest need a real strategy.
     */
    public static final double DEFAULT_SLACK = 0.05;

    /**
     * The parameters' share of the peak in {@link #training}: a quarter. Weights, gradients and Adam's two
     * moments (16 bytes a parameter in fp32) are a small part of a CNN's training peak at usual batch sizes
     * and a large part of a transformer's at small micro-batches; a quarter sits within the 10-40 % the
     * large-trace targets ask for and leaves the activations most of the peak, as in the traces without
     * parameters.
     */
    public static final double DEFAULT_WEIGHT_SHARE = 0.25;

    public MemoryTraceSpec {
        if (buffers < 1) {
            throw new IllegalArgumentException("buffers must be at least 1, got " + buffers);
        }
        if (batch < 0) {
            throw new IllegalArgumentException("batch must be 0 (drawn from the seed) or positive, got " + batch);
        }
        if (microBatches < 1) {
            throw new IllegalArgumentException("microBatches must be at least 1, got " + microBatches);
        }
        if (Double.isNaN(capacitySlack)) {
            throw new IllegalArgumentException("capacitySlack is NaN");
        }
        rate("residualRate", residualRate);
        rate("branchRate", branchRate);
        rate("savedRate", savedRate);
        rate("scratchRate", scratchRate);
        if (!(weights >= 0 && weights <= 0.9)) {
            throw new IllegalArgumentException("weights must be within [0, 0.9], got " + weights);
        }
        if (residualRate + branchRate > 1) {
            throw new IllegalArgumentException("residualRate + branchRate must be at most 1");
        }
    }

    /**
     * A training trace: slack {@link #DEFAULT_SLACK}, alignment on, residual rate 0.35, branch rate 0.10,
     * saved rate 0.5, scratch rate 0.25, batch drawn from the seed, 4 micro-batches, no parameters (the
     * traces measured before parameters existed; they stay reproducible).
     */
    public static MemoryTraceSpec defaults(int buffers, long seed) {
        return new MemoryTraceSpec(buffers, seed, DEFAULT_SLACK, true, true, 0.35, 0.10, 0.5, 0.25, 0, 4, 0);
    }

    /**
     * {@link #defaults} with parameters: weights, gradients and Adam's moments take
     * {@link #DEFAULT_WEIGHT_SHARE} of the peak. The same network as {@code defaults} with fewer layers,
     * since the parameters' buffers count among the {@code buffers}.
     */
    public static MemoryTraceSpec training(int buffers, long seed) {
        return defaults(buffers, seed).withWeights(DEFAULT_WEIGHT_SHARE);
    }

    /** The instance name: {@code trace-<buffers>-s<seed>}. */
    public String name() {
        return "trace-" + buffers + "-s" + seed;
    }

    public boolean unbounded() {
        return capacitySlack < 0;
    }

    public MemoryTraceSpec withSlack(double slack) {
        return new MemoryTraceSpec(buffers, seed, slack, alignment, training, residualRate, branchRate, savedRate,
                scratchRate, batch, microBatches, weights);
    }

    /** The same spec without capacity (peak minimisation only). */
    public MemoryTraceSpec withUnboundedCapacity() {
        return withSlack(-1);
    }

    public MemoryTraceSpec withAlignment(boolean on) {
        return new MemoryTraceSpec(buffers, seed, capacitySlack, on, training, residualRate, branchRate, savedRate,
                scratchRate, batch, microBatches, weights);
    }

    public MemoryTraceSpec withTraining(boolean on) {
        return new MemoryTraceSpec(buffers, seed, capacitySlack, alignment, on, residualRate, branchRate, savedRate,
                scratchRate, batch, microBatches, weights);
    }

    public MemoryTraceSpec withSeed(long s) {
        return new MemoryTraceSpec(buffers, s, capacitySlack, alignment, training, residualRate, branchRate, savedRate,
                scratchRate, batch, microBatches, weights);
    }

    public MemoryTraceSpec withBuffers(int n) {
        return new MemoryTraceSpec(n, seed, capacitySlack, alignment, training, residualRate, branchRate, savedRate,
                scratchRate, batch, microBatches, weights);
    }

    public MemoryTraceSpec withMicroBatches(int m) {
        return new MemoryTraceSpec(buffers, seed, capacitySlack, alignment, training, residualRate, branchRate, savedRate,
                scratchRate, batch, m, weights);
    }

    /** Parameters taking {@code share} of the peak; 0: none. */
    public MemoryTraceSpec withWeights(double share) {
        return new MemoryTraceSpec(buffers, seed, capacitySlack, alignment, training, residualRate, branchRate, savedRate,
                scratchRate, batch, microBatches, share);
    }

    private static void rate(String name, double v) {
        if (!(v >= 0 && v <= 1)) {
            throw new IllegalArgumentException(name + " must be within [0, 1], got " + v);
        }
    }
}
