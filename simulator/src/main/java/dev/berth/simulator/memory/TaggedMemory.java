package dev.berth.simulator.memory;

import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * Memory contents as disjoint runs of bytes, each holding the tag of the buffer that last wrote it and
 * when. Never-written bytes have no run, so a 64 GiB address space costs only what was written. Freeing
 * does not erase: like real memory, bytes keep the last writer's tag.
 */
final class TaggedMemory {
    /** A run of bytes {@code [key, end)} last written by buffer {@code owner} at step {@code time}. */
    record Run(long end, int owner, long time) {
    }

    /** Receives the parts of a read-back range that hold another buffer's tag. */
    interface ForeignBytes {
        void found(long lower, long upper, int owner, long time);
    }

    private final TreeMap<Long, Run> runs = new TreeMap<>();

    void write(long lower, long upper, int owner, long time) {
        if (upper <= lower) {
            return;
        }
        splitAt(lower);
        splitAt(upper);
        runs.subMap(lower, true, upper, false).clear();
        runs.put(lower, new Run(upper, owner, time));
    }

    /** Reports every byte of {@code [lower, upper)} whose tag is not {@code owner}'s. */
    void readBack(long lower, long upper, int owner, ForeignBytes sink) {
        if (upper <= lower) {
            return;
        }
        Map.Entry<Long, Run> first = runs.floorEntry(lower);
        if (first != null && first.getKey() < lower && first.getValue().end() > lower) {
            check(first.getKey(), first.getValue(), lower, upper, owner, sink);
        }
        NavigableMap<Long, Run> inside = runs.subMap(lower, true, upper, false);
        for (Map.Entry<Long, Run> e : inside.entrySet()) {
            check(e.getKey(), e.getValue(), lower, upper, owner, sink);
        }
    }

    private static void check(long key, Run run, long lower, long upper, int owner, ForeignBytes sink) {
        if (run.owner() != owner) {
            sink.found(Math.max(key, lower), Math.min(run.end(), upper), run.owner(), run.time());
        }
    }

    /** Makes {@code x} a run boundary, cutting the run that straddles it in two. */
    private void splitAt(long x) {
        Map.Entry<Long, Run> e = runs.floorEntry(x);
        if (e != null && e.getKey() < x && e.getValue().end() > x) {
            Run r = e.getValue();
            runs.put(e.getKey(), new Run(x, r.owner(), r.time()));
            runs.put(x, r);
        }
    }
}
