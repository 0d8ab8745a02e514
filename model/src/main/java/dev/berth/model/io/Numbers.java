package dev.berth.model.io;

import dev.berth.model.InputException;

import java.util.regex.Pattern;

/** Whole-number fields with range checks and messages that name the field. */
public final class Numbers {
    /** Sizes, offsets and times above this could overflow sums of a few of them: refuse them. */
    public static final long MAX_VALUE = 1L << 53;
    /** Compiled once: every sync resource and op of a large program is abbreviated when it is built. */
    private static final Pattern CONTROL = Pattern.compile("\\p{Cntrl}");

    private Numbers() {
    }

    public static long parse(String where, String field, String text, long min) {
        String t = text == null ? "" : text.trim();
        if (t.isEmpty()) {
            throw new InputException(where, "field '" + field + "' is empty");
        }
        long v;
        try {
            v = Long.parseLong(t);
        } catch (NumberFormatException e) {
            if (t.matches("[+-]?\\d+")) {
                throw new InputException(where, "field '" + field + "' value " + t + " is too large (at most " + MAX_VALUE + ")");
            }
            throw new InputException(where, "field '" + field + "' is not a whole number: '" + abbreviate(t) + "'");
        }
        return check(where, field, v, min);
    }

    /** Whether {@code v} is within [min, {@link #MAX_VALUE}]: the test of {@link #check} without its message. */
    public static boolean within(long v, long min) {
        return v >= min && v <= MAX_VALUE;
    }

    public static long check(String where, String field, long v, long min) {
        if (v < min) {
            throw new InputException(where, "field '" + field + "' must be at least " + min + ", got " + v);
        }
        if (v > MAX_VALUE) {
            throw new InputException(where, "field '" + field + "' value " + v + " is too large (at most " + MAX_VALUE + ")");
        }
        return v;
    }

    /** The greatest common divisor of {@code |a|} and {@code |b|} (0 when both are 0): the grids of sizes and offsets. */
    public static long gcd(long a, long b) {
        a = Math.abs(a);
        b = Math.abs(b);
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    /** {@code v} within [min, {@link #MAX_VALUE}], in the JSON reader's words ({@code where} names the field). */
    public static long inRange(String where, long v, long min) {
        if (v < min) {
            throw new InputException(where, "must be at least " + min + ", got " + v);
        }
        if (v > MAX_VALUE) {
            throw new InputException(where, "value " + v + " is too large (at most " + MAX_VALUE + ")");
        }
        return v;
    }

    public static String abbreviate(String s) {
        String printable = CONTROL.matcher(s).replaceAll("?");
        return printable.length() > 40 ? printable.substring(0, 40) + "..." : printable;
    }
}
