package dev.berth.simulator.simt;

import dev.berth.model.CurrentBudget;
import dev.berth.model.simt.ir.Terminator;
import org.jgrapht.Graph;
import org.jgrapht.Graphs;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

/**
 * Immediate post-dominators of a kernel's blocks, where the SIMT stack reconverges.
 *
 * <p>JGraphT 1.5.3 has no dominator algorithm, so this builds the reversed CFG as a JGraphT graph, rooted at a
 * virtual exit that every exiting block reaches, and runs Cooper, Harvey and Kennedy's iterative algorithm
 * ("A Simple, Fast Dominance Algorithm") over a reverse post-order from that root.
 *
 * <p>Blocks that cannot reach an exit (an endless loop) would not be reached from the root at all. As LLVM's
 * post-dominator tree does, each such region gets one block wired to the virtual exit — its highest-numbered,
 * normally the loop's latch — so that it reconverges at the virtual exit (never), while branches inside the
 * loop still reconverge where they join instead of piling up stack entries every iteration.
 */
final class PostDominators {
    /** The immediate post-dominator of blocks whose only post-dominator is the virtual exit. */
    static final int VIRTUAL_EXIT = -1;

    private PostDominators() {
    }

    /** By block id, its immediate post-dominator's id or {@link #VIRTUAL_EXIT}. */
    static int[] of(KernelCode code) {
        int n = code.blocks.length;
        int root = n;
        Graph<Integer, DefaultEdge> reversed = new DefaultDirectedGraph<>(DefaultEdge.class);
        for (int v = 0; v <= n; v++) {
            reversed.addVertex(v);
        }
        for (int b = 0; b < n; b++) {
            for (int s : code.successors[b]) {
                reversed.addEdge(s, b);
            }
            Terminator end = code.blocks[b].end();
            if (end instanceof Terminator.Exit || end instanceof Terminator.NpcExit) {
                reversed.addEdge(root, b);
            }
        }
        // One search, resumed from each block wired to the root: the highest-numbered block not reached yet is
        // wired, what it reaches is marked, and the next one lies below it. Searching afresh after each wiring
        // would cost the whole graph once per endless region.
        boolean[] reached = new boolean[n + 1];
        mark(reversed, root, reached);
        for (int endless = n - 1; endless >= 0; endless--) {
            if (!reached[endless]) {
                reversed.addEdge(root, endless);
                mark(reversed, endless, reached);
            }
        }
        List<Integer> order = reversePostOrder(reversed, root);
        int[] rank = new int[n + 1];
        Arrays.fill(rank, -1);
        for (int i = 0; i < order.size(); i++) {
            rank[order.get(i)] = i;
        }
        int[] idom = new int[n + 1];
        Arrays.fill(idom, -1);
        idom[root] = root;
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int v : order) {
                if (v == root) {
                    continue;
                }
                if ((v & 1023) == 0) {
                    CurrentBudget.check("computing the kernel's post-dominators");
                }
                int next = -1;
                for (int p : Graphs.predecessorListOf(reversed, v)) {
                    if (idom[p] < 0) {
                        continue; // not processed yet
                    }
                    next = next < 0 ? p : intersect(p, next, idom, rank);
                }
                if (next != idom[v]) {
                    idom[v] = next;
                    changed = true;
                }
            }
        }
        int[] out = new int[n];
        for (int b = 0; b < n; b++) {
            out[b] = idom[b] == root ? VIRTUAL_EXIT : idom[b];
        }
        return out;
    }

    private static int intersect(int a, int b, int[] idom, int[] rank) {
        while (a != b) {
            while (rank[a] > rank[b]) {
                a = idom[a];
            }
            while (rank[b] > rank[a]) {
                b = idom[b];
            }
        }
        return a;
    }

    /** Marks what {@code from} reaches and {@code reached} does not hold yet (iterative, as below). */
    private static void mark(Graph<Integer, DefaultEdge> g, int from, boolean[] reached) {
        Deque<Integer> work = new ArrayDeque<>();
        reached[from] = true;
        work.push(from);
        while (!work.isEmpty()) {
            for (int w : Graphs.successorListOf(g, work.pop())) {
                if (!reached[w]) {
                    reached[w] = true;
                    work.push(w);
                }
            }
        }
    }

    /** Iterative depth-first search (no recursion, so a long chain of blocks cannot overflow the stack). */
    private static List<Integer> reversePostOrder(Graph<Integer, DefaultEdge> g, int root) {
        List<Integer> post = new ArrayList<>();
        boolean[] seen = new boolean[g.vertexSet().size()];
        Deque<int[]> stack = new ArrayDeque<>(); // {vertex, next successor index}
        List<List<Integer>> succ = new ArrayList<>();
        for (int v = 0; v < seen.length; v++) {
            succ.add(Graphs.successorListOf(g, v));
        }
        seen[root] = true;
        stack.push(new int[]{root, 0});
        while (!stack.isEmpty()) {
            int[] top = stack.peek();
            List<Integer> s = succ.get(top[0]);
            if (top[1] < s.size()) {
                int w = s.get(top[1]++);
                if (!seen[w]) {
                    seen[w] = true;
                    stack.push(new int[]{w, 0});
                }
            } else {
                post.add(stack.pop()[0]);
            }
        }
        java.util.Collections.reverse(post);
        return post;
    }
}
