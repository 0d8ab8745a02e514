package dev.berth.algorithms.simt;

import dev.berth.model.CurrentBudget;
import dev.berth.model.simt.ir.Address;
import dev.berth.model.simt.ir.AtomicOp;
import dev.berth.model.simt.ir.Block;
import dev.berth.model.simt.ir.Instruction;
import dev.berth.model.simt.ir.Operand;
import dev.berth.model.simt.ir.Operands;
import dev.berth.model.simt.ir.Terminator;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * Finds the mutex pattern the seed's front end looks for, in a form that covers every way a thread waits for
 * another: a loop whose exit condition depends, through the loop's own data flow, on a value read from shared
 * memory inside the loop ({@code ld}, or an {@code atom.*}'s old value). That is a cas or exchange spin-lock,
 * test-and-test-and-set, a ticket lock, a flag hand-off; a loop counting on registers is not, even if it
 * stores or adds to memory, since its trip count does not wait on anyone.
 *
 * <p>The data flow is flow-sensitive over the loop's blocks (a forward may-analysis to a fixpoint): at each
 * point a register carries the loop's memory reads its current value may depend on; a write replaces what the
 * register carried (the read's address for a load or atomic, plus what its operands carry), blocks join their
 * in-loop predecessors, and values from before the loop carry nothing. So a counter loop that adds to memory
 * and reuses the result's register for something else is not a spin loop (nested-loops.simt).
 */
final class SpinLoopFinder {
    private SpinLoopFinder() {
    }

    static List<SpinLoop> find(LoopNest nest) {
        List<SpinLoop> out = new ArrayList<>();
        ControlFlowGraph cfg = nest.cfg();
        List<Map.Entry<Integer, Instruction>> writes = writes(cfg);
        for (NaturalLoop loop : nest.loops()) {
            SpinLoop spin = spin(cfg, loop, writes);
            if (spin == null && loop.latches().size() > 1) {
                spin = sharedHeader(nest, loop, writes);
            }
            if (spin != null) {
                out.add(spin);
            }
        }
        return out;
    }

    /**
     * A spin loop that shares its header with a loop that is not one: a lock taken at the top of each round of
     * a counted loop ({@code spin: atom.cas ...; cbr busy, spin, body} with {@code body} branching back to
     * {@code spin}) makes one natural loop whose only exit counts rounds. The back edges are then looked at one
     * by one, and those whose own loop waits on memory make the spin loop.
     */
    private static SpinLoop sharedHeader(LoopNest nest, NaturalLoop loop,
                                         List<Map.Entry<Integer, Instruction>> writes) {
        Map<Integer, NaturalLoop> spinning = spinningBackEdges(nest, loop, writes);
        return spinning.isEmpty() ? null : spin(nest.cfg(), nest.loopOf(loop, spinning.keySet()), writes);
    }

    /**
     * For each loop of several back edges that {@code which} accepts, its back edges (by their sources) whose own
     * loop waits on memory, each with that loop; loops with none are left out. The kernel's writes are listed once.
     */
    static Map<NaturalLoop, Map<Integer, NaturalLoop>> spinningBackEdges(LoopNest nest, Predicate<NaturalLoop> which) {
        List<Map.Entry<Integer, Instruction>> writes = writes(nest.cfg());
        Map<NaturalLoop, Map<Integer, NaturalLoop>> out = new LinkedHashMap<>();
        for (NaturalLoop loop : nest.loops()) {
            if (loop.latches().size() > 1 && which.test(loop)) {
                Map<Integer, NaturalLoop> spinning = spinningBackEdges(nest, loop, writes);
                if (!spinning.isEmpty()) {
                    out.put(loop, spinning);
                }
            }
        }
        return out;
    }

    private static Map<Integer, NaturalLoop> spinningBackEdges(LoopNest nest, NaturalLoop loop,
                                                               List<Map.Entry<Integer, Instruction>> writes) {
        Map<Integer, NaturalLoop> spinning = new TreeMap<>();
        for (int latch : loop.latches()) {
            NaturalLoop own = nest.loopOf(loop, Set.of(latch));
            if (spin(nest.cfg(), own, writes) != null) {
                spinning.put(latch, own);
            }
        }
        return spinning;
    }

    /** {@code loop} as a spin loop, or null when its exits do not wait on memory. */
    private static SpinLoop spin(ControlFlowGraph cfg, NaturalLoop loop, List<Map.Entry<Integer, Instruction>> writes) {
        Map<Integer, Map<Integer, Set<Address>>> taint = taint(cfg, loop);
        Set<Address> waitsOn = new LinkedHashSet<>();
        Set<Integer> exitTargets = new LinkedHashSet<>();
        for (int b : loop.blocks()) {
            Terminator end = cfg.kernel().blocks().get(b).end();
            boolean exits = false;
            for (int s : cfg.successors(b)) {
                if (!loop.contains(s)) {
                    exits = true;
                    exitTargets.add(s);
                }
            }
            if (exits && end instanceof Terminator.CondBranch c && c.cond() instanceof Operand.Reg r) {
                waitsOn.addAll(taint.get(b).getOrDefault(r.index(), Set.of()));
            }
        }
        if (waitsOn.isEmpty()) {
            return null;
        }
        List<String> labels = loop.blocks().stream().map(cfg::label).toList();
        List<String> listed = new ArrayList<>();
        int releases = releases(cfg, loop, exitTargets, waitsOn, writes, listed);
        return new SpinLoop(cfg.label(loop.header()), labels, List.copyOf(waitsOn), listed, releases);
    }

    /**
     * Per loop block, at its end: for each register, the addresses of the loop's reads its value may depend on
     * (registers carrying none are absent).
     */
    private static Map<Integer, Map<Integer, Set<Address>>> taint(ControlFlowGraph cfg, NaturalLoop loop) {
        Map<Integer, Map<Integer, Set<Address>>> out = new HashMap<>();
        for (int b : loop.blocks()) {
            out.put(b, new HashMap<>());
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int b : loop.blocks()) {
                CurrentBudget.check("following the data flow of the kernel's loops");
                Map<Integer, Set<Address>> state = new HashMap<>();
                for (int p : cfg.predecessors(b)) {
                    if (loop.contains(p)) {
                        out.get(p).forEach((r, a) -> state.computeIfAbsent(r, k -> new LinkedHashSet<>()).addAll(a));
                    }
                }
                for (Instruction x : cfg.kernel().blocks().get(b).body()) {
                    Operand.Reg d = Operands.written(x);
                    if (d == null) {
                        continue;
                    }
                    Set<Address> from = new LinkedHashSet<>();
                    switch (x) {
                        case Instruction.Load l -> from.add(l.address());
                        case Instruction.Atomic a -> from.add(a.address());
                        default -> {
                        }
                    }
                    for (Operand o : Operands.reads(x)) {
                        if (o instanceof Operand.Reg r) {
                            from.addAll(state.getOrDefault(r.index(), Set.of()));
                        }
                    }
                    if (from.isEmpty()) {
                        state.remove(d.index());
                    } else {
                        state.put(d.index(), from);
                    }
                }
                if (!state.equals(out.get(b))) {
                    out.put(b, state);
                    changed = true;
                }
            }
        }
        return out;
    }

    /**
     * How many writes (stores and atomics) that may change a waited-on word there are in blocks outside the loop
     * that its exits reach, and in the loop other than by a CAS (a queue drained under a lock: the spin on the
     * lock and the loop over the items share a header, and the loop's exit waits on the queue head, which the
     * loop stores to); the first {@link SpinLoop#LISTED} go to {@code listed}. Reachability is a bit set and only the
     * blocks that write are looked into ({@code writes}): a kernel of many spin loops asks this once per loop.
     */
    private static int releases(ControlFlowGraph cfg, NaturalLoop loop, Set<Integer> exitTargets,
                                Set<Address> waitsOn, List<Map.Entry<Integer, Instruction>> writes,
                                List<String> listed) {
        BitSet inLoop = new BitSet(cfg.size());
        loop.blocks().forEach(inLoop::set);
        BitSet after = new BitSet(cfg.size());
        Deque<Integer> work = new ArrayDeque<>(exitTargets);
        int visited = 0;
        while (!work.isEmpty()) {
            if ((++visited & 1023) == 0) {
                CurrentBudget.check("looking for the spin loops' releases");
            }
            int b = work.pop();
            if (!inLoop.get(b) && !after.get(b)) {
                after.set(b);
                work.addAll(cfg.successors(b));
            }
        }
        int count = 0;
        for (Map.Entry<Integer, Instruction> w : writes) {
            // in the loop, a CAS writes only when it succeeds, and then its thread leaves: a retry, not a release
            boolean release = after.get(w.getKey()) || inLoop.get(w.getKey())
                    && !(w.getValue() instanceof Instruction.Atomic a && a.op() == AtomicOp.CAS);
            if (release && mayWrite(waitsOn, written(w.getValue()))) {
                if (count++ < SpinLoop.LISTED) {
                    listed.add(cfg.label(w.getKey()) + ": " + w.getValue());
                }
            }
        }
        return count;
    }

    /** The stores and exchanges of the kernel, by block in kernel order. */
    private static List<Map.Entry<Integer, Instruction>> writes(ControlFlowGraph cfg) {
        List<Map.Entry<Integer, Instruction>> out = new ArrayList<>();
        List<Block> blocks = cfg.kernel().blocks();
        for (int b = 0; b < blocks.size(); b++) {
            for (Instruction x : blocks.get(b).body()) {
                if (written(x) != null) {
                    out.add(Map.entry(b, x));
                }
            }
        }
        return out;
    }

    /** The address a write ({@code st}, {@code atom.*}) goes to, or null for any other instruction. */
    private static Address written(Instruction x) {
        return switch (x) {
            case Instruction.Store s -> s.address();
            case Instruction.Atomic a -> a.address();
            default -> null;
        };
    }

    /**
     * Whether a write to {@code to} may change a word the loop waits on: two fixed addresses only when equal, an
     * address through a register always (a hand-off writes the next thread's flag, {@code [r1+1]}, where the
     * loop reads its own, {@code [r1]}).
     */
    private static boolean mayWrite(Set<Address> waitsOn, Address to) {
        for (Address a : waitsOn) {
            if (!(a.base() instanceof Operand.Imm i && to.base() instanceof Operand.Imm j)
                    || i.value() + a.offset() == j.value() + to.offset()) {
                return true;
            }
        }
        return false;
    }
}
