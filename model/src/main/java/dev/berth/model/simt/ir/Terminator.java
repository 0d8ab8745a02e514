package dev.berth.model.simt.ir;

import dev.berth.model.simt.ir.Operand.Reg;

import java.util.List;

/** How a block ends; {@link #toString()} is the text format's line. */
public sealed interface Terminator permits Terminator.Branch, Terminator.CondBranch, Terminator.Exit,
        Terminator.WarpBranch, Terminator.NpcJump, Terminator.NpcExit {

    /** The labels control may go to next (none for exits and next-PC jumps, which go where registers say). */
    List<String> successors();

    record Branch(String target) implements Terminator {
        @Override
        public List<String> successors() {
            return List.of(target);
        }

        @Override
        public String toString() {
            return "bra " + target;
        }
    }

    /** {@code cbr c, taken, notTaken}: per thread, on c != 0. */
    record CondBranch(Operand cond, String taken, String notTaken) implements Terminator {
        @Override
        public List<String> successors() {
            return taken.equals(notTaken) ? List.of(taken) : List.of(taken, notTaken);
        }

        @Override
        public String toString() {
            return "cbr " + cond + ", " + taken + ", " + notTaken;
        }
    }

    /** The threads running it end. */
    record Exit() implements Terminator {
        @Override
        public List<String> successors() {
            return List.of();
        }

        @Override
        public String toString() {
            return "exit";
        }
    }

    /** {@code wbr wK, nonZero, zero}: a warp-uniform branch on a warp register. */
    record WarpBranch(int warpRegister, String nonZero, String zero) implements Terminator {
        @Override
        public List<String> successors() {
            return nonZero.equals(zero) ? List.of(nonZero) : List.of(nonZero, zero);
        }

        @Override
        public String toString() {
            return "wbr w" + warpRegister + ", " + nonZero + ", " + zero;
        }
    }

    /**
     * {@code npc.jmp rN} (or {@code npc.jmp.mask rN}): the warp goes to the block whose id the representative's rN
     * holds, then the representative passes on round-robin ({@link RepresentativeScope}).
     */
    record NpcJump(Reg npc, RepresentativeScope scope) implements Terminator {
        @Override
        public List<String> successors() {
            return List.of();
        }

        @Override
        public String toString() {
            return "npc.jmp" + scope.suffix() + " " + npc;
        }
    }

    /** {@code npc.exit rN}: the active threads end; the others go on as after {@code npc.jmp rN}. */
    record NpcExit(Reg npc, RepresentativeScope scope) implements Terminator {
        @Override
        public List<String> successors() {
            return List.of();
        }

        @Override
        public String toString() {
            return "npc.exit" + scope.suffix() + " " + npc;
        }
    }
}
