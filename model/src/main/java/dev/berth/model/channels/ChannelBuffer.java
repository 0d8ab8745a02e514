package dev.berth.model.channels;

import dev.berth.model.InputException;
import dev.berth.model.io.Numbers;

/**
 * A buffer of the pool: {@code size} bytes at {@code offset}, or {@link #UNPLACED} when Berth chooses
 * where it sits (within the memory capacity).
 */
public record ChannelBuffer(String id, long size, long offset) {
    public static final long UNPLACED = -1;

    public ChannelBuffer {
        if (id == null) {
            throw new InputException("buffers", "missing field 'id'");
        }
        if (!Numbers.within(size, 1) || offset != UNPLACED && !Numbers.within(offset, 0)) {
            String where = "buffers[id=" + Numbers.abbreviate(id) + "]";
            Numbers.check(where, "size", size, 1);
            Numbers.check(where, "offset", offset, 0);
        }
    }

    public static ChannelBuffer unplaced(String id, long size) {
        return new ChannelBuffer(id, size, UNPLACED);
    }

    public boolean placed() {
        return offset != UNPLACED;
    }
}
