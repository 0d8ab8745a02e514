package dev.berth.model.check.memory;

/**
 * A set of slots {@code 0 .. n-1} with the nearest member at or below, or at or above, a slot: a bitset with a
 * summary level per 64 words, so each query reads a few words (the checker's sweep asks two per piece).
 */
final class SlotSet {
    /** levels[0] holds the slots, levels[k + 1] one bit per word of levels[k] that is not zero. */
    private final long[][] levels;

    SlotSet(int n) {
        int levelsNeeded = 1;
        for (long words = wordsFor(n); words > 1; words = wordsFor(words)) {
            levelsNeeded++;
        }
        levels = new long[levelsNeeded][];
        long bits = Math.max(1, n);
        for (int k = 0; k < levelsNeeded; k++) {
            levels[k] = new long[(int) wordsFor(bits)];
            bits = levels[k].length;
        }
    }

    private static long wordsFor(long bits) {
        return (bits + 63) >>> 6;
    }

    void add(int slot) {
        long i = slot;
        for (long[] level : levels) {
            int w = (int) (i >>> 6);
            boolean wasEmpty = level[w] == 0;
            level[w] |= 1L << (i & 63);
            if (!wasEmpty) {
                return;
            }
            i = w;
        }
    }

    void remove(int slot) {
        long i = slot;
        for (long[] level : levels) {
            int w = (int) (i >>> 6);
            level[w] &= ~(1L << (i & 63));
            if (level[w] != 0) {
                return;
            }
            i = w;
        }
    }

    /** The largest member at or below {@code slot}, or -1. */
    int atOrBelow(int slot) {
        return atOrBelow(0, slot);
    }

    private int atOrBelow(int k, long i) {
        if (i < 0) {
            return -1;
        }
        long[] level = levels[k];
        int w = (int) (i >>> 6);
        long bits = level[w] & (-1L >>> (63 - (i & 63)));
        if (bits != 0) {
            return (w << 6) + 63 - Long.numberOfLeadingZeros(bits);
        }
        if (k + 1 == levels.length) {
            for (int v = w - 1; v >= 0; v--) {
                if (level[v] != 0) {
                    return (v << 6) + 63 - Long.numberOfLeadingZeros(level[v]);
                }
            }
            return -1;
        }
        int word = atOrBelow(k + 1, w - 1L);
        return word < 0 ? -1 : (word << 6) + 63 - Long.numberOfLeadingZeros(level[word]);
    }

    /** The smallest member at or above {@code slot}, or -1. */
    int atOrAbove(int slot) {
        return atOrAbove(0, slot);
    }

    private int atOrAbove(int k, long i) {
        long[] level = levels[k];
        int w = (int) (i >>> 6);
        if (w >= level.length) {
            return -1;
        }
        long bits = level[w] & (-1L << (i & 63));
        if (bits != 0) {
            return (w << 6) + Long.numberOfTrailingZeros(bits);
        }
        if (k + 1 == levels.length) {
            for (int v = w + 1; v < level.length; v++) {
                if (level[v] != 0) {
                    return (v << 6) + Long.numberOfTrailingZeros(level[v]);
                }
            }
            return -1;
        }
        int word = atOrAbove(k + 1, w + 1L);
        return word < 0 ? -1 : (word << 6) + Long.numberOfTrailingZeros(level[word]);
    }
}
