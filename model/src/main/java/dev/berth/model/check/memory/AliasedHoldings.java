package dev.berth.model.check.memory;

import dev.berth.model.CurrentBudget;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.Segment;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What every buffer holds, as pieces {time range, absolute byte range, holder} that never overlap within one
 * co-location group: members alias each other, so a byte several live members hold is one byte, held (for
 * messages) by the first of them in problem order. A buffer in no group holds its segments as they are.
 */
final class AliasedHoldings {
    private static final String DOING = "checking what the buffers hold";
    private AliasedHoldings() {
    }

    /** Every piece, the byte range absolute (offset added); a buffer's pieces at one time by lower byte. */
    static Pieces pieces(MemoryProblem problem, long[] offsets) {
        Map<String, List<Integer>> groups = new TreeMap<>();
        Pieces out = new Pieces(problem.size());
        for (int i = 0; i < problem.size(); i++) {
            if ((i & 0xffff) == 0) {
                CurrentBudget.check(DOING);
            }
            Buffer b = problem.buffer(i);
            if (b.colocate() != null) {
                groups.computeIfAbsent(b.colocate(), k -> new ArrayList<>()).add(i);
            } else if (b.gaps().isEmpty()) {
                if (b.size() > 0 && b.start() < b.end()) {
                    out.add(b.start(), b.end(), i, offsets[i], offsets[i] + b.size());
                }
            } else {
                for (Segment s : b.segments()) {
                    if (s.upper() > s.lower()) {
                        out.add(s.start(), s.end(), i, offsets[i] + s.lower(), offsets[i] + s.upper());
                    }
                }
            }
        }
        List<long[]> grouped = new ArrayList<>();
        for (List<Integer> members : groups.values()) {
            group(problem, offsets, members, grouped);
        }
        for (long[] g : grouped) {
            out.add(g[0], g[1], (int) g[2], g[3], g[4]);
        }
        return out;
    }

    /** Pieces as columns: during {@code [start, end)} buffer {@code holder} holds bytes {@code [lower, upper)}. */
    static final class Pieces {
        int size;
        long[] start;
        long[] end;
        int[] holder;
        long[] lower;
        long[] upper;

        Pieces(int capacity) {
            int c = Math.max(capacity, 4);
            start = new long[c];
            end = new long[c];
            holder = new int[c];
            lower = new long[c];
            upper = new long[c];
        }

        void add(long from, long to, int buffer, long lo, long hi) {
            if (size == start.length) {
                int c = size * 2;
                start = Arrays.copyOf(start, c);
                end = Arrays.copyOf(end, c);
                holder = Arrays.copyOf(holder, c);
                lower = Arrays.copyOf(lower, c);
                upper = Arrays.copyOf(upper, c);
            }
            start[size] = from;
            end[size] = to;
            holder[size] = buffer;
            lower[size] = lo;
            upper[size] = hi;
            size++;
        }
    }

    /** Bytes the members of one co-location group hold together at {@code time} (their union, relative). */
    static long unionAt(List<Buffer> members, long time) {
        List<long[]> live = new ArrayList<>();
        for (Buffer b : members) {
            for (Segment s : b.segments()) {
                if (s.start() <= time && time < s.end() && s.upper() > s.lower()) {
                    live.add(new long[] {s.lower(), s.upper()});
                }
            }
        }
        live.sort(Comparator.comparingLong(x -> x[0]));
        long sum = 0;
        long reached = Long.MIN_VALUE;
        for (long[] r : live) {
            long from = Math.max(r[0], reached);
            if (r[1] > from) {
                sum += r[1] - from;
            }
            reached = Math.max(reached, r[1]);
        }
        return sum;
    }

    /** The group's pieces: per stretch between member segment boundaries, each byte to its first holder. */
    private static void group(MemoryProblem problem, long[] offsets, List<Integer> members, List<long[]> out) {
        List<long[]> segs = new ArrayList<>(); // {start, end, buffer, lower, upper}
        for (int i : members) {
            for (Segment s : problem.buffer(i).segments()) {
                if (s.upper() > s.lower()) {
                    segs.add(new long[] {s.start(), s.end(), i, offsets[i] + s.lower(), offsets[i] + s.upper()});
                }
            }
        }
        long[] cuts = segs.stream().flatMapToLong(s -> Arrays.stream(new long[] {s[0], s[1]})).distinct().sorted().toArray();
        for (int k = 0; k + 1 < cuts.length; k++) {
            if ((k & 0x3f) == 0) {
                CurrentBudget.check(DOING);
            }
            long from = cuts[k];
            long to = cuts[k + 1];
            // members in problem order (segs is built that way): earlier members keep the bytes they share
            Taken taken = new Taken();
            for (long[] s : segs) {
                if (s[0] <= from && to <= s[1]) {
                    for (long[] free : taken.take(s[3], s[4])) {
                        out.add(new long[] {from, to, s[2], free[0], free[1]});
                    }
                }
            }
        }
    }

    /**
     * The bytes earlier members took in one stretch, as sorted disjoint ranges: a new member's free parts are
     * found by a binary search and a walk over the ranges it meets, not against every earlier member (a group
     * of a thousand members live together made that a billion steps).
     */
    private static final class Taken {
        private final List<long[]> ranges = new ArrayList<>();

        /** The parts of [lower, upper) no earlier range holds; [lower, upper) is taken afterwards. */
        List<long[]> take(long lower, long upper) {
            int lo = 0;
            int hi = ranges.size();
            while (lo < hi) { // the first range ending after lower (ends are sorted as the ranges are disjoint)
                int mid = (lo + hi) >>> 1;
                if (ranges.get(mid)[1] <= lower) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            List<long[]> free = new ArrayList<>();
            long at = lower;
            int j = lo;
            for (; j < ranges.size() && ranges.get(j)[0] < upper; j++) {
                long[] r = ranges.get(j);
                if (r[0] > at) {
                    free.add(new long[] {at, r[0]});
                }
                at = Math.max(at, r[1]);
            }
            if (at < upper) {
                free.add(new long[] {at, upper});
            }
            long from = lo < j ? Math.min(lower, ranges.get(lo)[0]) : lower;
            long to = lo < j ? Math.max(upper, ranges.get(j - 1)[1]) : upper;
            ranges.subList(lo, j).clear();
            ranges.add(lo, new long[] {from, to});
            return free;
        }
    }
}
