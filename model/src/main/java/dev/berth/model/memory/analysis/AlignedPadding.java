package dev.berth.model.memory.analysis;

import dev.berth.model.Bound;
import dev.berth.model.CurrentBudget;
import dev.berth.model.memory.AlignedLiveBytes;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.Segment;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

/**
 * The live bytes plus the padding alignment forces ({@link AlignedLiveBytes} says why it is a bound): where
 * many buffers aligned to {@code A} are live together and few others are, most of them are followed in
 * address order by another aligned one, and each such pair leaves {@code (-size) mod A} bytes free. Model
 * weights aligned to 256 bytes whose sizes are not multiples of it make the live-bytes bound 0.1–0.2 % short.
 *
 * <p>Search: one sweep over time keeps, for each alignment {@code A} that some buffer has (the largest
 * {@value #MAX_ALIGNMENTS}, each at most {@value #MAX_ALIGNMENT}), how many of the byte ranges held are whole
 * buffers aligned to {@code A}, the sum of their paddings, and how many of the others could stand between two
 * of them and absorb a padding ({@link #separates}), which bounds the padding from above at every instant. The
 * instants whose live bytes plus that could beat the best bound so far are then
 * evaluated exactly, most promising first ({@value #MAX_EVALUATIONS} per alignment at most, each O(n + A)):
 * a bound, if not always the best this rule gives.
 */
public final class AlignedPadding {
    static final int MAX_ALIGNMENTS = 8;
    static final long MAX_ALIGNMENT = 1 << 16;
    static final int MAX_EVALUATIONS = 32;
    private static final String DOING = "looking for the padding alignment forces";

    private AlignedPadding() {
    }

    /**
     * A bound above {@code best} with its certificate, or {@code null} when padding raises none;
     * {@code profile} is {@link MemoryLowerBound#profile} of the problem.
     */
    public static Bound above(MemoryProblem problem, long[][] profile, long best) {
        long[] alignments = problem.buffers().stream()
                .filter(b -> b.alignment() > 1 && b.alignment() <= MAX_ALIGNMENT && b.colocate() == null && b.size() > 0)
                .mapToLong(Buffer::alignment).distinct().sorted().toArray();
        if (alignments.length == 0) {
            return null;
        }
        alignments = Arrays.copyOfRange(alignments, Math.max(0, alignments.length - MAX_ALIGNMENTS), alignments.length);
        int na = alignments.length;
        // every byte range held at some time: [start, end), buffer, and whether it is a whole plain buffer
        Ranges ranges = new Ranges(problem);
        int m = ranges.size;
        long[] times = new long[2 * m];
        for (int r = 0; r < m; r++) {
            times[2 * r] = ranges.end[r];
            times[2 * r + 1] = ranges.start[r];
        }
        long[] distinct = times.clone(); // sorted and made distinct in place: a stream's distinct() boxes each time
        Arrays.sort(distinct);
        int d = 0;
        for (int k = 0; k < distinct.length; k++) {
            if (d == 0 || distinct[k] != distinct[d - 1]) {
                distinct[d++] = distinct[k];
            }
        }
        distinct = Arrays.copyOf(distinct, d);
        long[] events = new long[2 * m]; // time rank, then the event: 2r is range r's end, 2r + 1 its start
        for (int e = 0; e < 2 * m; e++) {
            events[e] = (long) Arrays.binarySearch(distinct, times[e]) << 32 | e;
        }
        Arrays.sort(events);
        // per alignment: the whole buffers aligned to it that are held, the sum of their paddings, and the other
        // ranges held that could take a padding's place (see separates)
        long[] aligned = new long[na];
        long[] paddings = new long[na];
        long[] separators = new long[na];
        int at = -1; // the profile entry in force
        int keep = MAX_EVALUATIONS * na;
        // the most promising instants: {upper estimate, time, alignment, live bytes}, the least promising on top
        PriorityQueue<long[]> candidates = new PriorityQueue<>(keep + 1, Comparator.comparingLong(x -> x[0]));
        int instants = 0;
        for (int k = 0; k < events.length; ) {
            if ((instants++ & 0xfff) == 0) {
                CurrentBudget.check(DOING);
            }
            long rank = events[k] >>> 32;
            while (k < events.length && events[k] >>> 32 == rank) {
                int e = (int) events[k++];
                int r = e >> 1;
                long sign = (e & 1) == 1 ? 1 : -1;
                Buffer b = problem.buffer(ranges.buffer[r]);
                for (int a = 0; a < na; a++) {
                    if (ranges.whole[r] && b.alignment() % alignments[a] == 0) {
                        aligned[a] += sign;
                        paddings[a] += sign * padding(b.size(), alignments[a]);
                    } else if (separates(ranges.length[r], b.colocate() != null, alignments[a])) {
                        separators[a] += sign;
                    }
                }
            }
            long t = distinct[(int) rank];
            while (at + 1 < profile.length && profile[at + 1][0] <= t) {
                at++;
            }
            long live = at < 0 ? 0 : profile[at][1];
            for (int a = 0; a < na; a++) {
                long followed = aligned[a] - 1 - separators[a];
                if (followed > 0) {
                    long upper = live + Math.min(paddings[a], followed * (alignments[a] - 1));
                    if (upper > best && (candidates.size() < keep || upper > candidates.peek()[0])) {
                        candidates.add(new long[] {upper, t, alignments[a], live});
                        if (candidates.size() > keep) {
                            candidates.poll();
                        }
                    }
                }
            }
        }
        List<long[]> promising = new ArrayList<>(candidates);
        promising.sort((x, y) -> Long.compare(y[0], x[0]));
        Bound found = null;
        for (int c = 0; c < promising.size() && promising.get(c)[0] > best; c++) {
            CurrentBudget.check(DOING);
            long[] cand = promising.get(c);
            long value = cand[3] + paddingAt(problem, cand[1], cand[2]);
            if (value > best) {
                best = value;
                found = new Bound(value, new AlignedLiveBytes(cand[1], cand[2], value));
            }
        }
        return found;
    }

    /** The byte ranges buffers hold, as columns; a buffer without gaps is one range and makes no segment list. */
    private static final class Ranges {
        int size;
        long[] start;
        long[] end;
        long[] length;
        int[] buffer;
        boolean[] whole;

        Ranges(MemoryProblem problem) {
            int c = Math.max(4, problem.size());
            start = new long[c];
            end = new long[c];
            length = new long[c];
            buffer = new int[c];
            whole = new boolean[c];
            for (int i = 0; i < problem.size(); i++) {
                Buffer b = problem.buffer(i);
                if (b.gaps().isEmpty()) {
                    if (b.size() > 0 && b.start() < b.end()) {
                        add(b.start(), b.end(), b.size(), i, b.colocate() == null);
                    }
                    continue;
                }
                for (Segment s : b.segments()) {
                    if (s.upper() > s.lower() && s.start() < s.end()) {
                        add(s.start(), s.end(), s.upper() - s.lower(), i,
                                b.colocate() == null && s.lower() == 0 && s.upper() == b.size());
                    }
                }
            }
        }

        private void add(long from, long to, long bytes, int b, boolean plain) {
            if (size == start.length) {
                start = Arrays.copyOf(start, 2 * size);
                end = Arrays.copyOf(end, 2 * size);
                length = Arrays.copyOf(length, 2 * size);
                buffer = Arrays.copyOf(buffer, 2 * size);
                whole = Arrays.copyOf(whole, 2 * size);
            }
            start[size] = from;
            end[size] = to;
            length[size] = bytes;
            buffer[size] = b;
            whole[size] = plain;
            size++;
        }
    }

    /** Free bytes after a buffer of {@code size} placed at a multiple of {@code alignment}, up to the next one. */
    static long padding(long size, long alignment) {
        return Math.floorMod(-size, alignment);
    }

    /**
     * Whether a byte range of {@code bytes} held between an aligned buffer and the next one could leave less
     * free than the first one's padding: one outside co-location groups whose size is a multiple of the
     * alignment cannot (the bytes between the two are then the padding plus multiples of the alignment), while
     * co-located ranges overlap one another, so what they cover is not the sum of their sizes.
     */
    static boolean separates(long bytes, boolean colocated, long alignment) {
        return colocated || bytes % alignment != 0;
    }

    /** The padding at {@code t}: the smallest paddings of the aligned whole buffers that must have followers. */
    private static long paddingAt(MemoryProblem problem, long t, long alignment) {
        long[] count = new long[(int) alignment];
        long separators = 0;
        long aligned = 0;
        int seen = 0;
        for (Buffer b : problem.buffers()) {
            if ((seen++ & 0xffff) == 0) {
                CurrentBudget.check(DOING);
            }
            if (b.start() > t || b.end() <= t) {
                continue; // its segments lie within its lifespan
            }
            for (Segment s : b.segments()) {
                if (s.upper() > s.lower() && s.start() <= t && t < s.end()) {
                    if (b.colocate() == null && s.lower() == 0 && s.upper() == b.size() && b.alignment() % alignment == 0) {
                        aligned++;
                        count[(int) padding(b.size(), alignment)]++;
                    } else if (separates(s.upper() - s.lower(), b.colocate() != null, alignment)) {
                        separators++;
                    }
                }
            }
        }
        long followed = aligned - 1 - separators;
        long sum = 0;
        for (int p = 0; p < count.length && followed > 0; p++) {
            long take = Math.min(count[p], followed);
            sum += take * p;
            followed -= take;
        }
        return sum;
    }
}
