package dev.berth.solvers.memory.exact;

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

    /** the word this ranking sorts by */
    final String word;
    /** rank[i] = position of buffer i in the ranking over the whole part (0 = first) */
    final int[] rank;

    private Ranking(String word, int[] rank) {
        this.word = word;
        this.rank = rank;
    }

    static void check(String word) {
        for (char c : word.toCharArray()) {
            if (LETTERS.indexOf(c) < 0) {
                throw new IllegalArgumentException("unknown ranking letter '" + c + "' in '" + word
                        + "' (known: " + LETTERS + ")");
            }
        }
    }

    static Ranking of(PartModel m, String word) {
        int[] all = new int[m.n];
        for (int i = 0; i < m.n; i++) {
            all[i] = i;
        }
        int[] rank = new int[m.n];
        assign(m, word, all, 0, m.n, m.initialTotal, rank);
        return new Ranking(word, rank);
    }

    /**
     * Ranks {@code members[from..to)} among themselves by the word, with {@code T} read from
     * {@code total} (bytes still to place per section), writing ranks 0.. into {@code rank}.
     */
    static void assign(PartModel m, String word, int[] members, int from, int to, long[] total, int[] rank) {
        int k = to - from;
        long[][] keys = new long[k][word.length()];
        Integer[] order = new Integer[k];
        for (int x = 0; x < k; x++) {
            int i = members[from + x];
            order[x] = x;
            for (int c = 0; c < word.length(); c++) {
                keys[x][c] = key(m, i, word.charAt(c), total);
            }
        }
        Comparator<Integer> cmp = (a, b) -> {
            for (int c = 0; c < word.length(); c++) {
                int d = Long.compare(keys[b][c], keys[a][c]);
                if (d != 0) {
                    return d;
                }
            }
            return Integer.compare(members[from + a], members[from + b]);
        };
        Arrays.sort(order, cmp);
        for (int r = 0; r < k; r++) {
            rank[members[from + order[r]]] = r;
        }
    }

    private static long key(PartModel m, int i, char c, long[] total) {
        long width = m.end[i] - m.start[i];
        return switch (c) {
            case 'W' -> width;
            case 'A' -> m.size[i] * width;
            case 'T' -> m.maxSectionTotal(i, total);
            case 'Z' -> m.size[i];
            case 'L' -> m.start[i];
            case 'U' -> m.end[i];
            case 'O' -> m.degree(i);
            case 'C' -> m.sectionsSpanned(i);
            default -> throw new IllegalArgumentException(String.valueOf(c));
        };
    }
}
