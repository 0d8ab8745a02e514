package dev.berth.solvers.memory.exact;

import dev.berth.model.InputException;

import java.util.Arrays;
import java.util.Comparator;

/**
 * A static ranking of a part's buffers: a word of letters, each a key compared in decreasing order, ties
 * by the next letter, then by index. {@code W} lifespan width, {@code A} area (size x width), {@code T} the
 * most bytes live in any section the buffer spans, {@code Z} size, {@code L} start, {@code U} end,
 * {@code O} neighbours in time, {@code C} sections spanned. MiniMalloc's defaults are WAT, TAW and TWA.
 */
final class Ranking {
    private static final String LETTERS = "WATZLUOC";

    private Ranking() {
    }

    static void check(String word) {
        for (char c : word.toCharArray()) {
            if (LETTERS.indexOf(c) < 0) {
                throw new InputException("parameter order", "unknown ranking letter '" + c + "' in '" + word
                        + "' (known: " + LETTERS + ")");
            }
        }
    }

    /** rank[i] = position of buffer i in the ranking (0 = first). */
    static int[] of(PartModel m, String word) {
        int n = m.n;
        long[][] keys = new long[n][word.length()];
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < word.length(); k++) {
                keys[i][k] = key(m, i, word.charAt(k));
            }
        }
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Comparator<Integer> cmp = (a, b) -> {
            for (int k = 0; k < word.length(); k++) {
                int c = Long.compare(keys[b][k], keys[a][k]);
                if (c != 0) {
                    return c;
                }
            }
            return Integer.compare(a, b);
        };
        Arrays.sort(order, cmp);
        int[] rank = new int[n];
        for (int r = 0; r < n; r++) {
            rank[order[r]] = r;
        }
        return rank;
    }

    private static long key(PartModel m, int i, char c) {
        long width = m.end[i] - m.start[i];
        return switch (c) {
            case 'W' -> width;
            case 'A' -> m.size[i] * width;
            case 'T' -> m.maxSectionTotal(i);
            case 'Z' -> m.size[i];
            case 'L' -> m.start[i];
            case 'U' -> m.end[i];
            case 'O' -> m.nbr[i].length;
            case 'C' -> m.sectionsSpanned(i);
            default -> throw new IllegalArgumentException(String.valueOf(c));
        };
    }
}
