package dev.berth.algorithms.simt;

import dev.berth.model.simt.ir.Kernel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The loop-nest-aware order: "numbered below B" must mean "has not reached B" across back edges. */
class SimtBlockNumberingTest {

    private static Kernel kernel(String source) {
        return source.endsWith(".simt") ? SimtKernels.example(source) : SimtKernels.parse(switch (source) {
            case "nested" -> SimtKernels.NESTED;
            case "ifInLoop" -> SimtKernels.IF_IN_LOOP;
            default -> SimtKernels.REDUCTION;
        });
    }

    /** Whether every path from the entry to {@code b} passes {@code a}: b unreachable once a is removed. */
    private static boolean dominatesByRemoval(ControlFlowGraph cfg, int a, int b) {
        if (a == b) {
            return true;
        }
        boolean[] seen = new boolean[cfg.size()];
        Deque<Integer> work = new ArrayDeque<>();
        if (a != 0) {
            seen[0] = true;
            work.push(0);
        }
        while (!work.isEmpty()) {
            for (int s : cfg.successors(work.pop())) {
                if (s != a && !seen[s]) {
                    seen[s] = true;
                    work.push(s);
                }
            }
        }
        return !seen[b];
    }

    @ParameterizedTest
    @ValueSource(strings = {"spinlock.simt", "ttas.simt", "ticket-lock.simt", "flag-handoff.simt",
            "lock-in-loop.simt", "nested", "ifInLoop", "reduction"})
    void dominatorsAgreeWithRemovingTheBlock(String source) {
        ControlFlowGraph cfg = new ControlFlowGraph(kernel(source));
        Dominators d = new Dominators(cfg);
        for (int a = 0; a < cfg.size(); a++) {
            for (int b = 0; b < cfg.size(); b++) {
                assertEquals(dominatesByRemoval(cfg, a, b), d.dominates(a, b),
                        source + ": " + cfg.label(a) + " dom " + cfg.label(b));
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"spinlock.simt", "ttas.simt", "ticket-lock.simt", "flag-handoff.simt",
            "lock-in-loop.simt", "nested", "ifInLoop", "reduction"})
    void edgesGoForwardButBackEdgesAndLoopsAreContiguousBeforeTheirExits(String source) {
        LoopNest nest = new LoopNest(new ControlFlowGraph(kernel(source)));
        LoopNestOrder order = new LoopNestOrder(nest);
        ControlFlowGraph cfg = nest.cfg();
        for (int u = 0; u < cfg.size(); u++) {
            for (int v : cfg.successors(u)) {
                String edge = source + ": " + cfg.label(u) + " -> " + cfg.label(v);
                if (dominatesByRemoval(cfg, v, u)) {
                    assertTrue(nest.isBackEdge(u, v), edge);
                    assertNotNull(nest.loopHeadedBy(v), edge);
                    assertTrue(order.position(v) <= order.position(u), edge);
                } else {
                    assertTrue(order.position(u) < order.position(v), edge);
                }
            }
        }
        for (NaturalLoop loop : nest.loops()) {
            int first = order.position(loop.header());
            int last = first + loop.blocks().size() - 1;
            for (int b : loop.blocks()) {
                int p = order.position(b);
                assertTrue(p >= first && p <= last, source + ": " + cfg.label(b) + " outside its loop's range");
                for (int s : cfg.successors(b)) {
                    if (!loop.contains(s)) {
                        assertTrue(order.position(s) > last, source + ": exit to " + cfg.label(s));
                    }
                }
            }
        }
    }

    @Test
    void aPlainReversePostOrderSplitsAWhileLoopButTheLoopNestOrderDoesNot() {
        ControlFlowGraph cfg = new ControlFlowGraph(SimtKernels.parse(SimtKernels.IF_IN_LOOP));
        List<String> rpo = cfg.reversePostOrder().stream().map(cfg::label).toList();
        // the header's taken branch is visited first, so its exit finishes last and comes right after it
        assertEquals(List.of("entry", "head", "out", "test", "even", "odd", "latch"), rpo);
        List<String> nested = new LoopNestOrder(new LoopNest(cfg)).order().stream().map(cfg::label).toList();
        assertEquals(List.of("entry", "head", "test", "even", "odd", "latch", "out"), nested);
    }

    @Test
    void nestedLoopsAreNestedRanges() {
        ControlFlowGraph cfg = new ControlFlowGraph(SimtKernels.parse(SimtKernels.NESTED));
        LoopNest nest = new LoopNest(cfg);
        assertEquals(3, nest.loops().size());
        List<String> order = new LoopNestOrder(nest).order().stream().map(cfg::label).toList();
        assertEquals(List.of("entry", "outer", "body", "inner", "innerBody", "innermost", "innerLatch", "check",
                "even", "odd", "join", "done"), order);
        NaturalLoop innermost = nest.loopHeadedBy(cfg.kernel().blockIndex("innermost"));
        assertEquals(cfg.kernel().blockIndex("inner"), innermost.parent());
    }

    @Test
    void aLoopWithTwoEntriesIsIrreducibleAndHasNoOrder() {
        Kernel k = SimtKernels.parse("""
                .kernel twoEntries
                .registers 4
                entry:
                    cbr %laneid, a, b
                a:
                    ld r1, [0]
                    cbr r1, b, out
                b:
                    bra a
                out:
                    exit
                """);
        LoopNest nest = new LoopNest(new ControlFlowGraph(k));
        assertNotNull(nest.irreducibleEdge());
        assertFalse(nest.loops().stream().anyMatch(l -> l.blocks().size() > 1));
        assertThrows(IllegalArgumentException.class, () -> new LoopNestOrder(nest));
    }
}
