package dev.berth.model.simt.ir;

import dev.berth.model.simt.ir.Operand.Reg;

/**
 * One straight-line instruction, executed by each thread the warp runs it for. The {@code npc.*} ones are the
 * published hardware support for per-thread next PCs (docs/simt.md): only the {@code nextpc} model runs them, and
 * only the compiler pass emits them. {@link #toString()} is the text format's line.
 */
public sealed interface Instruction permits Instruction.Mov, Instruction.Binary, Instruction.Compare,
        Instruction.Select, Instruction.Load, Instruction.Store, Instruction.Atomic, Instruction.Vote,
        Instruction.WarpSync, Instruction.NpcMask, Instruction.NpcPick {

    record Mov(Reg dst, Operand src) implements Instruction {
        @Override
        public String toString() {
            return "mov " + dst + ", " + src;
        }
    }

    record Binary(BinaryOp op, Reg dst, Operand a, Operand b) implements Instruction {
        @Override
        public String toString() {
            return op.text() + " " + dst + ", " + a + ", " + b;
        }
    }

    /** {@code set.OP d, a, b}: d = 1 when a OP b, else 0. */
    record Compare(CompareOp op, Reg dst, Operand a, Operand b) implements Instruction {
        @Override
        public String toString() {
            return "set." + op.text() + " " + dst + ", " + a + ", " + b;
        }
    }

    /** {@code selp d, c, a, b}: d = c != 0 ? a : b. */
    record Select(Reg dst, Operand cond, Operand a, Operand b) implements Instruction {
        @Override
        public String toString() {
            return "selp " + dst + ", " + cond + ", " + a + ", " + b;
        }
    }

    record Load(Reg dst, Address address) implements Instruction {
        @Override
        public String toString() {
            return "ld " + dst + ", " + address;
        }
    }

    record Store(Address address, Operand value) implements Instruction {
        @Override
        public String toString() {
            return "st " + address + ", " + value;
        }
    }

    /** {@code b} is used by {@code cas} only (the desired value); {@code a} is cas's expected value, else the operand. */
    record Atomic(AtomicOp op, Reg dst, Address address, Operand a, Operand b) implements Instruction {
        @Override
        public String toString() {
            return op.text() + " " + dst + ", " + address + ", " + a + (op == AtomicOp.CAS ? ", " + b : "");
        }
    }

    /** A warp vote; under every model it is also an intra-warp synchronisation point. */
    record Vote(VoteOp op, Reg dst, Operand predicate) implements Instruction {
        @Override
        public String toString() {
            return op.text() + " " + dst + ", " + predicate;
        }
    }

    /** {@code sync.warp}: every thread of the warp that has not exited meets here. */
    record WarpSync() implements Instruction {
        @Override
        public String toString() {
            return "sync.warp";
        }
    }

    /**
     * {@code npc.mask wK, rN, OP, @block}: warp register wK = the threads that have not exited whose rN OP the
     * block's id (a lane bit each), and the active mask becomes wK.
     */
    record NpcMask(int warpRegister, Reg npc, CompareOp op, Operand block) implements Instruction {
        @Override
        public String toString() {
            return "npc.mask w" + warpRegister + ", " + npc + ", " + op.text() + ", " + block;
        }
    }

    /** {@code npc.pick}: the representative becomes the next thread of the active mask, round-robin. */
    record NpcPick() implements Instruction {
        @Override
        public String toString() {
            return "npc.pick";
        }
    }
}
