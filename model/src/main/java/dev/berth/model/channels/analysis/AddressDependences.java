package dev.berth.model.channels.analysis;

import dev.berth.model.CurrentBudget;
import dev.berth.model.channels.ChannelsLimits;
import dev.berth.model.channels.DependenceKind;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The dependences on overlapping absolute addresses, as the sequential program defines them: per address, a
 * read depends on the last write before it (data), a write on every read since the last write (resource)
 * and on that last write (output). Earlier accesses an address's later write hides are ordered through
 * these (the killed write before the write that hides it), so they need no dependence of their own — which
 * is why p2 → c4 of the worked example is no data pair (p4 rewrote 15–20 in between).
 *
 * <p>Addresses are handled as the elementary segments between the ranges' end points, so pools of any size
 * cost only the number of distinct bounds. One dependence per ordered pair of instances, of the strongest
 * kind that links them (data, then resource, then output).
 */
public final class AddressDependences {
    private static final String DOING = "finding the dependences on addresses";

    private AddressDependences() {
    }

    /** The dependences; a program cut into more than {@link ChannelsLimits#PIECES} pieces is refused, naming "stages". */
    public static List<Edge> of(Unrolled program) {
        return of(program, "stages");
    }

    /**
     * The dependences, after counting the pieces the ranges cut into ({@link ChannelsLimits#PIECES}): the work
     * below and the dependences found are at most that many.
     *
     * @param where what a refusal names ("file.json: stages")
     */
    public static List<Edge> of(Unrolled program, String where) {
        long[] ranges = ranges(program);
        long[] bounds = Arrays.stream(ranges).sorted().distinct().toArray();
        ChannelsLimits.checkPieces(where, bounds, ranges);
        int segments = Math.max(0, bounds.length - 1);
        int[] lastWriter = new int[segments];
        Arrays.fill(lastWriter, -1);
        List<List<Integer>> readers = new ArrayList<>();
        for (int s = 0; s < segments; s++) {
            readers.add(new ArrayList<>());
        }
        Map<Long, DependenceKind> pairs = new LinkedHashMap<>();
        // a range may span many segments and a write may follow many reads: the work is the sum of those (at
        // most the pieces), which an instance's fields do not bound, so the budget is checked along it
        long work = 0;
        for (Instance x : program.instances()) {
            int self = x.position();
            CurrentBudget.check(DOING);
            for (long[] r : x.reads()) {
                for (int s = segment(bounds, r[0]); s < segments && bounds[s] < r[1]; s++) {
                    work = tick(work, 1);
                    if (lastWriter[s] >= 0 && lastWriter[s] != self) {
                        add(pairs, lastWriter[s], self, DependenceKind.DATA);
                    }
                    List<Integer> rs = readers.get(s);
                    if (rs.isEmpty() || rs.get(rs.size() - 1) != self) {
                        rs.add(self);
                    }
                }
            }
            for (long[] w : x.writes()) {
                for (int s = segment(bounds, w[0]); s < segments && bounds[s] < w[1]; s++) {
                    work = tick(work, 1 + readers.get(s).size());
                    for (int reader : readers.get(s)) {
                        if (reader != self) {
                            add(pairs, reader, self, DependenceKind.RESOURCE);
                        }
                    }
                    if (lastWriter[s] >= 0 && lastWriter[s] != self) {
                        add(pairs, lastWriter[s], self, DependenceKind.OUTPUT);
                    }
                    lastWriter[s] = self;
                    readers.get(s).clear();
                }
            }
        }
        List<Edge> out = new ArrayList<>();
        pairs.forEach((key, kind) -> out.add(new Edge((int) (key >>> 32), (int) (long) key, kind)));
        out.sort(Comparator.comparingInt(Edge::from).thenComparingInt(Edge::to));
        return out;
    }

    /** {@code work + steps}, checking the budget every 4,096 steps or so. */
    private static long tick(long work, long steps) {
        long next = work + steps;
        if (next >>> 12 != work >>> 12) {
            CurrentBudget.check(DOING);
        }
        return next;
    }

    private static void add(Map<Long, DependenceKind> pairs, int from, int to, DependenceKind kind) {
        long key = ((long) from << 32) | to;
        DependenceKind had = pairs.get(key);
        if (had == null || kind.ordinal() < had.ordinal()) {
            pairs.put(key, kind);
        }
    }

    /** Start, end, start, end, ... of every range the program reads or writes. */
    private static long[] ranges(Unrolled program) {
        int count = 0;
        for (Instance x : program.instances()) {
            count += 2 * (x.reads().size() + x.writes().size());
        }
        long[] out = new long[count];
        int at = 0;
        for (Instance x : program.instances()) {
            for (List<long[]> list : List.of(x.reads(), x.writes())) {
                for (long[] r : list) {
                    out[at++] = r[0];
                    out[at++] = r[1];
                }
            }
        }
        return out;
    }

    /** The segment starting at {@code start} (a bound, by construction). */
    private static int segment(long[] bounds, long start) {
        return Arrays.binarySearch(bounds, start);
    }
}
