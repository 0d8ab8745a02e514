package dev.berth.bench.memory;

import dev.berth.model.memory.Buffer;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleDirectedGraph;
import org.jgrapht.traverse.TopologicalOrderIterator;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Operators that read tensors and write one output tensor (plus, optionally, a scratch buffer they use
 * only while they run). Scheduling puts the operators in a topological order — among the operators ready
 * at a step, the one with the lowest priority goes first — and makes time the position in that order.
 */
final class OperatorGraph {
    private record Op(int[] inputs, int output, int scratch, double priority) {
    }

    /** {@code producer} is -1 for a resident tensor. */
    private record Tensor(long size, long alignment, int producer) {
    }

    private final List<Op> ops = new ArrayList<>();
    private final List<Tensor> tensors = new ArrayList<>();
    /** Resident tensor -> the operators that accumulate into it. */
    private final Map<Integer, List<Integer>> writers = new HashMap<>();

    /**
     * Adds an operator reading {@code inputs}, writing a new tensor of {@code size} bytes, and using a
     * scratch buffer of {@code scratchSize} bytes if that is positive. Returns the output tensor.
     */
    int op(int[] inputs, long size, long alignment, long scratchSize, long scratchAlignment, double priority) {
        int id = ops.size();
        int out = tensors.size();
        tensors.add(new Tensor(size, alignment, id));
        int scratch = -1;
        if (scratchSize > 0) {
            scratch = tensors.size();
            tensors.add(new Tensor(scratchSize, scratchAlignment, id));
        }
        ops.add(new Op(inputs.clone(), out, scratch, priority));
        return out;
    }

    long size(int tensor) {
        return tensors.get(tensor).size();
    }

    int producer(int tensor) {
        return tensors.get(tensor).producer();
    }

    int tensorCount() {
        return tensors.size();
    }

    /**
     * A tensor no operator writes: a parameter or an optimizer state, live the whole schedule, or, once an
     * operator {@link #accumulate accumulates} into it, from the first such operator to the end (a gradient
     * summed over the micro-batches and read by the optimizer step after the last operator).
     */
    int resident(long size, long alignment) {
        tensors.add(new Tensor(size, alignment, -1));
        return tensors.size() - 1;
    }

    /** Operator {@code op} (an id from {@link #producer}) adds into resident tensor {@code tensor}. */
    void accumulate(int tensor, int op) {
        writers.computeIfAbsent(tensor, t -> new ArrayList<>(4)).add(op);
    }

    /** When every tensor lives: half-open {@code [start[t], end[t])}; the horizon is the number of operators. */
    record Lifetimes(long[] start, long[] end, int horizon) {
    }

    /**
     * Puts the operators in order: an operator's output lives from its operator to its last reader,
     * half-open {@code [producer, lastReader + 1)}; an output nobody reads is a program output and lives to
     * the end; a scratch buffer lives for its operator's step; a resident tensor as {@link #resident} says.
     */
    Lifetimes schedule() {
        Graph<Integer, DefaultEdge> dag = new SimpleDirectedGraph<>(DefaultEdge.class);
        for (int i = 0; i < ops.size(); i++) {
            dag.addVertex(i);
        }
        for (int i = 0; i < ops.size(); i++) {
            for (int t : ops.get(i).inputs()) {
                dag.addEdge(tensors.get(t).producer(), i);
            }
        }
        int[] time = new int[ops.size()];
        TopologicalOrderIterator<Integer, DefaultEdge> order =
                new TopologicalOrderIterator<>(dag, (a, b) -> Double.compare(ops.get(a).priority(), ops.get(b).priority()));
        int step = 0;
        while (order.hasNext()) {
            time[order.next()] = step++;
        }
        int horizon = step;
        long[] start = new long[tensors.size()];
        long[] end = new long[tensors.size()];
        Arrays.fill(end, -1);
        for (int i = 0; i < ops.size(); i++) {
            Op op = ops.get(i);
            for (int t : op.inputs()) {
                end[t] = Math.max(end[t], time[i] + 1L);
            }
            start[op.output()] = time[i];
            if (op.scratch() >= 0) {
                start[op.scratch()] = time[i];
                end[op.scratch()] = time[i] + 1L;
            }
        }
        for (var w : writers.entrySet()) {
            start[w.getKey()] = w.getValue().stream().mapToLong(op -> time[op]).min().orElse(0);
        }
        for (int t = 0; t < end.length; t++) {
            if (end[t] < 0) {
                end[t] = horizon;
            }
        }
        return new Lifetimes(start, end, horizon);
    }

    /** The tensors' sizes as they were added; a copy the caller may change. */
    long[] sizes() {
        long[] s = new long[tensors.size()];
        for (int t = 0; t < s.length; t++) {
            s[t] = tensors.get(t).size();
        }
        return s;
    }

    /** The tensors by start time (ties by creation): position k holds the tensor that becomes buffer k. */
    static int[] order(Lifetimes l) {
        long[] start = l.start();
        Integer[] byStart = new Integer[start.length];
        for (int t = 0; t < byStart.length; t++) {
            byStart[t] = t;
        }
        Arrays.sort(byStart, (a, b) -> start[a] != start[b] ? Long.compare(start[a], start[b]) : Integer.compare(a, b));
        int[] out = new int[byStart.length];
        for (int k = 0; k < out.length; k++) {
            out[k] = byStart[k];
        }
        return out;
    }

    /** The buffers of a schedule, in {@code order}, named by their position, with {@code sizes} per tensor. */
    List<Buffer> buffers(int[] order, Lifetimes l, long[] sizes) {
        List<Buffer> out = new ArrayList<>(order.length);
        for (int k = 0; k < order.length; k++) {
            int t = order[k];
            out.add(new Buffer(Integer.toString(k), l.start()[t], l.end()[t], sizes[t], tensors.get(t).alignment(),
                    null, List.of(), null));
        }
        return out;
    }
}
