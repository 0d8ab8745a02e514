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
        for (Map.Entry<Long, Run> e = runs.ceilingEntry(lower); e != null && e.getKey() < upper;
             e = runs.higherEntry(e.getKey())) {
            runs.remove(e.getKey());
        }
        runs.put(lower, new Run(lower, upper, data, base, holder, step));
    }

    /** Calls {@code visitor} for every run overlapping {@code [lower, upper)}, clipped to it, in address order. */
    void visit(long lower, long upper, RunVisitor visitor) {
        if (upper <= lower) {
            return;
        }
        for (Run r = first(lower); r != null && r.start() < upper; r = next(r)) {
            visitor.visit(Math.max(r.start(), lower), Math.min(r.end(), upper), r);
        }
    }

    /**
     * The first part of {@code [lower, upper)} that does not hold {@code data} written at {@code base}: a gap
     * nobody wrote, another block's bytes, or the same block's bytes written at another address. Null when
     * the whole range is intact.
     */
    Mismatch firstMismatch(long lower, long upper, Tag data, long base) {
        long cursor = lower;
        for (Run r = first(lower); cursor < upper; r = next(r)) {
            if (r == null || r.start() > cursor) {
                return new Mismatch(cursor, r == null ? upper : Math.min(r.start(), upper), null);
            }
            if (!r.data().equals(data) || r.base() != base) {
                return new Mismatch(Math.max(r.start(), lower), Math.min(r.end(), upper), r);
            }
            cursor = r.end();
        }
        return null;
    }

    /** The run holding {@code address}, else the first run above it; null if none. */
    private Run first(long address) {
        Map.Entry<Long, Run> e = runs.floorEntry(address);
        if (e != null && e.getValue().end() > address) {
            return e.getValue();
        }
        Map.Entry<Long, Run> above = runs.higherEntry(address);
        return above == null ? null : above.getValue();
    }

    private Run next(Run r) {
        Map.Entry<Long, Run> e = runs.higherEntry(r.start());
        return e == null ? null : e.getValue();
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
