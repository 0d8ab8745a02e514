package dev.berth.bench.memory;

import dev.berth.model.memory.Buffer;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleDirectedGraph;
import org.jgrapht.traverse.TopologicalOrderIterator;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Operators that read tensors and write one output tensor (plus, optionally, a scratch buffer they use
 * only while they run). Scheduling puts the operators in a topological order — among the operators ready
 * at a step, the one with the lowest priority goes first — and makes time the position in that order.
 */
final class OperatorGraph {
    private record Op(int[] inputs, int output, int scratch, double priority) {
    }

    private record Tensor(long size, long alignment, int producer) {
    }

    private final List<Op> ops = new ArrayList<>();
    private final List<Tensor> tensors = new ArrayList<>();

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
     * The buffers of a schedule: an operator's output lives from its operator to its last reader,
     * half-open {@code [producer, lastReader + 1)}; an output nobody reads is a program output and lives to
     * the end; a scratch buffer lives for its operator's step. Buffers come in order of start time, named
     * by that position.
     */
    List<Buffer> schedule() {
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
        Integer[] byStart = new Integer[tensors.size()];
        for (int t = 0; t < byStart.length; t++) {
            byStart[t] = t;
            if (end[t] < 0) {
                end[t] = horizon;
            }
        }
        Arrays.sort(byStart, (a, b) -> start[a] != start[b] ? Long.compare(start[a], start[b]) : Integer.compare(a, b));
        List<Buffer> out = new ArrayList<>(byStart.length);
        for (int k = 0; k < byStart.length; k++) {
            int t = byStart[k];
            Tensor x = tensors.get(t);
            out.add(new Buffer(Integer.toString(k), start[t], end[t], x.size(), x.alignment(), null, List.of(), null));
        }
        return out;
    }
}
