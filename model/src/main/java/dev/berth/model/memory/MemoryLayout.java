package dev.berth.model.memory;

/**
 * An answer of the memory family: the offset of every buffer, in problem order. The array is shared, not
 * copied: whoever builds a layout hands it over and does not change it afterwards.
 */
public record MemoryLayout(long[] offsets) {
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
