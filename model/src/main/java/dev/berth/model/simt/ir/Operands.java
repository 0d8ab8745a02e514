package dev.berth.model.simt.ir;

import dev.berth.model.simt.ir.Instruction.Atomic;
import dev.berth.model.simt.ir.Instruction.Binary;
import dev.berth.model.simt.ir.Instruction.Compare;
import dev.berth.model.simt.ir.Instruction.Load;
import dev.berth.model.simt.ir.Instruction.Mov;
import dev.berth.model.simt.ir.Instruction.NpcMask;
import dev.berth.model.simt.ir.Instruction.NpcPick;
import dev.berth.model.simt.ir.Instruction.Select;
import dev.berth.model.simt.ir.Instruction.Store;
import dev.berth.model.simt.ir.Instruction.Vote;
import dev.berth.model.simt.ir.Instruction.WarpSync;
import dev.berth.model.simt.ir.Operand.Reg;

import java.util.ArrayList;
import java.util.List;

/** What instructions and terminators read and write, for budgets, liveness and the pass. */
public final class Operands {
    private Operands() {
    }

    /** Every operand of {@code x} (an instruction or a terminator), destinations included. */
    public static List<Operand> of(Object x) {
        List<Operand> out = new ArrayList<>(reads(x));
        Reg d = written(x);
        if (d != null) {
            out.add(d);
        }
        return out;
    }

    /** The per-thread register {@code x} writes, or null. */
    public static Reg written(Object x) {
        return switch (x) {
            case Mov m -> m.dst();
            case Binary b -> b.dst();
            case Compare c -> c.dst();
            case Select s -> s.dst();
            case Load l -> l.dst();
            case Atomic a -> a.dst();
            case Vote v -> v.dst();
            default -> null;
        };
    }

    /** The operands {@code x} reads (address bases included). */
    public static List<Operand> reads(Object x) {
        return switch (x) {
            case Mov m -> List.of(m.src());
            case Binary b -> List.of(b.a(), b.b());
            case Compare c -> List.of(c.a(), c.b());
            case Select s -> List.of(s.cond(), s.a(), s.b());
            case Load l -> List.of(l.address().base());
            case Store s -> List.of(s.address().base(), s.value());
            case Atomic a -> a.op() == AtomicOp.CAS ? List.of(a.address().base(), a.a(), a.b())
                    : List.of(a.address().base(), a.a());
            case Vote v -> List.of(v.predicate());
            case NpcMask n -> List.of(n.npc(), n.block());
            case WarpSync w -> List.of();
            case NpcPick p -> List.of();
            case Terminator.CondBranch c -> List.of(c.cond());
            case Terminator.NpcJump j -> List.of(j.npc());
            case Terminator.NpcExit e -> List.of(e.npc());
            default -> List.of();
        };
    }

    /**
     * Whether {@code x} is next-PC hardware ({@code npc.*}, {@code wbr}): what only the pass emits and only the
     * {@code nextpc} model runs.
     */
    public static boolean nextPcHardware(Object x) {
        return x instanceof NpcMask || x instanceof NpcPick || x instanceof Terminator.WarpBranch
                || x instanceof Terminator.NpcJump || x instanceof Terminator.NpcExit;
    }

    /** The warp register {@code x} names, or -1. */
    public static int warpRegister(Object x) {
        return switch (x) {
            case NpcMask n -> n.warpRegister();
            case Terminator.WarpBranch w -> w.warpRegister();
            default -> -1;
        };
    }
}
