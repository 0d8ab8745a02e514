package dev.berth.heuristics.simt;

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
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
        for (NaturalLoop loop : nest.loops()) {
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
            if (!waitsOn.isEmpty()) {
                List<String> labels = loop.blocks().stream().map(cfg::label).toList();
                out.add(new SpinLoop(cfg.label(loop.header()), labels, List.copyOf(waitsOn),
                        releases(cfg, loop, exitTargets, waitsOn)));
            }
        }
        return out;
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

    /** Stores and exchanges to a waited-on address in blocks outside the loop that its exits reach. */
    private static List<String> releases(ControlFlowGraph cfg, NaturalLoop loop, Set<Integer> exitTargets,
                                         Set<Address> waitsOn) {
        Set<Integer> after = new LinkedHashSet<>();
        Deque<Integer> work = new ArrayDeque<>(exitTargets);
        while (!work.isEmpty()) {
            CurrentBudget.check("looking for the spin loops' releases");
            int b = work.pop();
            if (!loop.contains(b) && after.add(b)) {
                work.addAll(cfg.successors(b));
            }
        }
        List<String> out = new ArrayList<>();
        for (int b : after.stream().sorted().toList()) {
            Block block = cfg.kernel().blocks().get(b);
            for (Instruction x : block.body()) {
                Address written = switch (x) {
                    case Instruction.Store s -> s.address();
                    case Instruction.Atomic a when a.op() == AtomicOp.EXCH -> a.address();
                    default -> null;
                };
                if (written != null && waitsOn.contains(written)) {
                    out.add(block.label() + ": " + x);
                }
            }
        }
        return out;
    }
}
