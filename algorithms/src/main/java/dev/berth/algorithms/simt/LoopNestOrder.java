package dev.berth.algorithms.simt;

import dev.berth.model.CurrentBudget;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.traverse.TopologicalOrderIterator;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The order the pass numbers blocks in: a reverse post-order in which every loop's blocks are contiguous, its
 * header first, and come before every block its exits lead to (a loop-nest-aware RPO). Built region by region:
 * in the whole kernel, and in each loop, the loops directly inside it are collapsed to one node (their header),
 * the region's own back edges are dropped, and the remaining graph — acyclic, since in a reducible graph every
 * cycle goes through a back edge — is sorted topologically (ties by reverse post-order), each collapsed loop
 * expanded in place by the same procedure.
 *
 * <p>Why "a thread whose next block is numbered below B has not reached B": every edge that is not a back edge
 * goes from a lower number to a higher one (inside one region the topological sort orders it; an edge leaving
 * a loop leaves the loop's contiguous range from inside it for a node the parent region's sort puts after the
 * whole loop; an edge into a loop enters at its header, the start of its range). A back edge goes to the header
 * of a loop, the lowest number of that loop's range. So along any execution the number only drops when a loop
 * starts its next iteration, and then to the start of that loop's range: a thread at a block numbered below B
 * is either before every loop containing B (it has not entered it) or earlier in the current iteration of the
 * loops it shares with B, and in both cases can still reach B without taking a back edge of a loop containing
 * B. (The converse does not hold: a thread numbered above B inside a loop containing B may be on its way round
 * to B's next iteration — see {@link NextPcPass} on votes in loops.)
 *
 * <p>Blocks the entry does not reach come last, in kernel order; no thread ever holds their numbers.
 */
final class LoopNestOrder {
    private final LoopNest nest;
    private final List<Integer> order = new ArrayList<>();
    private final int[] position;

    /** The order of {@code nest}'s kernel; its graph must be reducible. */
    LoopNestOrder(LoopNest nest) {
        if (nest.irreducibleEdge() != null) {
            throw new IllegalArgumentException("irreducible control flow has no loop-nest order");
        }
        this.nest = nest;
        ControlFlowGraph cfg = nest.cfg();
        Set<Integer> all = new TreeSet<>(cfg.reversePostOrder());
        emit(all, null);
        for (int b = 0; b < cfg.size(); b++) {
            if (!cfg.reachable(b)) {
                order.add(b);
            }
        }
        position = new int[cfg.size()];
        for (int k = 0; k < order.size(); k++) {
            position[order.get(k)] = k;
        }
    }

    /** Appends the blocks of {@code region} (a loop's blocks, or every reachable block when loop is null). */
    private void emit(Set<Integer> region, NaturalLoop loop) {
        CurrentBudget.check("numbering the kernel's blocks");
        ControlFlowGraph cfg = nest.cfg();
        Map<Integer, Integer> node = nodes(region, loop);
        Graph<Integer, DefaultEdge> collapsed = new DefaultDirectedGraph<>(DefaultEdge.class);
        for (int b : region) {
            collapsed.addVertex(node.get(b));
        }
        for (int u : region) {
            for (int v : cfg.successors(u)) {
                if (!region.contains(v) || (loop != null && v == loop.header())) {
                    continue; // leaves the region (the parent orders it), or is this loop's back edge
                }
                int from = node.get(u);
                int to = node.get(v);
                if (from != to) {
                    collapsed.addEdge(from, to);
                }
            }
        }
        var sorted = new TopologicalOrderIterator<>(collapsed, Comparator.comparingInt(cfg::rpoIndex));
        while (sorted.hasNext()) {
            int n = sorted.next();
            NaturalLoop inner = nest.loopHeadedBy(n);
            if (inner != null && inner != loop) {
                emit(inner.blocks(), inner);
            } else {
                order.add(n);
            }
        }
    }

    /**
     * For each block of the region of {@code loop}, the node standing for it: the block, or the header of the
     * loop directly inside the region that contains it. Built from the loops directly inside, so a region
     * costs its own size, not its size times the nesting depth.
     */
    private Map<Integer, Integer> nodes(Set<Integer> region, NaturalLoop loop) {
        Map<Integer, Integer> node = new HashMap<>();
        for (int b : region) {
            node.put(b, b);
        }
        for (NaturalLoop inner : nest.children(loop)) {
            for (int b : inner.blocks()) {
                node.put(b, inner.header());
            }
        }
        return node;
    }

    /** The blocks (kernel positions), in order. */
    List<Integer> order() {
        return List.copyOf(order);
    }

    /** The block's number: its place in the order. */
    int position(int block) {
        return position[block];
    }
}
