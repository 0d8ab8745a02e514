package dev.berth.model.simt.ir;

import java.util.Locale;

/** Signed comparisons; the result is 1 or 0. */
public enum CompareOp {
    EQ, NE, LT, LE, GT, GE;

    public boolean test(long a, long b) {
        return switch (this) {
            case EQ -> a == b;
            case NE -> a != b;
            case LT -> a < b;
            case LE -> a <= b;
            case GT -> a > b;
            case GE -> a >= b;
        };
    }

    public String text() {
        return name().toLowerCase(Locale.ROOT);
    }
}
