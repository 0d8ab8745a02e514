package dev.berth.bench.memory;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The parameters of a generated network, one set for all its micro-batches (they run the same network):
 * per layer with parameters a weight and, in training, its gradient and Adam's two moments, all fp32.
 *
 * <p>The parameters' buffers are numbered in layer order (layer {@code i}'s {@code j}-th is {@code i*w + j},
 * {@code w} of them a layer) and buffer {@code g} is created, and charged, by copy {@code g mod copies}:
 * every copy pays about {@code w/copies} at every layer, so they spend their budgets alike and, drawing from
 * the same seed, build the same network (exactly when {@code copies} divides {@code w}: training with 1, 2
 * or 4 micro-batches; with others the copies' charges differ by one buffer now and then, and their networks
 * may part from some layer on). If a copy stops short of a layer, that layer lacks the buffers that copy
 * owns. The gradient accumulates over the micro-batches: it lives from the first backward op of its layer,
 * in any copy, to the end of the trace, where the optimizer step reads it.
 *
 * <p>Sizes keep the shapes' proportions (a k x k convolution Cin x Cout elements, a dense layer in x out) but
 * are scaled by one factor per trace, at most 1, as if each device held a shard of every tensor (FSDP, ZeRO):
 * a generated network has thousands of layers up to 2,048 channels, and whole tensors would be nearly all of
 * the peak. The factor makes these buffers take the spec's share of the max-live bytes at the time of the
 * maximum.
 */
final class ParameterTensors {
    enum Kind { ACTIVATION, WEIGHT, GRADIENT, OPTIMIZER_STATE }

    /** fp32 master weights, gradients and moments, whatever the activations' dtype. */
    private static final int BYTES = 4;
    /** Allocators align parameters generously; 256 is the widest alignment the activations get. */
    private static final long ALIGNMENT = 256;

    private final OperatorGraph graph;
    private final int copies;
    private final long alignment;
    private final Map<Integer, Kind> kinds = new HashMap<>();
    private final List<Integer> gradients = new ArrayList<>();
    private final List<List<Integer>> backwardOps = new ArrayList<>();
    private int[] channels = new int[1 << 10];

    ParameterTensors(OperatorGraph graph, int copies, boolean alignment) {
        this.graph = graph;
        this.copies = copies;
        this.alignment = alignment ? ALIGNMENT : 1;
    }

    /** Buffers copy {@code copy} is charged for layer {@code layer}'s parameters. */
    int cost(int layer, int copy, boolean training) {
        int c = 0;
        for (int j = 0; j < perLayer(training); j++) {
            c += owns(layer, j, copy, training) ? 1 : 0;
        }
        return c;
    }

    private static int perLayer(boolean training) {
        return training ? 4 : 1;
    }

    private boolean owns(int layer, int j, int copy, boolean training) {
        return ((long) layer * perLayer(training) + j) % copies == copy;
    }

    /** Creates layer {@code layer}'s parameters if {@code copy} owns them: {@code elements} per tensor. */
    void create(int layer, int copy, boolean training, long elements) {
        while (gradients.size() <= layer) {
            gradients.add(-1);
            backwardOps.add(new ArrayList<>(copies));
        }
        long raw = BYTES * elements;
        Kind[] what = training ? new Kind[] {Kind.WEIGHT, Kind.GRADIENT, Kind.OPTIMIZER_STATE, Kind.OPTIMIZER_STATE}
                : new Kind[] {Kind.WEIGHT};
        for (int j = 0; j < what.length; j++) {
            if (owns(layer, j, copy, training)) {
                int t = graph.resident(raw, alignment);
                kinds.put(t, what[j]);
                if (what[j] == Kind.GRADIENT) {
                    gradients.set(layer, t);
                }
            }
        }
    }

    /** A weight outside the per-layer count: the inference head's dense layer (one copy pays for it). */
    void dense(long elements) {
        kinds.put(graph.resident(BYTES * elements, alignment), Kind.WEIGHT);
    }

    /** Operator {@code op} is one of layer {@code layer}'s backward ops: it adds into the layer's gradient. */
    void backward(int layer, int op) {
        backwardOps.get(layer).add(op);
    }

    /** The gradients' writers, once every copy is built (an owner may come after another copy's backward). */
    void connect() {
        for (int layer = 0; layer < gradients.size(); layer++) {
            for (int op : backwardOps.get(layer)) {
                if (gradients.get(layer) >= 0) {
                    graph.accumulate(gradients.get(layer), op);
                }
            }
        }
    }

    void channels(int tensor, int c) {
        if (tensor >= channels.length) {
            channels = Arrays.copyOf(channels, Math.max(tensor + 1, 2 * channels.length));
        }
        channels[tensor] = c;
    }

    int channels(int tensor) {
        return channels[tensor];
    }

    /**
     * Scales the parameters' sizes so that they take {@code share} of the max-live bytes at its time. That
     * share grows with the factor (the log-derivative of a maximum of lines with positive intercepts), so a
     * bisection finds it; each tensor keeps at least one element. Factor capped at 1; returns it.
     */
    double scale(OperatorGraph.Lifetimes l, long[] sizes, double share) {
        double[] activations = new double[l.horizon() + 1];
        double[] parameters = new double[l.horizon() + 1];
        for (int t = 0; t < sizes.length; t++) {
            double[] d = kinds.containsKey(t) ? parameters : activations;
            d[(int) l.start()[t]] += sizes[t];
            d[(int) l.end()[t]] -= sizes[t];
        }
        for (int i = 1; i < activations.length; i++) {
            activations[i] += activations[i - 1];
            parameters[i] += parameters[i - 1];
        }
        double f = 1;
        if (shareAt(1, activations, parameters) > share) {
            double lo = 0;
            double hi = 1;
            for (int i = 0; i < 100; i++) {
                f = (lo + hi) / 2;
                if (shareAt(f, activations, parameters) > share) {
                    hi = f;
                } else {
                    lo = f;
                }
            }
        }
        for (int t : kinds.keySet()) {
            sizes[t] = BYTES * Math.max(1, Math.round(sizes[t] / BYTES * f));
        }
        return f;
    }

    private static double shareAt(double f, double[] activations, double[] parameters) {
        double best = -1;
        double at = 0;
        for (int i = 0; i + 1 < activations.length; i++) {
            double live = activations[i] + f * parameters[i];
            if (live > best) {
                best = live;
                at = f * parameters[i];
            }
        }
        return best > 0 ? at / best : 0;
    }

    /** The kind of each buffer, given the tensor behind each buffer position. */
    Kind[] kinds(int[] order) {
        Kind[] out = new Kind[order.length];
        for (int k = 0; k < order.length; k++) {
            out[k] = kinds.getOrDefault(order[k], Kind.ACTIVATION);
        }
        return out;
    }
}
