package dev.berth.algorithms.simt;

import dev.berth.model.simt.ir.Block;
import dev.berth.model.simt.ir.Kernel;
import dev.berth.model.simt.ir.Terminator;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Gives a spin loop that shares its header with an enclosing loop a header of its own: a lock taken at the top
 * of each round of a work loop ({@code spin: atom.cas ...; cbr busy, spin, critical}, the work branching back
 * to {@code spin}) is one natural loop, which the restructuring cannot treat as the spin it holds. Every edge
 * into the header {@code H} but the spinning back edges goes instead to a new block {@code H.outer} placed just
 * before it, which only branches to {@code H}: {@code H.outer} heads the enclosing loop, {@code H} the spin loop
 * alone. Each thread runs the same instructions in the same order, plus one {@code bra} per entry.
 */
final class HeaderSplit {
    static final String SUFFIX = ".outer";

    private HeaderSplit() {
    }

    /**
     * {@code nest}'s kernel with the header of each loop whose back edges do not all spin split off from the
     * spinning ones, unless the loop is to be restructured {@code whole}; the kernel itself when there is none.
     * {@code split} receives the headers split.
     */
    static Kernel of(LoopNest nest, Predicate<NaturalLoop> whole, List<String> split) {
        ControlFlowGraph cfg = nest.cfg();
        Map<String, Set<String>> inner = new LinkedHashMap<>(); // header -> the labels of its spinning latches
        SpinLoopFinder.spinningBackEdges(nest, whole.negate()).forEach((loop, backEdges) -> {
            // the back edges that spin in a loop smaller than the header's whole loop
            Set<String> labels = new HashSet<>();
            backEdges.forEach((latch, own) -> {
                if (own.blocks().size() < loop.blocks().size()) {
                    labels.add(cfg.label(latch));
                }
            });
            if (!labels.isEmpty() && labels.size() < loop.latches().size()) {
                inner.put(cfg.label(loop.header()), labels);
            }
        });
        if (inner.isEmpty()) {
            return cfg.kernel();
        }
        Kernel kernel = cfg.kernel();
        Set<String> taken = new HashSet<>();
        kernel.blocks().forEach(b -> taken.add(b.label()));
        Map<String, String> outer = new LinkedHashMap<>();
        inner.keySet().forEach(h -> outer.put(h, LoopRestructurer.fresh(h + SUFFIX, taken)));
        List<Block> out = new ArrayList<>();
        for (Block b : kernel.blocks()) {
            String o = outer.get(b.label());
            if (o != null) {
                out.add(new Block(o, List.of(), new Terminator.Branch(b.label())));
            }
            out.add(new Block(b.label(), b.body(), retarget(b, inner, outer)));
        }
        split.addAll(inner.keySet());
        return new Kernel(kernel.name(), kernel.registers(), kernel.warpRegisters(), out);
    }

    /** {@code b}'s terminator with its edges to a split header sent to the header's new block, unless they spin. */
    private static Terminator retarget(Block b, Map<String, Set<String>> inner, Map<String, String> outer) {
        return switch (b.end()) {
            case Terminator.Branch br -> new Terminator.Branch(to(b.label(), br.target(), inner, outer));
            case Terminator.CondBranch c -> new Terminator.CondBranch(c.cond(), to(b.label(), c.taken(), inner, outer),
                    to(b.label(), c.notTaken(), inner, outer));
            default -> b.end();
        };
    }

    private static String to(String from, String target, Map<String, Set<String>> inner, Map<String, String> outer) {
        Set<String> spinning = inner.get(target);
        return spinning == null || spinning.contains(from) ? target : outer.get(target);
    }
}
