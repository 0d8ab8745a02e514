package dev.berth.algorithms.memory;

import dev.berth.model.Budget;
import dev.berth.model.memory.MemoryProblem;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The equivalence classes of the allocator in Graphcore's patent publication "Shared data structures" ("the
 * text"): buffers that interfere with exactly the same
 * other buffers. Read literally ("the same set of <em>other</em> variables"), {@code a} and {@code b} are
 * equivalent when {@code N(a) \ {b} = N(b) \ {a}} with {@code N} the interference neighbourhood: the
 * graph's twins. This is an equivalence relation, and each class is either a clique (true twins, equal
 * closed neighbourhoods: every two members interfere, e.g. buffers with the same lifespan) or an
 * independent set (false twins, equal open neighbourhoods: no two members interfere; the text's example
 * of {@code a}, {@code b} both interfering with {@code c}, {@code d}, {@code e}). A buffer never has twins
 * of both kinds, so the two groupings do not clash.
 *
 * <p>Every outside buffer interferes with all of a class or with none of it, which is why interference
 * can be kept per class: {@link #neighbourClasses} is the class interference table's row, computed from
 * one member.
 *
 * <p>Computed without storing neighbour lists (memory O(n), time O(n log n + interfering pairs)): each
 * buffer's neighbourhood is enumerated through the time index and summarised by two 64-bit sums of
 * random keys of its members (an order-free set hash); buffers are grouped by the hash of their closed
 * neighbourhood (true twins), the rest by the hash of their open one (false twins), and every member of a
 * group is checked exactly against the group's first member, so a hash collision only costs time.
 */
public final class EquivalenceClasses {
    private static final long KEY_SEED = 0x5DEECE66DL;
    private static final int POLL_EVERY = 256;

    private final int[] classOf;
    private final int[][] members;
    private final boolean[] clique;
    private final long interferingPairs;
    private final NeighbourScan scan;
    private final int[] classSeen;
    private int classStamp;

    private EquivalenceClasses(int[][] members, boolean[] clique, int buffers, long interferingPairs,
                               NeighbourScan scan) {
        this.members = members;
        this.clique = clique;
        this.interferingPairs = interferingPairs;
        this.scan = scan;
        this.classOf = new int[buffers];
        for (int c = 0; c < members.length; c++) {
            for (int b : members[c]) {
                classOf[b] = c;
            }
        }
        this.classSeen = new int[members.length];
    }

    /** The classes of {@code problem}'s buffers. */
    public static EquivalenceClasses of(MemoryProblem problem) {
        return of(problem, SegmentIndex.of(problem), Budget.unlimited());
    }

    /** The classes, or {@code null} when the budget runs out first. */
    static EquivalenceClasses of(MemoryProblem problem, SegmentIndex index, Budget budget) {
        int n = problem.size();
        NeighbourScan scan = new NeighbourScan(index, n);
        SplittableRandom random = new SplittableRandom(KEY_SEED);
        long[] key1 = new long[n];
        long[] key2 = new long[n];
        for (int b = 0; b < n; b++) {
            key1[b] = random.nextLong();
            key2[b] = random.nextLong();
        }
        long[] hash1 = new long[n];
        long[] hash2 = new long[n];
        int[] degree = new int[n];
        long pairs = 0;
        for (int b = 0; b < n; b++) {
            if (b % POLL_EVERY == POLL_EVERY - 1 && budget.exhausted()) {
                return null;
            }
            degree[b] = scan.scan(b);
            for (int k = 0; k < degree[b]; k++) {
                hash1[b] += key1[scan.get(k)];
                hash2[b] += key2[scan.get(k)];
            }
            pairs += degree[b];
        }

        Twins twins = new Twins(scan, degree, n);
        List<int[]> classes = new ArrayList<>();
        List<Boolean> cliques = new ArrayList<>();
        boolean[] assigned = new boolean[n];
        Map<List<Long>, List<Integer>> byClosed = new LinkedHashMap<>();
        for (int b = 0; b < n; b++) {
            byClosed.computeIfAbsent(List.of(hash1[b] + key1[b], hash2[b] + key2[b]), k -> new ArrayList<>()).add(b);
        }
        for (List<Integer> group : byClosed.values()) {
            for (int[] c : twins.split(group, true)) {
                classes.add(c);
                cliques.add(true);
                for (int b : c) {
                    assigned[b] = true;
                }
            }
        }
        Map<List<Long>, List<Integer>> byOpen = new LinkedHashMap<>();
        for (int b = 0; b < n; b++) {
            if (!assigned[b]) {
                byOpen.computeIfAbsent(List.of(hash1[b], hash2[b]), k -> new ArrayList<>()).add(b);
            }
        }
        for (List<Integer> group : byOpen.values()) {
            for (int[] c : twins.split(group, false)) {
                classes.add(c);
                cliques.add(false);
                for (int b : c) {
                    assigned[b] = true;
                }
            }
        }
        for (int b = 0; b < n; b++) {
            if (!assigned[b]) {
                classes.add(new int[] {b});
                cliques.add(false);
            }
        }

        // canonical numbering: by smallest member, so the result depends on the problem only
        Integer[] order = new Integer[classes.size()];
        for (int c = 0; c < order.length; c++) {
            order[c] = c;
        }
        Arrays.sort(order, Comparator.comparingInt(c -> classes.get(c)[0]));
        int[][] members = new int[order.length][];
        boolean[] clique = new boolean[order.length];
        for (int c = 0; c < order.length; c++) {
            members[c] = classes.get(order[c]);
            clique[c] = cliques.get(order[c]);
        }
        return new EquivalenceClasses(members, clique, n, pairs / 2, scan);
    }

    public int count() {
        return members.length;
    }

    public int classOf(int buffer) {
        return classOf[buffer];
    }

    /** The buffers of class {@code c}, ascending. */
    public int[] members(int c) {
        return members[c].clone();
    }

    int size(int c) {
        return members[c].length;
    }

    int member(int c, int k) {
        return members[c][k];
    }

    /** Whether the members of class {@code c} interfere with each other (true twins); false for one member. */
    public boolean mutuallyInterfering(int c) {
        return clique[c];
    }

    /** How many unordered pairs of buffers interfere. */
    public long interferingPairs() {
        return interferingPairs;
    }

    /** The other classes interfering with class {@code c}, ascending: one row of the class interference table. */
    public int[] neighbourClasses(int c) {
        classStamp++;
        int found = scan.scan(members[c][0]);
        int[] out = new int[Math.min(found, members.length)];
        int k = 0;
        for (int i = 0; i < found; i++) {
            int d = classOf[scan.get(i)];
            if (d != c && classSeen[d] != classStamp) {
                classSeen[d] = classStamp;
                out[k++] = d;
            }
        }
        int[] row = Arrays.copyOf(out, k);
        Arrays.sort(row);
        return row;
    }

    /** Splits a hash group into verified twin classes of two or more members. */
    private static final class Twins {
        private final NeighbourScan scan;
        private final int[] degree;
        private final int[] mark;
        private int stamp;

        Twins(NeighbourScan scan, int[] degree, int buffers) {
            this.scan = scan;
            this.degree = degree;
            this.mark = new int[buffers];
        }

        List<int[]> split(List<Integer> group, boolean closed) {
            List<int[]> out = new ArrayList<>();
            List<Integer> remaining = group;
            while (remaining.size() >= 2) {
                int rep = remaining.get(0);
                stamp++;
                int found = scan.scan(rep);
                for (int k = 0; k < found; k++) {
                    mark[scan.get(k)] = stamp;
                }
                List<Integer> matched = new ArrayList<>(List.of(rep));
                List<Integer> rest = new ArrayList<>();
                for (int i = 1; i < remaining.size(); i++) {
                    int m = remaining.get(i);
                    (twin(rep, m, closed) ? matched : rest).add(m);
                }
                if (matched.size() >= 2) {
                    out.add(matched.stream().mapToInt(Integer::intValue).toArray());
                }
                remaining = rest;
            }
            return out;
        }

        /** Whether {@code m} has the marked neighbourhood of {@code rep}, closed or open. */
        private boolean twin(int rep, int m, boolean closed) {
            if ((mark[m] == stamp) != closed || degree[m] != degree[rep]) {
                return false;
            }
            int found = scan.scan(m);
            for (int k = 0; k < found; k++) {
                int u = scan.get(k);
                if (u != rep && mark[u] != stamp) {
                    return false;
                }
            }
            return true;
        }
    }
}
