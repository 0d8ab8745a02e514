package dev.berth.model.channels;

import dev.berth.model.InputException;
import dev.berth.model.io.Numbers;

/**
 * A range one intrinsic reads or writes in one buffer: iteration {@code i} touches
 * {@code [at + i·step, at + i·step + size)} of the buffer (offsets relative to the buffer's start).
 */
public record Access(String buffer, long at, long step, long size) {
    public Access {
        if (buffer == null) {
            throw new InputException("access", "missing field 'buffer'");
        }
        // the path is built only for a refusal: a large program has hundreds of thousands of accesses
        if (!Numbers.within(at, 0) || !Numbers.within(step, 0) || !Numbers.within(size, 1)) {
            String where = "access[buffer=" + Numbers.abbreviate(buffer) + "]";
            Numbers.check(where, "at", at, 0);
            Numbers.check(where, "step", step, 0);
            Numbers.check(where, "size", size, 1);
        }
    }

    /** The first byte touched in iteration {@code i}, relative to the buffer. */
    public long start(int i) {
        return at + i * step;
    }

    /** One past the last byte touched in iteration {@code i}, relative to the buffer. */
    public long end(int i) {
        return start(i) + size;
    }
}
