package dev.berth.model.memory;

/**
 * An answer of the memory family: the offset of every buffer, in problem order. The array is shared, not
 * copied: whoever builds a layout hands it over and does not change it afterwards.
 */
public record MemoryLayout(long[] offsets) {
    /**
     * The offset of a buffer a solution file leaves out: a solution that misses one is invalid, and the checker
     * says which buffer. Not -1, as tiles and channels use: a memory solution file may give a negative offset,
     * which the checker names as such; readers take at least {@code Long.MIN_VALUE / 2}.
     */
    public static final long NO_OFFSET = Long.MIN_VALUE;

    public MemoryLayout {
        if (offsets == null) {
            throw new IllegalArgumentException("a layout needs its offsets");
        }
    }

    public long offset(int buffer) {
        return offsets[buffer];
    }

    public int size() {
        return offsets.length;
    }
}
