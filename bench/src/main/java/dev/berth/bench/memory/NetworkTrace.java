package dev.berth.bench.memory;

import dev.berth.model.memory.Buffer;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Builds the operator graph of one copy (micro-batch) of a random convolutional network: stages that
 * halve the spatial size and double the channels; plain layers, residual blocks, branch-and-concat blocks;
 * scratch buffers. Training ends in a loss and a mirrored backward pass; inference ends in a head that
 * also reads some earlier stages' outputs (feature-pyramid style), which keeps those alive.
 *
 * <p>Buffers are counted so the copy has exactly its share: every buffer is charged when its operator is
 * planned — a forward layer costs its output plus, in training, its backward op's gradient — and scratch
 * buffers (one more each) are granted only when the rest of the current block still fits. Operators get a
 * scheduling priority: their position in the copy, plus the copy's start, plus a little jitter so that
 * independent operators (branches, other copies) interleave.
 *
 * <p>With parameters on ({@link MemoryTraceSpec#weights()}), a layer with parameters (every convolution;
 * adds and concats have none) also costs its share of {@link ParameterTensors}, and when what is left cannot
 * pay for one more such layer, parameter-free layers (an activation function, a pooling) use it up.
 */
final class NetworkTrace {
    private static final long[] ALIGNMENTS = {16, 64, 128, 256};
    private static final long[] WORKSPACES = {4096, 65536, 1 << 20, 4 << 20};
    /** How many positions an operator may drift against its neighbours in the schedule's priorities. */
    private static final double JITTER = 3.0;

    private final MemoryTraceSpec spec;
    private final Random rnd;
    private final OperatorGraph graph;
    /** Null without parameters. */
    private final ParameterTensors params;
    private final int copy;
    private final boolean headWeights;
    private final boolean training;
    private final int baseCost;
    private final int buffers;
    private final int limit;
    private final double priorityBase;
    private final int batch;
    private final int dtype;
    private final int stages;
    private final int channels0;
    private int used;
    private int reserved;
    private int ops;
    private int forwardOps;
    private int paramLayers;

    /** Forward layers in creation order (training), and stage outputs the head reads (inference). */
    private final List<Layer> layers = new ArrayList<>();
    private final List<Integer> taps = new ArrayList<>();
    private int cur;
    private int curChannels;
    private int hw;
    private int stage;

    /** A forward layer as its backward op needs it; {@code param} is its parameters' layer index, or -1. */
    private record Layer(int output, int[] inputs, boolean saved, boolean backwardScratch, int param) {
    }

    /**
     * A generated trace: its buffers, what each buffer holds (same positions), and the factor the
     * parameters' shapes were scaled by (1 without parameters).
     */
    record Trace(List<Buffer> buffers, ParameterTensors.Kind[] kinds, double parameterScale) {
    }

    private NetworkTrace(MemoryTraceSpec spec, OperatorGraph graph, ParameterTensors params, int copy, int buffers,
                         double priorityBase) {
        this.spec = spec;
        this.graph = graph;
        this.params = params;
        this.copy = copy;
        this.priorityBase = priorityBase;
        this.rnd = new Random(spec.seed()); // every copy draws the same architecture
        this.buffers = buffers;
        this.training = spec.training() && buffers >= 2;
        this.baseCost = training ? 2 : 1;
        // the loss or head output is kept aside, and the first copy's budget pays the head's dense weights
        this.headWeights = params != null && !training && copy == 0 && buffers >= 3;
        this.limit = buffers - (buffers >= 2 ? 1 : 0) - (headWeights ? 1 : 0);
        this.batch = spec.batch() > 0 ? spec.batch() : 1 << rnd.nextInt(4);
        double d = rnd.nextDouble();
        this.dtype = d < 0.5 ? 2 : d < 0.85 ? 4 : 1;
        this.stages = 4 + rnd.nextInt(3);
        this.channels0 = 16 << rnd.nextInt(3);
        this.hw = new int[] {224, 160, 128, 112, 64, 56, 32}[rnd.nextInt(7)];
    }

    /** The whole trace: {@code spec.microBatches()} copies sharing out the buffer count, and the parameters. */
    static Trace trace(MemoryTraceSpec spec) {
        int copies = Math.min(spec.microBatches(), spec.buffers());
        OperatorGraph graph = new OperatorGraph();
        ParameterTensors params = spec.weights() > 0 ? new ParameterTensors(graph, copies, spec.alignment()) : null;
        double start = 0;
        for (int k = 0; k < copies; k++) {
            int share = spec.buffers() / copies + (k < spec.buffers() % copies ? 1 : 0);
            NetworkTrace copy = new NetworkTrace(spec, graph, params, k, share, start);
            copy.build();
            start += copy.training ? copy.forwardOps : copy.forwardOps / 2.0;
        }
        if (params != null) {
            params.connect();
        }
        OperatorGraph.Lifetimes lifetimes = graph.schedule();
        long[] sizes = graph.sizes();
        double scale = params != null ? params.scale(lifetimes, sizes, spec.weights()) : 1;
        int[] order = OperatorGraph.order(lifetimes);
        List<Buffer> out = graph.buffers(order, lifetimes, sizes);
        if (out.size() != spec.buffers()) {
            throw new IllegalStateException("generator produced " + out.size() + " buffers for " + spec.buffers());
        }
        ParameterTensors.Kind[] kinds = new ParameterTensors.Kind[out.size()];
        if (params != null) {
            kinds = params.kinds(order);
        } else {
            java.util.Arrays.fill(kinds, ParameterTensors.Kind.ACTIVATION);
        }
        return new Trace(out, kinds, scale);
    }

    private void build() {
        cur = graph.op(new int[0], activation(3, hw), alignment(), 0, 1, priority());
        channels(cur, 3);
        used = 1;
        curChannels = channels0;
        while (used + baseCost + charges(1) <= limit) {
            int due = Math.min(stages - 1, (int) ((double) used / limit * stages));
            if (due > stage) {
                if (!training && rnd.nextDouble() < spec.savedRate()) {
                    taps.add(cur);
                }
                stage = due;
                hw = Math.max(1, hw / 2);
                plain(varied(stageChannels()));
                continue;
            }
            double r = rnd.nextDouble();
            if (r < spec.residualRate()) {
                residual();
            } else if (r < spec.residualRate() + spec.branchRate()) {
                branch();
            } else {
                plain(varied(stageChannels()));
            }
        }
        while (used + baseCost <= limit) { // only with parameters: not enough left for one with parameters
            reserved = baseCost;
            cur = layer(new int[] {cur}, curChannels, 0);
        }
        forwardOps = ops;
        if (limit < buffers && training) {
            backward();
        } else if (limit < buffers) {
            head();
        }
    }

    private void plain(int channels) {
        reserved = baseCost + charges(1);
        cur = layer(new int[] {cur}, channels, 3);
        curChannels = channels;
    }

    /** Layers through a bottleneck and back to the input's shape, then an add of the block input. */
    private void residual() {
        int k = 2 + rnd.nextInt(2);
        if (!fits(k + 1, k)) {
            plain(varied(stageChannels()));
            return;
        }
        reserved = (k + 1) * baseCost + charges(k);
        int skip = cur;
        int width = curChannels;
        int mid = varied(Math.max(16, rnd.nextBoolean() ? width / 4 : width));
        int t = skip;
        for (int i = 0; i < k; i++) { // two 3x3 (basic block) or 1x1, 3x3, 1x1 (bottleneck)
            t = layer(new int[] {t}, i == k - 1 ? width : mid, k == 3 && i != 1 ? 1 : 3);
        }
        cur = layer(new int[] {t, skip}, width, 0);
    }

    /** Two to four branches of one to three layers each from the same input, concatenated. */
    private void branch() {
        int m = 2 + rnd.nextInt(3);
        int[] len = new int[m];
        int count = 1;
        for (int i = 0; i < m; i++) {
            len[i] = 1 + rnd.nextInt(3);
            count += len[i];
        }
        if (!fits(count, count - 1)) {
            plain(varied(stageChannels()));
            return;
        }
        reserved = count * baseCost + charges(count - 1);
        int split = cur;
        int[] outs = new int[m];
        int total = 0;
        for (int i = 0; i < m; i++) {
            int c = Math.max(16, Math.min(2048 / m, curChannels >> (1 + rnd.nextInt(3))));
            int t = split;
            for (int j = 0; j < len[i]; j++) { // inception style: a 1x1 first, then 3x3
                t = layer(new int[] {t}, c, j == 0 ? 1 : 3);
            }
            outs[i] = t;
            total += c;
        }
        cur = layer(outs, total, 0);
        curChannels = total;
    }

    /** Whether {@code layerCount} more layers fit, {@code withParams} of them with parameters. */
    private boolean fits(int layerCount, int withParams) {
        return used + layerCount * baseCost + charges(withParams) <= limit;
    }

    /** What the parameters of the next {@code layers} layers with parameters cost this copy. */
    private int charges(int layers) {
        int c = 0;
        for (int i = 0; params != null && i < layers; i++) {
            c += params.cost(paramLayers + i, copy, training);
        }
        return c;
    }

    private boolean canSpend(int extra) {
        return used + reserved + extra <= limit;
    }

    /**
     * A forward layer writing {@code channels} x hw x hw activations; charges its backward op too, and with
     * parameters on, a {@code kernel} x {@code kernel} convolution's weights (kernel 0: none).
     */
    private int layer(int[] inputs, int channels, int kernel) {
        int param = params != null && kernel > 0 ? paramLayers++ : -1;
        int cost = baseCost + (param >= 0 ? params.cost(param, copy, training) : 0);
        reserved -= cost;
        used += cost;
        if (param >= 0) {
            params.create(param, copy, training, (long) kernel * kernel * params.channels(inputs[0]) * channels);
        }
        long size = activation(channels, hw);
        long scratch = 0;
        if (rnd.nextDouble() < spec.scratchRate() && canSpend(1)) {
            used++;
            scratch = scratchSize(size);
        }
        int out = graph.op(inputs, size, alignment(), scratch, alignment(), priority());
        channels(out, channels);
        if (training) {
            boolean saved = rnd.nextDouble() < spec.savedRate();
            boolean backwardScratch = rnd.nextDouble() < spec.scratchRate() && canSpend(1);
            if (backwardScratch) {
                used++;
            }
            layers.add(new Layer(out, inputs, saved, backwardScratch, param));
        }
        return out;
    }

    /** The last inference op: reads the final activation and the tapped stage outputs; a program output. */
    private void head() {
        if (headWeights) { // a dense layer, the same in every copy
            params.dense((long) params.channels(cur) * Math.max(16, curChannels / 2));
        }
        int[] in = new int[taps.size() + 1];
        in[0] = cur;
        for (int i = 0; i < taps.size(); i++) {
            in[i + 1] = taps.get(i);
        }
        graph.op(in, activation(Math.max(16, curChannels / 2), 1), alignment(), 0, 1, priority());
    }

    /**
     * The loss, then one backward op per layer in reverse: it reads the gradients coming from the layer's
     * readers (and the loss), and the layer's output when it was saved; it writes the gradient for the
     * layer's first input. The first layer's gradient is read by nobody: it stays live as an output.
     */
    private void backward() {
        long lossScratch = used < limit ? WORKSPACES[0] : 0;
        int loss = graph.op(new int[] {cur}, 4L * batch, alignment(), lossScratch, alignment(), priority());
        List<List<Integer>> readers = new ArrayList<>(graph.tensorCount()); // tensor -> outputs of its readers
        for (int t = 0; t < graph.tensorCount(); t++) {
            readers.add(new ArrayList<>(2));
        }
        for (Layer l : layers) {
            for (int t : l.inputs()) {
                readers.get(t).add(l.output());
            }
        }
        readers.get(cur).add(-1);
        int[] gradientFrom = new int[graph.tensorCount()]; // layer output -> gradient its backward op wrote
        for (int i = layers.size() - 1; i >= 0; i--) {
            Layer l = layers.get(i);
            List<Integer> reads = readers.get(l.output());
            int[] in = new int[reads.size() + (l.saved() ? 1 : 0)];
            for (int k = 0; k < reads.size(); k++) {
                in[k] = reads.get(k) == -1 ? loss : gradientFrom[reads.get(k)];
            }
            if (l.saved()) {
                in[in.length - 1] = l.output();
            }
            long size = graph.size(l.inputs()[0]);
            long scratch = l.backwardScratch() ? scratchSize(size) : 0;
            gradientFrom[l.output()] = graph.op(in, size, alignment(), scratch, alignment(), priority());
            if (l.param() >= 0) {
                params.backward(l.param(), graph.producer(gradientFrom[l.output()]));
            }
        }
    }

    private void channels(int tensor, int c) {
        if (params != null) {
            params.channels(tensor, c);
        }
    }

    private double priority() {
        return priorityBase + ops++ + JITTER * rnd.nextDouble();
    }

    private int stageChannels() {
        return Math.min(2048, channels0 << stage);
    }

    /** A power of two, or a quarter of the time an odd multiple (3, 5, 7) of a smaller power of two. */
    private int varied(int pow2) {
        if (pow2 < 64 || rnd.nextDouble() >= 0.25) {
            return pow2;
        }
        int m = new int[] {3, 5, 7}[rnd.nextInt(3)];
        return Math.min(2048, m * (pow2 / 4));
    }

    private long activation(int channels, int side) {
        double d = rnd.nextDouble();
        int bytes = d < 0.85 ? dtype : new int[] {1, 2, 4}[rnd.nextInt(3)];
        return (long) batch * channels * side * side * bytes;
    }

    private long scratchSize(long of) {
        if (rnd.nextBoolean()) {
            return WORKSPACES[rnd.nextInt(WORKSPACES.length)];
        }
        return Math.max(256, of >> (2 + rnd.nextInt(5)));
    }

    private long alignment() {
        if (!spec.alignment() || rnd.nextBoolean()) {
            return 1;
        }
        return ALIGNMENTS[rnd.nextInt(ALIGNMENTS.length)];
    }
}
