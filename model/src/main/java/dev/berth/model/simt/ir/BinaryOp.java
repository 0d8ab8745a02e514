package dev.berth.model.simt.ir;

import java.util.Locale;

/** Integer arithmetic on 64-bit words (division by zero gives 0, as PTX's does not trap). */
public enum BinaryOp {
    ADD, SUB, MUL, DIV, REM, AND, OR, XOR, SHL, SHR, MIN, MAX;

    public long apply(long a, long b) {
        return switch (this) {
            case ADD -> a + b;
            case SUB -> a - b;
            case MUL -> a * b;
            case DIV -> b == 0 ? 0 : a / b;
            case REM -> b == 0 ? 0 : a % b;
            case AND -> a & b;
            case OR -> a | b;
            case XOR -> a ^ b;
            case SHL -> a << (b & 63);
            case SHR -> a >> (b & 63);
            case MIN -> Math.min(a, b);
            case MAX -> Math.max(a, b);
        };
    }

    public String text() {
        return name().toLowerCase(Locale.ROOT);
    }
}
