package dev.berth.model.check.channels;

import dev.berth.model.CurrentBudget;
import dev.berth.model.channels.Access;
import dev.berth.model.channels.ChannelsLimits;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.Intrinsic;
import dev.berth.model.channels.Stage;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The checker's own reading of the sequential program (formats.md): instances in order with their warps and
 * absolute ranges, and the pairs of them that conflict on an address (one of them writing it), which the
 * warps must run in sequential order.
 *
 * <p>Every conflicting pair must be ordered, not only the last writer's, so that nothing a strategy's smarter
 * analysis leaves out goes unchecked. Enumerating every pair costs the square of the program (a write read by
 * two thousand instances of another warp is four million pairs per stage), so the checker enumerates the
 * <em>links</em> instead: per address, each read with the last write before it, each write with every read
 * since the last write and with that write. Every link is a conflicting pair, and the warps' order is
 * transitive, so every conflicting pair is ordered exactly when every link is: a write W and a later read R of
 * one address are joined by the chain of writes in between, then the last one's link to R; a read R and a later
 * write W by R's link to the first write after it, then that chain; two writes by the chain. A violation is
 * therefore always a link, itself a conflicting pair.
 */
final class Program {
    final List<String> names = new ArrayList<>();
    final int[] warps;
    private final List<long[]> reads = new ArrayList<>();   // per instance: start, end, start, end, ...
    private final List<long[]> writes = new ArrayList<>();
    /** What a refusal of too many pieces names. */
    private final String where;

    /** Receives the links of {@link #links}; returns false to stop. */
    interface LinkVisitor {
        boolean visit(int first, int second);
    }

    Program(ChannelsProblem p, Map<String, Long> offsets) {
        where = (p.name() == null || p.name().isEmpty() ? "" : p.name() + ": ") + "stages";
        List<Integer> ws = new ArrayList<>();
        for (Stage st : p.stages()) {
            for (int i = 0; i < st.repeat() && !st.body().isEmpty(); i++) {
                CurrentBudget.check("unrolling the stages to check the answer");
                for (Intrinsic x : st.body()) {
                    names.add(st.id() + ":" + x.id() + ":" + i);
                    ws.add(x.warp());
                    reads.add(flat(x.reads(), offsets, i));
                    writes.add(flat(x.writes(), offsets, i));
                }
            }
        }
        warps = ws.stream().mapToInt(Integer::intValue).toArray();
    }

    private static long[] flat(List<Access> accesses, Map<String, Long> offsets, int i) {
        long[] r = new long[2 * accesses.size()];
        for (int k = 0; k < accesses.size(); k++) {
            Access a = accesses.get(k);
            long base = offsets.get(a.buffer());
            r[2 * k] = base + a.at() + i * a.step();
            r[2 * k + 1] = r[2 * k] + a.size();
        }
        return r;
    }

    int size() {
        return names.size();
    }

    /**
     * Hands every link between instances of different warps to {@code visitor}, by later instance in
     * sequential order (one pair may come several times, once per piece of address it shares); stops when
     * the visitor returns false. Links inside a warp are ordered by the warp itself.
     */
    void links(LinkVisitor visitor) {
        long[] bounds = bounds();
        ChannelsLimits.checkPieces(where, bounds, ranges());
        int segments = Math.max(0, bounds.length - 1);
        int[] lastWriter = new int[segments];
        Arrays.fill(lastWriter, -1);
        int[][] readers = new int[segments][];
        int[] readerCount = new int[segments];
        long work = 0;
        for (int y = 0; y < size(); y++) {
            long[] r = reads.get(y);
            for (int j = 0; j < r.length; j += 2) {
                for (int s = Arrays.binarySearch(bounds, r[j]); s < segments && bounds[s] < r[j + 1]; s++) {
                    work = tick(work, 1);
                    int w = lastWriter[s];
                    if (w >= 0 && w != y && warps[w] != warps[y] && !visitor.visit(w, y)) {
                        return;
                    }
                    int c = readerCount[s];
                    if (c == 0 || readers[s][c - 1] != y) {
                        if (readers[s] == null || c == readers[s].length) {
                            readers[s] = Arrays.copyOf(readers[s] == null ? new int[0] : readers[s], Math.max(4, 2 * c));
                        }
                        readers[s][readerCount[s]++] = y;
                    }
                }
            }
            long[] wr = writes.get(y);
            for (int j = 0; j < wr.length; j += 2) {
                for (int s = Arrays.binarySearch(bounds, wr[j]); s < segments && bounds[s] < wr[j + 1]; s++) {
                    work = tick(work, 1 + readerCount[s]);
                    for (int k = 0; k < readerCount[s]; k++) {
                        int x = readers[s][k];
                        if (x != y && warps[x] != warps[y] && !visitor.visit(x, y)) {
                            return;
                        }
                    }
                    int w = lastWriter[s];
                    if (w >= 0 && w != y && warps[w] != warps[y] && !visitor.visit(w, y)) {
                        return;
                    }
                    lastWriter[s] = y;
                    readerCount[s] = 0;
                }
            }
        }
    }

    /** {@code work + steps}, checking the budget every 4,096 steps or so. */
    private static long tick(long work, long steps) {
        long next = work + steps;
        if (next >>> 12 != work >>> 12) {
            CurrentBudget.check("checking that the warps order every conflicting pair");
        }
        return next;
    }

    /** Every range's end points, sorted and distinct: the pieces of address no range starts or ends inside. */
    private long[] bounds() {
        return Arrays.stream(ranges()).sorted().distinct().toArray();
    }

    /** Start, end, start, end, ... of every range read or written. */
    private long[] ranges() {
        int count = 0;
        for (int k = 0; k < size(); k++) {
            count += reads.get(k).length + writes.get(k).length;
        }
        long[] all = new long[count];
        int at = 0;
        for (int k = 0; k < size(); k++) {
            for (long[] r : List.of(reads.get(k), writes.get(k))) {
                System.arraycopy(r, 0, all, at, r.length);
                at += r.length;
            }
        }
        return all;
    }

    /** What instances {@code a < b} share, as "write after read on [15, 20)"; null when they share nothing. */
    String conflict(int a, int b) {
        String w = overlap(writes.get(a), reads.get(b), "read after write");
        w = w != null ? w : overlap(reads.get(a), writes.get(b), "write after read");
        return w != null ? w : overlap(writes.get(a), writes.get(b), "write after write");
    }

    private static String overlap(long[] x, long[] y, String kind) {
        for (int i = 0; i < x.length; i += 2) {
            for (int j = 0; j < y.length; j += 2) {
                long from = Math.max(x[i], y[j]);
                long to = Math.min(x[i + 1], y[j + 1]);
                if (from < to) {
                    return kind + " on [" + from + ", " + to + ")";
                }
            }
        }
        return null;
    }
}
