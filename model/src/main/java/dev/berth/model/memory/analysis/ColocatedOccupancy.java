package dev.berth.model.memory.analysis;

import dev.berth.model.CurrentBudget;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Segment;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * What the buffers of one co-location group hold together over time, relative to their common offset: in
 * each stretch of time, the union of the byte ranges of the members live then. Members alias each other, so
 * a byte two of them hold is held once — which is what live-byte bounds must count.
 */
public final class ColocatedOccupancy {
    /**
     * During {@code [start, end)} the group holds the byte ranges {@code ranges} (pairs lower, upper, sorted
     * and disjoint, relative to the group's offset); stretches where nothing is held are left out.
     */
    public record Stretch(long start, long end, long[] ranges) {
        public long bytes() {
            long sum = 0;
            for (int k = 0; k < ranges.length; k += 2) {
                sum += ranges[k + 1] - ranges[k];
            }
            return sum;
        }

        /** Lowest byte held. */
        public long lower() {
            return ranges[0];
        }

        /** One past the highest byte held. */
        public long upper() {
            return ranges[ranges.length - 1];
        }

        /** Whether the bytes held form one range (no hole between windows of different members). */
        public boolean contiguous() {
            return ranges.length == 2;
        }
    }

    private ColocatedOccupancy() {
    }

    /** The group's stretches in time order; adjacent stretches holding the same ranges are merged. */
    public static List<Stretch> of(List<Buffer> members) {
        List<Segment> segs = new ArrayList<>();
        for (Buffer b : members) {
            for (Segment s : b.segments()) {
                if (s.upper() > s.lower()) {
                    segs.add(s);
                }
            }
        }
        long[] cuts = segs.stream().flatMapToLong(s -> java.util.stream.LongStream.of(s.start(), s.end()))
                .distinct().sorted().toArray();
        segs.sort(Comparator.comparingLong(Segment::start));
        List<Stretch> out = new ArrayList<>();
        List<Segment> active = new ArrayList<>();
        int next = 0;
        for (int k = 0; k + 1 < cuts.length; k++) {
            if ((k & 0xff) == 0) {
                CurrentBudget.check("adding up what co-located buffers hold");
            }
            long from = cuts[k];
            long to = cuts[k + 1];
            active.removeIf(s -> s.end() <= from);
            while (next < segs.size() && segs.get(next).start() <= from) {
                active.add(segs.get(next++));
            }
            if (active.isEmpty()) {
                continue;
            }
            long[] ranges = union(active);
            Stretch last = out.isEmpty() ? null : out.get(out.size() - 1);
            if (last != null && last.end() == from && Arrays.equals(last.ranges(), ranges)) {
                out.set(out.size() - 1, new Stretch(last.start(), to, ranges));
            } else {
                out.add(new Stretch(from, to, ranges));
            }
        }
        return out;
    }

    private static long[] union(List<Segment> live) {
        long[][] r = new long[live.size()][];
        for (int i = 0; i < r.length; i++) {
            r[i] = new long[] {live.get(i).lower(), live.get(i).upper()};
        }
        Arrays.sort(r, Comparator.comparingLong(x -> x[0]));
        long[] out = new long[2 * r.length];
        int n = 0;
        for (long[] x : r) {
            if (n > 0 && x[0] <= out[n - 1]) {
                out[n - 1] = Math.max(out[n - 1], x[1]);
            } else {
                out[n++] = x[0];
                out[n++] = x[1];
            }
        }
        return Arrays.copyOf(out, n);
    }
}
