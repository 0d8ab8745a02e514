package dev.berth.algorithms.simt;

import dev.berth.model.CurrentBudget;

import java.util.Arrays;
import java.util.List;

/**
 * Dominators of the blocks the entry reaches. JGraphT 1.5.3 has no dominator algorithm (its dominance is only
 * used inside its own classes), so this is Cooper, Harvey and Kennedy's iterative algorithm ("A Simple, Fast
 * Dominance Algorithm", 2001) over the reverse post-order of {@link ControlFlowGraph}: the immediate dominator
 * of a block is the intersection, walking up the tree by reverse post-order index, of its processed
 * predecessors' dominators, repeated until nothing changes.
 */
final class Dominators {
    private final ControlFlowGraph cfg;
    private final int[] idom;

    Dominators(ControlFlowGraph cfg) {
        this.cfg = cfg;
        idom = new int[cfg.size()];
        Arrays.fill(idom, -1);
        List<Integer> rpo = cfg.reversePostOrder();
        int entry = rpo.get(0);
        idom[entry] = entry;
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int k = 1; k < rpo.size(); k++) {
                if ((k & 255) == 0) {
                    CurrentBudget.check("computing the kernel's dominators");
                }
                int b = rpo.get(k);
                int next = -1;
                for (int p : cfg.predecessors(b)) {
                    if (idom[p] < 0) {
                        continue; // not processed yet, or unreachable
                    }
                    next = next < 0 ? p : intersect(p, next);
                }
                if (next != idom[b]) {
                    idom[b] = next;
                    changed = true;
                }
            }
        }
    }

    private int intersect(int a, int b) {
        while (a != b) {
            while (cfg.rpoIndex(a) > cfg.rpoIndex(b)) {
                a = idom[a];
            }
            while (cfg.rpoIndex(b) > cfg.rpoIndex(a)) {
                b = idom[b];
            }
        }
        return a;
    }

    /** The immediate dominator (the entry's is itself), or -1 for a block the entry does not reach. */
    int immediateDominator(int b) {
        return idom[b];
    }

    /** Whether every path from the entry to {@code b} goes through {@code a} (a block dominates itself). */
    boolean dominates(int a, int b) {
        if (idom[a] < 0 || idom[b] < 0) {
            return false;
        }
        int x = b;
        while (true) {
            if (x == a) {
                return true;
            }
            if (idom[x] == x) {
                return false;
            }
            x = idom[x];
        }
    }
}
