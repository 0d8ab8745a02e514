package dev.berth.algorithms.memory;

import dev.berth.model.Budget;

import java.util.Arrays;

/**
 * The address ranges occupied by placed segments, indexed by time, answering "which bytes are taken at
 * some moment of [s, e)" as a handful of sorted, merged runs instead of one range per overlapping buffer.
 *
 * <p>A segment tree over the elementary time intervals. A placed segment goes, as usual, into the
 * {@code own} set of its O(log T) canonical nodes; it also goes into the {@code sub} set of those nodes and
 * of their ancestors (the nodes on the root paths of its first and last leaf that reach outside its
 * leaves), so that {@code sub(v)} holds exactly the segments stored in {@code v}'s subtree. A query
 * {@code [s, e)} then needs {@code sub} of its canonical nodes (segments stored below them) and {@code own}
 * of their ancestors (segments stored above them, which cover them): every segment overlapping the query
 * is stored at a node of one kind or the other, and no other segment is. That is O(log T) sets, each
 * kept merged (touching ranges join), which is what makes a densely packed memory cheap to query.
 * Insertions only, as a greedy pass never moves a placed buffer; with a {@linkplain #journal() journal} the
 * insertions since a {@link #mark()} can be taken back ({@link #undoTo}), so that a pass replayed from a
 * position of its sequence starts from the state that position had instead of from scratch.
 */
final class OccupancyTree {
    private static final int UNDO_POLL_EVERY = 4096;

    /**
     * Receives one run of taken ranges, a non-empty set of the tree's own: read it, change nothing, keep no
     * reference past the next {@link #add} or {@link #undoTo}.
     */
    @FunctionalInterface
    interface RunSink {
        void accept(RangeSet run);
    }

    private final long[] times;
    private final int base;
    private final RangeSet[] own;
    private final RangeSet[] sub;
    private Journal journal;

    /** A tree over the elementary intervals between consecutive {@code times} (sorted, distinct). */
    OccupancyTree(long[] times) {
        this.times = times;
        int leaves = Math.max(1, times.length - 1);
        int b = 1;
        while (b < leaves) {
            b <<= 1;
        }
        base = b;
        own = new RangeSet[2 * base];
        sub = new RangeSet[2 * base];
    }

    /** Keeps a journal of every insertion from now on, so that {@link #undoTo} can take them back. */
    void journal() {
        if (journal == null) {
            journal = new Journal();
        }
    }

    /** A point of the journal to come back to (0 without a journal). */
    int mark() {
        return journal == null ? 0 : journal.size;
    }

    /** Takes back every insertion made after {@code mark}, newest first: the sets are as they were then. */
    void undoTo(int mark) {
        undoTo(mark, null);
    }

    /**
     * {@link #undoTo(int)}, stopped when {@code budget} runs out (polled every {@value #UNDO_POLL_EVERY}
     * entries: at 300k buffers taking a pass back took seconds); returns whether it got back to the mark. A
     * stopped undo leaves the tree between two states, fit only to be thrown away.
     */
    boolean undoTo(int mark, Budget budget) {
        while (journal.size > mark) {
            if (budget != null && journal.size % UNDO_POLL_EVERY == 0 && budget.exhausted()) {
                return false;
            }
            int e = --journal.size;
            int id = journal.set[e];
            RangeSet s = (id & 1) == 0 ? own[id >>> 1] : sub[id >>> 1];
            journal.removed -= 2 * journal.count[e];
            s.undo(journal.at[e], journal.count[e], journal.bounds, journal.removed);
        }
        return true;
    }

    /** Records that {@code [lower, upper)} is taken during {@code [start, end)}; both times must be known. */
    void add(long start, long end, long lower, long upper) {
        if (start >= end || lower >= upper) {
            return;
        }
        int first = leaf(start);
        int last = leaf(end) - 1;
        for (int l = first + base, r = last + 1 + base; l < r; l >>= 1, r >>= 1) {
            if ((l & 1) == 1) {
                insert(own, 0, l, lower, upper);
                insert(sub, 1, l, lower, upper);
                l++;
            }
            if ((r & 1) == 1) {
                --r;
                insert(own, 0, r, lower, upper);
                insert(sub, 1, r, lower, upper);
            }
        }
        for (int a = first + base, z = last + base, h = 0; a >= 1; a >>= 1, z >>= 1, h++) {
            if (!inside(a, h, first, last)) {
                insert(sub, 1, a, lower, upper);
            }
            if (z != a && !inside(z, h, first, last)) {
                insert(sub, 1, z, lower, upper);
            }
        }
    }

    /**
     * Passes every range taken at some moment of {@code [start, end)} to {@code sink}, as at most
     * 4 log T runs each sorted by address; runs may overlap.
     */
    void query(long start, long end, RunSink sink) {
        if (start >= end) {
            return;
        }
        int first = leaf(start);
        int last = leaf(end) - 1;
        for (int l = first + base, r = last + 1 + base; l < r; l >>= 1, r >>= 1) {
            if ((l & 1) == 1) {
                emit(sub[l++], sink);
            }
            if ((r & 1) == 1) {
                emit(sub[--r], sink);
            }
        }
        for (int a = first + base, z = last + base, h = 0; a >= 1; a >>= 1, z >>= 1, h++) {
            if (!inside(a, h, first, last)) {
                emit(own[a], sink);
            }
            if (z != a && !inside(z, h, first, last)) {
                emit(own[z], sink);
            }
        }
    }

    /**
     * Whether node {@code v}, {@code h} levels above the leaves, covers only leaves of {@code [first, last]}:
     * then it lies below a canonical node, whose {@code sub} already holds its {@code own}, and a segment
     * with these leaves is stored above it, not in it.
     */
    private boolean inside(int v, int h, int first, int last) {
        long lo = ((long) v << h) - base;
        long hi = ((long) (v + 1) << h) - base - 1;
        return lo >= first && hi <= last;
    }

    private int leaf(long time) {
        int i = Arrays.binarySearch(times, time);
        if (i < 0) {
            throw new IllegalArgumentException("time " + time + " is not a segment boundary of the index");
        }
        return i;
    }

    private void insert(RangeSet[] sets, int kind, int node, long lower, long upper) {
        RangeSet s = sets[node];
        if (s == null) {
            s = sets[node] = new RangeSet();
        }
        // i: first range ending at or after lower; j: first range starting after upper (touching ones merge)
        int i = s.firstEndingAtOrAfter(lower);
        int j = s.firstStartingAfter(i, upper);
        if (journal != null) {
            journal.record(node << 1 | kind, i, j - i, s.bounds);
        }
        s.replace(i, j, lower, upper);
    }

    private static void emit(RangeSet s, RunSink sink) {
        if (s != null && s.count > 0) {
            sink.accept(s);
        }
    }

    /**
     * The insertions into the sets, in order: which set, where, and the ranges an insertion merged away (their
     * bounds on one stack), which is all it takes to restore a set.
     */
    private static final class Journal {
        int[] set = new int[1024];
        int[] at = new int[1024];
        int[] count = new int[1024];
        long[] bounds = new long[1024];
        int size;
        int removed;

        void record(int id, int i, int merged, long[] from) {
            if (size == set.length) {
                set = Arrays.copyOf(set, 2 * size);
                at = Arrays.copyOf(at, 2 * size);
                count = Arrays.copyOf(count, 2 * size);
            }
            if (removed + 2 * merged > bounds.length) {
                bounds = Arrays.copyOf(bounds, Math.max(2 * bounds.length, removed + 2 * merged));
            }
            System.arraycopy(from, 2 * i, bounds, removed, 2 * merged);
            removed += 2 * merged;
            set[size] = id;
            at[size] = i;
            count[size] = merged;
            size++;
        }
    }
}
