package dev.berth.algorithms.tiles;

import dev.berth.model.CurrentBudget;
import dev.berth.model.tiles.Steps;
import dev.berth.model.tiles.analysis.TileBlock;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The equivalence classes of one tile's blocks (the text's liveness analysis): blocks that interfere with
 * the same set of <em>other</em> blocks, i.e. {@code N(a) \ {b} = N(b) \ {a}} with {@code N} the blocks
 * live at a common step (both of non-zero size). Each class is a clique (equal closed neighbourhoods, e.g.
 * blocks with the same live steps) or an independent set (equal open neighbourhoods: the text's {@code a}
 * and {@code b} that both interfere with {@code c}, {@code d}, {@code e}); a block never has twins of both
 * kinds.
 *
 * <p>The interference table is kept per distinct live set (blocks with equal live steps have equal closed
 * neighbourhoods): one bit row over the tile's blocks per live set, filled pairwise over the distinct live
 * sets. A tile's copies and code are mostly always live, so there are far fewer live sets than blocks.
 * Per tile only, exact (rows are compared, not hashed).
 */
final class TileClasses {
    private final int[] classOf;
    private final int[][] members;
    /** Live set of each block, -1 for blocks that interfere with nothing (size 0 or never live). */
    private final int[] liveOf;
    /** Per live set: the blocks live at a common step with it (its own members included). */
    private final long[][] rows;

    private TileClasses(int[] classOf, int[][] members, int[] liveOf, long[][] rows) {
        this.classOf = classOf;
        this.members = members;
        this.liveOf = liveOf;
        this.rows = rows;
    }

    static TileClasses of(List<TileBlock> blocks) {
        int n = blocks.size();
        int words = (n + 63) >>> 6;
        int[] liveOf = new int[n];
        Map<Steps, Integer> index = new HashMap<>();
        List<Steps> lives = new ArrayList<>();
        List<List<Integer>> holders = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            TileBlock b = blocks.get(i);
            if (b.size() == 0 || b.live().isEmpty()) {
                liveOf[i] = -1;
                continue;
            }
            Integer g = index.get(b.live());
            if (g == null) {
                g = lives.size();
                index.put(b.live(), g);
                lives.add(b.live());
                holders.add(new ArrayList<>());
            }
            liveOf[i] = g;
            holders.get(g).add(i);
        }
        long[][] rows = interference(lives, holders, words);

        List<int[]> classes = new ArrayList<>();
        boolean[] assigned = new boolean[n];
        Map<Row, List<Integer>> closed = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            // a block that interferes with nothing has only open twins: those with no neighbour either
            if (liveOf[i] >= 0) {
                closed.computeIfAbsent(new Row(rows[liveOf[i]]), k -> new ArrayList<>()).add(i);
            }
        }
        collect(closed, classes, assigned);
        Map<Row, List<Integer>> open = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            if (!assigned[i]) {
                long[] key = liveOf[i] < 0 ? new long[words] : rows[liveOf[i]].clone();
                key[i >>> 6] &= ~(1L << i);
                open.computeIfAbsent(new Row(key), k -> new ArrayList<>()).add(i);
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
        return new TileClasses(classOf, members, liveOf, rows);
    }

    /** One row per live set: the holders of every live set it shares a step with, itself included. */
    private static long[][] interference(List<Steps> lives, List<List<Integer>> holders, int words) {
        int d = lives.size();
        long[][] masks = new long[d][];
        long[][] rows = new long[d][words];
        int[] first = new int[d];
        int[] last = new int[d];
        for (int g = 0; g < d; g++) {
            first[g] = lives.get(g).first();
            last[g] = lives.get(g).last();
            // sets of many holders are OR-ed a word at a time, small ones a bit at a time
            if (holders.get(g).size() > words) {
                masks[g] = new long[words];
                for (int i : holders.get(g)) {
                    masks[g][i >>> 6] |= 1L << i;
                }
            }
        }
        for (int g = 0; g < d; g++) {
            CurrentBudget.check("finding a tile's interference classes");
            add(rows[g], g, holders, masks);
            for (int h = g + 1; h < d; h++) {
                if (first[g] < last[h] && first[h] < last[g] && lives.get(g).intersects(lives.get(h))) {
                    add(rows[g], h, holders, masks);
                    add(rows[h], g, holders, masks);
                }
            }
        }
        return rows;
    }

    private static void add(long[] row, int g, List<List<Integer>> holders, long[][] masks) {
        if (masks[g] != null) {
            for (int w = 0; w < row.length; w++) {
                row[w] |= masks[g][w];
            }
        } else {
            for (int i : holders.get(g)) {
                row[i >>> 6] |= 1L << i;
            }
        }
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

    /** Whether two distinct blocks interfere. */
    boolean interfere(int a, int b) {
        return a != b && liveOf[a] >= 0 && (rows[liveOf[a]][b >>> 6] & (1L << b)) != 0;
    }

    /** How many other classes interfere with class {@code c}: one row of the class interference table. */
    int degree(int c) {
        int rep = members[c][0];
        if (liveOf[rep] < 0) {
            return 0;
        }
        long[] row = rows[liveOf[rep]];
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
