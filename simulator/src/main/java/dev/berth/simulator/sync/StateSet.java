package dev.berth.simulator.sync;

/**
 * A set of fixed-width int states kept flat in one array, so the exhaustive exploration does not allocate
 * an object per state. Open addressing with linear probing, grown at half load.
 */
final class StateSet {
    private final int width;
    private int[] pool;
    private int size;
    private int[] table;

    StateSet(int width) {
        this.width = width;
        this.pool = new int[Math.max(1, width) * 1024];
        this.table = new int[2048];
    }

    int size() {
        return size;
    }

    /** Adds the state at {@code from[offset .. offset+width)}; false when it was already there. */
    boolean add(int[] from, int offset) {
        int mask = table.length - 1;
        int slot = hash(from, offset) & mask;
        while (table[slot] != 0) {
            if (equalsAt(table[slot] - 1, from, offset)) {
                return false;
            }
            slot = (slot + 1) & mask;
        }
        if ((long) (size + 1) * width > pool.length) {
            pool = java.util.Arrays.copyOf(pool, Math.max(pool.length * 2, (size + 1) * width));
        }
        System.arraycopy(from, offset, pool, size * width, width);
        table[slot] = ++size;
        if (size * 2 > table.length) {
            rehash();
        }
        return true;
    }

    private boolean equalsAt(int index, int[] from, int offset) {
        int base = index * width;
        for (int i = 0; i < width; i++) {
            if (pool[base + i] != from[offset + i]) {
                return false;
            }
        }
        return true;
    }

    private int hash(int[] a, int offset) {
        int h = 0x9E3779B9;
        for (int i = 0; i < width; i++) {
            h = (h ^ a[offset + i]) * 0x01000193;
            h ^= h >>> 15;
        }
        return h ^ (h >>> 16);
    }

    private void rehash() {
        int[] bigger = new int[table.length * 2];
        int mask = bigger.length - 1;
        for (int index = 0; index < size; index++) {
            int slot = hash(pool, index * width) & mask;
            while (bigger[slot] != 0) {
                slot = (slot + 1) & mask;
            }
            bigger[slot] = index + 1;
        }
        table = bigger;
    }
}
