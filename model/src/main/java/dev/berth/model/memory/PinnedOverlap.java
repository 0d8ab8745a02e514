package dev.berth.model.memory;

import dev.berth.model.Certificate;

/** Two pinned buffers hold the same bytes at {@code time}: no layout exists. */
public record PinnedOverlap(String first, String second, long time) implements Certificate {
    @Override
    public String describe() {
        return "pinned buffers " + first + " and " + second + " overlap in memory at time " + time;
    }
}
