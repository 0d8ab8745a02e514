package dev.berth.model.simt.ir;

/** A shared-memory word address {@code [base + offset]}; memory is an array of 64-bit words. */
public record Address(Operand base, long offset) {
    public Address {
        if (base == null) {
            throw new IllegalArgumentException("address without a base");
        }
    }

    @Override
    public String toString() {
        if (base instanceof Operand.Imm i) {
            return "[" + (i.value() + offset) + "]";
        }
        return "[" + base + (offset == 0 ? "" : offset > 0 ? "+" + offset : Long.toString(offset)) + "]";
    }
}
