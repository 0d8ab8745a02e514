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
 */
final class NetworkTrace {
    private static final long[] ALIGNMENTS = {16, 64, 128, 256};
    private static final long[] WORKSPACES = {4096, 65536, 1 << 20, 4 << 20};
    /** How many positions an operator may drift against its neighbours in the schedule's priorities. */
    private static final double JITTER = 3.0;

    private final MemoryTraceSpec spec;
    private final Random rnd;
    private final OperatorGraph graph;
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

    /** Forward layers in creation order (training), and stage outputs the head reads (inference). */
    private final List<Layer> layers = new ArrayList<>();
    private final List<Integer> taps = new ArrayList<>();
    private int cur;
    private int curChannels;
    private int hw;
    private int stage;

    /** A forward layer as its backward op needs it. */
    private record Layer(int output, int[] inputs, boolean saved, boolean backwardScratch) {
    }

    private NetworkTrace(MemoryTraceSpec spec, OperatorGraph graph, int buffers, double priorityBase) {
        this.spec = spec;
        this.graph = graph;
        this.priorityBase = priorityBase;
        this.rnd = new Random(spec.seed()); // every copy draws the same architecture
        this.buffers = buffers;
        this.training = spec.training() && buffers >= 2;
        this.baseCost = training ? 2 : 1;
        this.limit = buffers - (buffers >= 2 ? 1 : 0); // the loss or head output is kept aside
        this.batch = spec.batch() > 0 ? spec.batch() : 1 << rnd.nextInt(4);
        double d = rnd.nextDouble();
        this.dtype = d < 0.5 ? 2 : d < 0.85 ? 4 : 1;
        this.stages = 4 + rnd.nextInt(3);
        this.channels0 = 16 << rnd.nextInt(3);
        this.hw = new int[] {224, 160, 128, 112, 64, 56, 32}[rnd.nextInt(7)];
    }

    /** The buffers of the whole trace: {@code spec.microBatches()} copies sharing out the buffer count. */
    static List<Buffer> buffers(MemoryTraceSpec spec) {
        int copies = Math.min(spec.microBatches(), spec.buffers());
        OperatorGraph graph = new OperatorGraph();
        double start = 0;
        for (int k = 0; k < copies; k++) {
            int share = spec.buffers() / copies + (k < spec.buffers() % copies ? 1 : 0);
            NetworkTrace copy = new NetworkTrace(spec, graph, share, start);
            copy.build();
            start += copy.training ? copy.forwardOps : copy.forwardOps / 2.0;
        }
        List<Buffer> out = graph.schedule();
        if (out.size() != spec.buffers()) {
            throw new IllegalStateException("generator produced " + out.size() + " buffers for " + spec.buffers());
        }
        return out;
    }

    private void build() {
        cur = graph.op(new int[0], activation(3, hw), alignment(), 0, 1, priority());
        used = 1;
        curChannels = channels0;
        while (used + baseCost <= limit) {
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
        forwardOps = ops;
        if (limit < buffers && training) {
            backward();
        } else if (limit < buffers) {
            head();
        }
    }

    private void plain(int channels) {
        reserved = baseCost;
        cur = layer(new int[] {cur}, channels);
        curChannels = channels;
    }

    /** Layers through a bottleneck and back to the input's shape, then an add of the block input. */
    private void residual() {
        int k = 2 + rnd.nextInt(2);
        if (!fits(k + 1)) {
            plain(varied(stageChannels()));
            return;
        }
        reserved = (k + 1) * baseCost;
        int skip = cur;
        int width = curChannels;
        int mid = varied(Math.max(16, rnd.nextBoolean() ? width / 4 : width));
        int t = skip;
        for (int i = 0; i < k; i++) {
            t = layer(new int[] {t}, i == k - 1 ? width : mid);
        }
        cur = layer(new int[] {t, skip}, width);
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
        if (!fits(count)) {
            plain(varied(stageChannels()));
            return;
        }
        reserved = count * baseCost;
        int split = cur;
        int[] outs = new int[m];
        int total = 0;
        for (int i = 0; i < m; i++) {
            int c = Math.max(16, Math.min(2048 / m, curChannels >> (1 + rnd.nextInt(3))));
            int t = split;
            for (int j = 0; j < len[i]; j++) {
                t = layer(new int[] {t}, c);
            }
            outs[i] = t;
            total += c;
        }
        cur = layer(outs, total);
        curChannels = total;
    }

    private boolean fits(int layerCount) {
        return used + layerCount * baseCost <= limit;
    }

    private boolean canSpend(int extra) {
        return used + reserved + extra <= limit;
    }

    /** A forward layer writing {@code channels} x hw x hw activations; charges its backward op too. */
    private int layer(int[] inputs, int channels) {
        reserved -= baseCost;
        used += baseCost;
        long size = activation(channels, hw);
        long scratch = 0;
        if (rnd.nextDouble() < spec.scratchRate() && canSpend(1)) {
            used++;
            scratch = scratchSize(size);
        }
        int out = graph.op(inputs, size, alignment(), scratch, alignment(), priority());
        if (training) {
            boolean saved = rnd.nextDouble() < spec.savedRate();
            boolean backwardScratch = rnd.nextDouble() < spec.scratchRate() && canSpend(1);
            if (backwardScratch) {
                used++;
            }
            layers.add(new Layer(out, inputs, saved, backwardScratch));
        }
        return out;
    }

    /** The last inference op: reads the final activation and the tapped stage outputs; a program output. */
    private void head() {
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
