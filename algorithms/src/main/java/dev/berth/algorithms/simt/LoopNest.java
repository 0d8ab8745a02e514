package dev.berth.algorithms.simt;

import dev.berth.model.CurrentBudget;
import dev.berth.model.TooLarge;
import dev.berth.model.simt.SimtLimits;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The natural loops of a kernel and how they nest. A back edge is an edge whose target dominates its source;
 * a retreating edge (target not after source in reverse post-order) that is not a back edge makes the graph
 * irreducible: a loop with two entries, which no block numbering can order (see {@link LoopNestOrder}), so it
 * is reported rather than looped over.
 */
final class LoopNest {
    private final ControlFlowGraph cfg;
    private final Dominators dominators;
    private final Map<Integer, NaturalLoop> byHeader = new LinkedHashMap<>();
    private final List<int[]> backEdges = new ArrayList<>();
    /** Per block, the innermost loop containing it, or null. */
    private final NaturalLoop[] innermost;
    /** Per loop header (and -1 for the whole kernel), the loops directly inside. */
    private final Map<Integer, List<NaturalLoop>> children = new HashMap<>();
    private int[] irreducibleEdge;
    /** The loops' blocks so far, each block once per loop containing it. */
    private long loopBlocks;
    private final String where;

    LoopNest(ControlFlowGraph cfg) {
        this(cfg, "kernel " + cfg.kernel().name());
    }

    /** @param where names the kernel in a refusal: the instance's file, or the kernel */
    LoopNest(ControlFlowGraph cfg, String where) {
        this.cfg = cfg;
        this.where = where;
        this.dominators = new Dominators(cfg);
        Map<Integer, Set<Integer>> latches = new LinkedHashMap<>();
        for (int u : cfg.reversePostOrder()) {
            CurrentBudget.check("finding the kernel's loops");
            for (int v : cfg.successors(u)) {
                if (cfg.rpoIndex(v) > cfg.rpoIndex(u)) {
                    continue; // tree, forward or cross edge
                }
                if (dominators.dominates(v, u)) {
                    backEdges.add(new int[]{u, v});
                    latches.computeIfAbsent(v, h -> new LinkedHashSet<>()).add(u);
                } else if (irreducibleEdge == null) {
                    irreducibleEdge = new int[]{u, v};
                }
            }
        }
        Map<Integer, SortedSet<Integer>> bodies = new LinkedHashMap<>();
        latches.forEach((h, ls) -> bodies.put(h, body(h, ls)));
        // Sorted by header in reverse post-order, so an enclosing loop is seen before the loops it contains. Two
        // natural loops are disjoint or nested, so the last loop seen that contains a block is its innermost: a
        // loop's parent is the innermost one around its header before the loop itself is seen.
        List<Integer> headers = new ArrayList<>(bodies.keySet());
        headers.sort((a, b) -> Integer.compare(cfg.rpoIndex(a), cfg.rpoIndex(b)));
        innermost = new NaturalLoop[cfg.size()];
        for (int h : headers) {
            CurrentBudget.check("nesting the kernel's loops");
            int parent = innermost[h] == null ? -1 : innermost[h].header();
            NaturalLoop loop = new NaturalLoop(h, Collections.unmodifiableSortedSet(bodies.get(h)),
                    Set.copyOf(latches.get(h)), parent);
            byHeader.put(h, loop);
            children.computeIfAbsent(parent, p -> new ArrayList<>()).add(loop);
            for (int b : loop.blocks()) {
                innermost[b] = loop;
            }
        }
    }

    private SortedSet<Integer> body(int header, Set<Integer> latches) {
        SortedSet<Integer> body = new TreeSet<>();
        body.add(header);
        Deque<Integer> work = new ArrayDeque<>();
        for (int l : latches) {
            if (body.add(l)) {
                work.push(l);
            }
        }
        while (!work.isEmpty()) {
            if ((body.size() & 1023) == 0) {
                CurrentBudget.check("collecting a loop's blocks");
            }
            for (int p : cfg.predecessors(work.pop())) {
                if (cfg.reachable(p) && body.add(p)) {
                    work.push(p);
                }
            }
        }
        loopBlocks += body.size();
        if (loopBlocks > SimtLimits.MAX_LOOP_BLOCKS) {
            // every analysis of the pass walks each loop's blocks: deep nests cost the depth times the kernel
            throw new TooLarge(where, "loop blocks (each block counted once per loop"
                    + " around it)", loopBlocks, SimtLimits.MAX_LOOP_BLOCKS, "simt.loopBlocks");
        }
        return body;
    }

    ControlFlowGraph cfg() {
        return cfg;
    }

    /**
     * The loop that only some of a header's back edges close: the header and the blocks that reach one of
     * {@code latches} without passing through it. Its blocks count towards the same bound as the nest's loops.
     */
    NaturalLoop loopOf(NaturalLoop loop, Set<Integer> latches) {
        return new NaturalLoop(loop.header(), Collections.unmodifiableSortedSet(body(loop.header(), latches)),
                Set.copyOf(latches), loop.parent());
    }

    Dominators dominators() {
        return dominators;
    }

    /** The loops, enclosing ones before the ones they contain. */
    List<NaturalLoop> loops() {
        return List.copyOf(byHeader.values());
    }

    /** The loop headed by {@code block}, or null. */
    NaturalLoop loopHeadedBy(int block) {
        return byHeader.get(block);
    }

    /** The innermost loop containing {@code block}, or null. */
    NaturalLoop innermost(int block) {
        return innermost[block];
    }

    /** The loops directly inside {@code loop} (null: the outermost loops), enclosing ones first. */
    List<NaturalLoop> children(NaturalLoop loop) {
        return children.getOrDefault(loop == null ? -1 : loop.header(), List.of());
    }

    /** The back edges {source, header}, in reverse post-order of their sources. */
    List<int[]> backEdges() {
        return backEdges;
    }

    boolean isBackEdge(int from, int to) {
        return backEdges.stream().anyMatch(e -> e[0] == from && e[1] == to);
    }

    /** A retreating edge {from, to} whose target does not dominate its source, or null when reducible. */
    int[] irreducibleEdge() {
        return irreducibleEdge;
    }
}
