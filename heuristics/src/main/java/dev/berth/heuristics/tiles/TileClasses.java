package dev.berth.heuristics.tiles;

import dev.berth.model.tiles.TileBlock;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The equivalence classes of one tile's blocks (the text's liveness analysis): blocks that interfere with
 * the same set of <em>other</em> blocks, i.e. {@code N(a) \ {b} = N(b) \ {a}} with {@code N} the blocks
 * live at a common step (both of non-zero size). Each class is a clique (equal closed neighbourhoods, e.g.
 * blocks with the same live steps) or an independent set (equal open neighbourhoods: the text's {@code a}
 * and {@code b} that both interfere with {@code c}, {@code d}, {@code e}); a block never has twins of both
 * kinds. The interference table of the text is kept as one bit row per block.
 *
 * <p>Per tile only: pairwise over the tile's blocks (a few hundred), exact (rows are compared, not hashed).
 */
final class TileClasses {
    private final int[] classOf;
    private final int[][] members;
    private final long[][] rows;

    private TileClasses(int[] classOf, int[][] members, long[][] rows) {
        this.classOf = classOf;
        this.members = members;
        this.rows = rows;
    }

    static TileClasses of(List<TileBlock> blocks) {
        int n = blocks.size();
        int words = (n + 63) >>> 6;
        long[][] rows = new long[n][words];
        int[] first = new int[n];
        int[] last = new int[n];
        boolean[] single = new boolean[n];
        boolean[] live = new boolean[n];
        for (int i = 0; i < n; i++) {
            TileBlock b = blocks.get(i);
            live[i] = b.size() > 0 && !b.live().isEmpty();
            first[i] = b.live().first();
            last[i] = b.live().last();
            single[i] = b.live().intervals() == 1;
        }
        for (int i = 0; i < n; i++) {
            if (!live[i]) {
                continue;
            }
            for (int j = i + 1; j < n; j++) {
                if (live[j] && first[i] < last[j] && first[j] < last[i]
                        && (single[i] && single[j] || blocks.get(i).live().intersects(blocks.get(j).live()))) {
                    rows[i][j >>> 6] |= 1L << j;
                    rows[j][i >>> 6] |= 1L << i;
                }
            }
        }
        List<int[]> classes = new ArrayList<>();
        boolean[] assigned = new boolean[n];
        Map<Row, List<Integer>> closed = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            long[] key = rows[i].clone();
            if (live[i]) {
                key[i >>> 6] |= 1L << i;
            }
            closed.computeIfAbsent(new Row(key), k -> new ArrayList<>()).add(i);
        }
        collect(closed, classes, assigned);
        Map<Row, List<Integer>> open = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            if (!assigned[i]) {
                open.computeIfAbsent(new Row(rows[i]), k -> new ArrayList<>()).add(i);
            }
        }
        collect(open, classes, assigned);
        for (int i = 0; i < n; i++) {
            if (!assigned[i]) {
                classes.add(new int[] {i});
            }
        }
        classes.sort((x, y) -> Integer.compare(x[0], y[0]));
        int[][] members = classes.toArray(new int[0][]);
        int[] classOf = new int[n];
        for (int c = 0; c < members.length; c++) {
            for (int b : members[c]) {
                classOf[b] = c;
            }
        }
        return new TileClasses(classOf, members, rows);
    }

    private static void collect(Map<Row, List<Integer>> byRow, List<int[]> classes, boolean[] assigned) {
        for (List<Integer> g : byRow.values()) {
            if (g.size() > 1) {
                int[] c = g.stream().mapToInt(Integer::intValue).toArray();
                classes.add(c);
                for (int b : c) {
                    assigned[b] = true;
                }
            }
        }
    }

    int count() {
        return members.length;
    }

    int classOf(int block) {
        return classOf[block];
    }

    /** The blocks of class {@code c}, ascending (shared array: do not modify). */
    int[] members(int c) {
        return members[c];
    }

    boolean interfere(int a, int b) {
        return (rows[a][b >>> 6] & (1L << b)) != 0;
    }

    /** How many other classes interfere with class {@code c}: one row of the class interference table. */
    int degree(int c) {
        long[] row = rows[members[c][0]];
        boolean[] seen = new boolean[members.length];
        int d = 0;
        for (int w = 0; w < row.length; w++) {
            for (long bits = row[w]; bits != 0; bits &= bits - 1) {
                int k = classOf[(w << 6) + Long.numberOfTrailingZeros(bits)];
                if (k != c && !seen[k]) {
                    seen[k] = true;
                    d++;
                }
            }
        }
        return d;
    }

    private record Row(long[] bits, int hash) {
        Row(long[] bits) {
            this(bits, Arrays.hashCode(bits));
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Row r && r.hash == hash && Arrays.equals(r.bits, bits);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }
}
