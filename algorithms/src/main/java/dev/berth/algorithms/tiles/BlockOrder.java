package dev.berth.algorithms.tiles;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * How the reference allocator orders equal-address groups (step s0) and the blocks of a class or of a tile
 * (steps s10 / iii): the text's "larger first" and "longer-lived first", combined either way round, the
 * input's order, or a seeded random order (the text: any order works, only slower or looser). Every order
 * ends its ties with the position, so it is total and the result deterministic.
 */
enum BlockOrder {
    /** Larger first, then longer-lived (more live steps). */
    SIZE,
    /** Longer-lived first, then larger. */
    SPAN,
    /** The input's order: variables in problem order, then structure blocks in structure order. */
    INPUT,
    /** A shuffle seeded by the options' seed (and the tile), for measuring what the order is worth. */
    RANDOM;

    /**
     * Positions {@code 0..n-1} in this order, given each position's size and live-step count; {@code
     * random} mixes {@code seed} and {@code salt} (the tile) into its shuffle.
     */
    int[] sequence(long[] size, long[] span, long seed, long salt) {
        int n = size.length;
        if (this == RANDOM) {
            int[] out = new int[n];
            for (int i = 0; i < n; i++) {
                out[i] = i;
            }
            SplittableRandom r = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + salt);
            for (int i = n - 1; i > 0; i--) {
                int k = r.nextInt(i + 1);
                int t = out[i];
                out[i] = out[k];
                out[k] = t;
            }
            return out;
        }
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> compare(size, span, a, b));
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = order[i];
        }
        return out;
    }

    private int compare(long[] size, long[] span, int a, int b) {
        int c = switch (this) {
            case SIZE -> size[a] != size[b] ? Long.compare(size[b], size[a]) : Long.compare(span[b], span[a]);
            case SPAN -> span[a] != span[b] ? Long.compare(span[b], span[a]) : Long.compare(size[b], size[a]);
            default -> 0;
        };
        return c != 0 ? c : Integer.compare(a, b);
    }
}
