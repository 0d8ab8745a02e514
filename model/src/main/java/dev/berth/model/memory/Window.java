package dev.berth.model.memory;

/** Byte range {@code [lower, upper)} relative to a buffer's offset. */
public record Window(long lower, long upper) {
    public long length() {
        return upper - lower;
    }
}
