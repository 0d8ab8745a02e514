package dev.berth.algorithms.simt;

import dev.berth.model.CurrentBudget;
import dev.berth.model.simt.ir.Block;
import dev.berth.model.simt.ir.Kernel;
import org.jgrapht.Graph;
import org.jgrapht.Graphs;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A kernel's control-flow graph over its blocks' positions (vertex i = {@code kernel.blocks().get(i)}), with a
 * reverse post-order of the blocks reachable from the entry (block 0). Successors are visited in the order the
 * terminator names them, so the order is deterministic.
 */
final class ControlFlowGraph {
    private final Kernel kernel;
    private final Graph<Integer, DefaultEdge> graph = new DefaultDirectedGraph<>(DefaultEdge.class);
    private final List<List<Integer>> successors = new ArrayList<>();
    private final List<List<Integer>> predecessors = new ArrayList<>();
    private final List<Integer> reversePostOrder;
    private final int[] rpoIndex;

    ControlFlowGraph(Kernel kernel) {
        this.kernel = kernel;
        List<Block> blocks = kernel.blocks();
        Map<String, Integer> ids = new HashMap<>(); // Kernel.blockIndex searches: once per edge, quadratic
        for (int i = 0; i < blocks.size(); i++) {
            graph.addVertex(i);
            ids.put(blocks.get(i).label(), i);
        }
        for (int i = 0; i < blocks.size(); i++) {
            if ((i & 1023) == 0) {
                CurrentBudget.check("building the kernel's control-flow graph");
            }
            List<Integer> out = new ArrayList<>();
            for (String s : blocks.get(i).end().successors()) {
                out.add(ids.get(s));
                graph.addEdge(i, ids.get(s));
            }
            successors.add(List.copyOf(out));
        }
        // asked for once per block per loop and per fixpoint round: listed once rather than on every question
        for (int i = 0; i < blocks.size(); i++) {
            predecessors.add(List.copyOf(Graphs.predecessorListOf(graph, i)));
        }
        reversePostOrder = computeReversePostOrder();
        rpoIndex = new int[blocks.size()];
        Arrays.fill(rpoIndex, -1);
        for (int k = 0; k < reversePostOrder.size(); k++) {
            rpoIndex[reversePostOrder.get(k)] = k;
        }
    }

    Kernel kernel() {
        return kernel;
    }

    int size() {
        return kernel.blocks().size();
    }

    /** The successors of block {@code b}, in the terminator's order. */
    List<Integer> successors(int b) {
        return successors.get(b);
    }

    List<Integer> predecessors(int b) {
        return predecessors.get(b);
    }

    /** The blocks reachable from the entry, in reverse post-order (the entry first). */
    List<Integer> reversePostOrder() {
        return reversePostOrder;
    }

    private List<Integer> computeReversePostOrder() {
        // iterative DFS: a kernel's blocks may chain deeper than the Java stack allows
        List<Integer> post = new ArrayList<>();
        boolean[] seen = new boolean[size()];
        Deque<int[]> stack = new ArrayDeque<>(); // {block, next successor to visit}
        seen[0] = true;
        stack.push(new int[]{0, 0});
        while (!stack.isEmpty()) {
            int[] top = stack.peek();
            List<Integer> succ = successors(top[0]);
            if (top[1] < succ.size()) {
                int s = succ.get(top[1]++);
                if (!seen[s]) {
                    seen[s] = true;
                    stack.push(new int[]{s, 0});
                }
            } else {
                post.add(stack.pop()[0]);
            }
        }
        Collections.reverse(post);
        return List.copyOf(post);
    }

    /** The block's position in the reverse post-order, or -1 when the entry does not reach it. */
    int rpoIndex(int b) {
        return rpoIndex[b];
    }

    boolean reachable(int b) {
        return rpoIndex[b] >= 0;
    }

    String label(int b) {
        return kernel.blocks().get(b).label();
    }
}
