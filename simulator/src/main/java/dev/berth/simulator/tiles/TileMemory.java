package dev.berth.simulator.tiles;

import java.util.Map;
import java.util.TreeMap;

/**
 * One tile's memory as disjoint runs of bytes, never as a byte array: a run {@code [start, end)} holds the
 * {@code data} written there (byte {@code x} is byte {@code x - base} of it), the {@code holder} block of this
 * tile that keeps those bytes (the same as the data except for a received copy, whose data is its master's),
 * and the superstep of the write. Never-written bytes have no run; nothing is ever erased, like real memory.
 */
final class TileMemory {
    record Run(long start, long end, Tag data, long base, Tag holder, int step) {
    }

    /** A part of a read range that did not hold what the reader expected; {@code run} null = never written. */
    record Mismatch(long lower, long upper, Run run) {
    }

    interface RunVisitor {
        void visit(long lower, long upper, Run run);
    }

    private final TreeMap<Long, Run> runs = new TreeMap<>();

    void write(long lower, long upper, Tag data, long base, Tag holder, int step) {
        if (upper <= lower) {
            return;
        }
        splitAt(lower);
        splitAt(upper);
        runs.subMap(lower, true, upper, false).clear();
        runs.put(lower, new Run(lower, upper, data, base, holder, step));
    }

    /** Calls {@code visitor} for every run overlapping {@code [lower, upper)}, clipped to it, in address order. */
    void visit(long lower, long upper, RunVisitor visitor) {
        if (upper <= lower) {
            return;
        }
        Map.Entry<Long, Run> first = runs.floorEntry(lower);
        if (first != null && first.getKey() < lower && first.getValue().end() > lower) {
            Run r = first.getValue();
            visitor.visit(lower, Math.min(r.end(), upper), r);
        }
        for (Run r : runs.subMap(lower, true, upper, false).values()) {
            visitor.visit(r.start(), Math.min(r.end(), upper), r);
        }
    }

    /**
     * The first part of {@code [lower, upper)} that does not hold {@code data} written at {@code base}: a gap
     * nobody wrote, another block's bytes, or the same block's bytes written at another address. Null when
     * the whole range is intact.
     */
    Mismatch firstMismatch(long lower, long upper, Tag data, long base) {
        long cursor = lower;
        Map.Entry<Long, Run> first = runs.floorEntry(lower);
        Iterable<Run> inside = runs.subMap(lower, true, upper, false).values();
        if (first != null && first.getKey() < lower && first.getValue().end() > lower) {
            Mismatch m = compare(first.getValue(), lower, upper, data, base);
            if (m != null) {
                return m;
            }
            cursor = first.getValue().end();
        }
        for (Run r : inside) {
            if (r.start() > cursor) {
                return new Mismatch(cursor, r.start(), null);
            }
            Mismatch m = compare(r, lower, upper, data, base);
            if (m != null) {
                return m;
            }
            cursor = r.end();
        }
        return cursor < upper ? new Mismatch(cursor, upper, null) : null;
    }

    private static Mismatch compare(Run r, long lower, long upper, Tag data, long base) {
        if (r.data().equals(data) && r.base() == base) {
            return null;
        }
        return new Mismatch(Math.max(r.start(), lower), Math.min(r.end(), upper), r);
    }

    /** Makes {@code x} a run boundary, cutting the run that straddles it in two. */
    private void splitAt(long x) {
        Map.Entry<Long, Run> e = runs.floorEntry(x);
        if (e != null && e.getKey() < x && e.getValue().end() > x) {
            Run r = e.getValue();
            runs.put(r.start(), new Run(r.start(), x, r.data(), r.base(), r.holder(), r.step()));
            runs.put(x, new Run(x, r.end(), r.data(), r.base(), r.holder(), r.step()));
        }
    }
}
