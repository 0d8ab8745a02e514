package dev.berth.algorithms.simt;

import dev.berth.model.simt.ir.Block;
import dev.berth.model.simt.ir.CompareOp;
import dev.berth.model.simt.ir.Instruction;
import dev.berth.model.simt.ir.Kernel;
import dev.berth.model.simt.ir.Operand.BlockId;
import dev.berth.model.simt.ir.Operand.Reg;
import dev.berth.model.simt.ir.RepresentativeScope;
import dev.berth.model.simt.ir.Terminator;

import java.util.ArrayList;
import java.util.List;

/**
 * Emits the next-PC form of a kernel (docs/simt.md, model {@code nextpc}): the new entry {@code npc.init}
 * sets every thread's next-PC register to the first block, then each original block, in the given order, as
 * <pre>
 *   B:          npc.mask wM, rN, eq, @B          ; blocks without a vote or sync.warp
 *               ...B's instructions...
 *               mov rN, @T | selp rN, c, @T, @F  ; each active thread's next block
 *               npc.jmp rN                       ; or npc.exit rN for B's exit
 *
 *   B:          npc.mask wM, rN, lt, @B          ; blocks with a vote or sync.warp (ne inside a loop)
 *               wbr wM, B.catchup, B.run         ; some thread has not reached B yet?
 *   B.catchup:  npc.pick                         ; one of those laggards represents the warp
 *               npc.jmp rN                       ; and the warp runs its block
 *   B.run:      npc.mask wM, rN, eq, @B
 *               ...as above...
 * </pre>
 * The next-PC register only ever holds the id of an original block's label, whose ids follow the order given.
 *
 * <p>A block the warp can only reach by a plain {@code bra} from its one predecessor ({@code continued}) is
 * entered straight from it: the predecessor keeps its {@code bra}, the block has no {@code npc.mask}. The threads
 * that ran the predecessor are exactly the ones to run it, and their next-PC registers, stale meanwhile, are read
 * by nothing until the block's own epilogue sets them; no thread's register ever names such a block. Likewise
 * the first block, when nothing branches back to it: every thread starts there, in the initial mask.
 */
final class NextPcCodeGenerator {
    private final Kernel kernel;
    private final NextPcLabels labels;
    private final Reg npc;
    private final int mask;
    private final RepresentativeScope scope;
    /** Kernel positions of the blocks the warp enters by a plain branch: no prologue, no jump to them. */
    private java.util.Set<Integer> continued = java.util.Set.of();

    NextPcCodeGenerator(Kernel kernel, int nextPc, int mask, RepresentativeScope scope) {
        this.kernel = kernel;
        this.labels = new NextPcLabels(kernel);
        this.npc = new Reg(nextPc);
        this.mask = mask;
        this.scope = scope;
    }

    /**
     * The transformed kernel, original blocks in {@code order} (kernel positions). A synchronising block in
     * {@code inLoops} waits for every thread not at it ({@code ne}): ids cannot tell iterations apart, and a
     * thread still finishing the previous iteration past the block is numbered above it.
     */
    Kernel generate(List<Integer> order, java.util.Set<Integer> inLoops, java.util.Set<Integer> continued) {
        this.continued = continued;
        List<Block> out = new ArrayList<>();
        String first = kernel.blocks().get(order.get(0)).label();
        out.add(new Block(labels.init(), List.of(new Instruction.Mov(npc, new BlockId(first))),
                new Terminator.Branch(first)));
        for (int b : order) {
            Block block = kernel.blocks().get(b);
            if (synchronises(block)) {
                String label = block.label();
                CompareOp laggards = inLoops.contains(b) ? CompareOp.NE : CompareOp.LT;
                out.add(new Block(label, List.of(new Instruction.NpcMask(mask, npc, laggards, new BlockId(label))),
                        new Terminator.WarpBranch(mask, labels.catchUp(label), labels.run(label))));
                out.add(new Block(labels.catchUp(label), List.of(new Instruction.NpcPick()),
                        new Terminator.NpcJump(npc, scope)));
                out.add(run(labels.run(label), block));
            } else {
                out.add(run(block.label(), block));
            }
        }
        return new Kernel(kernel.name(), kernel.registers(), kernel.warpRegisters(), out);
    }

    /** Whether the block holds intra-warp synchronisation, which needs every thread there first. */
    static boolean synchronises(Block block) {
        return block.body().stream().anyMatch(x -> x instanceof Instruction.Vote || x instanceof Instruction.WarpSync);
    }

    /** The second prologue, the body, the epilogue. */
    private Block run(String label, Block block) {
        List<Instruction> body = new ArrayList<>();
        if (!continued.contains(kernel.blockIndex(block.label()))) {
            body.add(new Instruction.NpcMask(mask, npc, CompareOp.EQ, new BlockId(block.label())));
        }
        body.addAll(block.body());
        Terminator end = switch (block.end()) {
            case Terminator.Branch b when continued.contains(kernel.blockIndex(b.target())) -> b;
            case Terminator.Branch b -> {
                body.add(new Instruction.Mov(npc, new BlockId(b.target())));
                yield new Terminator.NpcJump(npc, scope);
            }
            case Terminator.CondBranch c -> {
                body.add(new Instruction.Select(npc, c.cond(), new BlockId(c.taken()), new BlockId(c.notTaken())));
                yield new Terminator.NpcJump(npc, scope);
            }
            case Terminator.Exit e -> new Terminator.NpcExit(npc, scope);
            default -> throw new IllegalArgumentException("block " + block.label() + " already ends in "
                    + block.end() + ": the kernel was compiled for next-PC hardware");
        };
        return new Block(label, body, end);
    }

    /** Instructions and terminators of the output beyond the input's. */
    static int added(Kernel before, Kernel after) {
        return lines(after) - lines(before);
    }

    private static int lines(Kernel k) {
        return k.blocks().stream().mapToInt(b -> b.body().size() + 1).sum();
    }
}
