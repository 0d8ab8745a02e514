package dev.berth.algorithms.simt;

import dev.berth.model.simt.ir.BinaryOp;
import dev.berth.model.simt.ir.Block;
import dev.berth.model.simt.ir.Instruction;
import dev.berth.model.simt.ir.Kernel;
import dev.berth.model.simt.ir.Operand;
import dev.berth.model.simt.ir.Terminator;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Rewrites one spin loop so that its release is reached inside it (ElTantawy and Aamodt's static SIMT-deadlock
 * elimination): every back edge and every way out of the region ({@link ReleaseRegion}) goes to a new latch
 * {@code H.latch}, which sends the threads whose flag rF is 0 back to the header and the others, by rF's
 * value, to where they continue ({@code H.done1}, {@code H.done2}, ...). The region's releases (each ending its
 * block after {@link ReleaseSplit}) and its {@code exit}s set rF to their continuation's number first; an
 * {@code exit} continues in {@code H.exit}. Per thread the same original instructions run in the same order;
 * on a SIMT stack the spin branch now reconverges at the latch, after the winner's release, so the spinners wait
 * there for it instead of the reverse.
 *
 * <p>rF is 0 everywhere but between the {@code mov} that sets it and the latch it branches to straight away:
 * registers start at 0, and the dispatch counts rF down to 0 on the way to a continuation. So one flag serves
 * every restructured loop, nested ones included, and no loop needs it reset on entry.
 */
final class LoopRestructurer {
    private LoopRestructurer() {
    }

    /** {@code cfg}'s kernel with {@code loop} restructured around {@code region}; null with {@code why} filled. */
    static Kernel apply(ControlFlowGraph cfg, NaturalLoop loop, ReleaseRegion region, int flag, StringBuilder why) {
        Kernel kernel = cfg.kernel();
        List<Block> blocks = kernel.blocks();
        Set<String> labels = new HashSet<>();
        blocks.forEach(b -> labels.add(b.label()));
        String header = cfg.label(loop.header());
        String latch = fresh(header + ".latch", labels);
        String exitLabel = fresh(header + ".exit", labels);
        Operand.Reg f = new Operand.Reg(flag);
        Map<String, Integer> continuations = new LinkedHashMap<>(); // target label -> rF value, from 1
        Block[] out = blocks.toArray(new Block[0]);
        int last = 0;
        for (int b : loop.blocks()) {
            out[b] = retarget(blocks.get(b), header, latch);
            last = Math.max(last, b);
        }
        for (int b : region.blocks()) {
            Block x = blocks.get(b);
            last = Math.max(last, b);
            Integer at = region.releaseAt().get(b);
            String to;
            if (at != null) {
                if (at != x.body().size() - 1 || !(x.end() instanceof Terminator.Branch br)) {
                    why.append("the release in ").append(x.label()).append(" does not end its block: it is shared with"
                            + " another restructured loop (locks released out of nesting order?)");
                    return null;
                }
                to = br.target();
            } else if (x.end() instanceof Terminator.Exit) {
                to = exitLabel;
            } else {
                out[b] = retarget(x, header, latch);
                continue;
            }
            int k = continuations.computeIfAbsent(to, t -> continuations.size() + 1);
            List<Instruction> body = new ArrayList<>(x.body());
            body.add(new Instruction.Mov(f, new Operand.Imm(k)));
            out[b] = new Block(x.label(), body, new Terminator.Branch(latch));
        }
        List<Block> added = new ArrayList<>();
        List<String> targets = new ArrayList<>(continuations.keySet());
        List<String> dispatch = new ArrayList<>();
        for (int j = 1; j <= targets.size(); j++) {
            dispatch.add(fresh(header + ".done" + j, labels));
        }
        added.add(new Block(latch, List.of(), new Terminator.CondBranch(f, dispatch.get(0), header)));
        for (int j = 0; j < targets.size(); j++) {
            // count rF down: the thread whose value reaches 0 here continues at target j (and leaves rF at 0)
            List<Instruction> body = List.of(new Instruction.Binary(BinaryOp.SUB, f, f, new Operand.Imm(1)));
            Terminator end = j == targets.size() - 1 ? new Terminator.Branch(targets.get(j))
                    : new Terminator.CondBranch(f, dispatch.get(j + 1), targets.get(j));
            added.add(new Block(dispatch.get(j), body, end));
        }
        if (continuations.containsKey(exitLabel)) {
            added.add(new Block(exitLabel, List.of(), new Terminator.Exit()));
        }
        List<Block> result = new ArrayList<>();
        for (int i = 0; i < out.length; i++) {
            result.add(out[i]);
            if (i == last) {
                result.addAll(added);
            }
        }
        return new Kernel(kernel.name(), kernel.registers(), kernel.warpRegisters(), result);
    }

    /** The block with every edge to {@code from} sent to {@code to} instead. */
    private static Block retarget(Block b, String from, String to) {
        Terminator end = switch (b.end()) {
            case Terminator.Branch br -> new Terminator.Branch(swap(br.target(), from, to));
            case Terminator.CondBranch c -> new Terminator.CondBranch(c.cond(), swap(c.taken(), from, to),
                    swap(c.notTaken(), from, to));
            default -> b.end();
        };
        return new Block(b.label(), b.body(), end);
    }

    private static String swap(String label, String from, String to) {
        return label.equals(from) ? to : label;
    }

    /** {@code want}, or with a number appended, whichever the kernel does not name yet; then taken. */
    static String fresh(String want, Set<String> labels) {
        String l = want;
        for (int i = 2; labels.contains(l); i++) {
            l = want + "." + i;
        }
        labels.add(l);
        return l;
    }
}
