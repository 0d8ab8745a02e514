package dev.berth.model.simt.ir;

/** What an instruction reads: a thread's register, a constant, a special register or a block's id. */
public sealed interface Operand permits Operand.Reg, Operand.Imm, Operand.Special, Operand.BlockId {

    /** Per-thread register {@code r<index>}. */
    record Reg(int index) implements Operand {
        public Reg {
            if (index < 0) {
                throw new IllegalArgumentException("register index " + index);
            }
        }

        @Override
        public String toString() {
            return "r" + index;
        }
    }

    /** A signed 64-bit constant. */
    record Imm(long value) implements Operand {
        @Override
        public String toString() {
            return Long.toString(value);
        }
    }

    /** {@code %tid}, {@code %laneid}, ... — read-only, per thread or per launch. */
    record Special(SpecialRegister register) implements Operand {
        @Override
        public String toString() {
            return register.text();
        }
    }

    /**
     * {@code @label}: the id of a block, which is its position in the kernel — the value the next-PC
     * registers hold and compare.
     */
    record BlockId(String label) implements Operand {
        @Override
        public String toString() {
            return "@" + label;
        }
    }
}
