package dev.berth.algorithms.tiles;

import dev.berth.model.tiles.Steps;
import dev.berth.model.tiles.analysis.TileBlock;

import java.util.Arrays;
import java.util.List;

/**
 * What is placed so far on one tile, answering "where is the lowest address a block may take": below
 * nothing it interferes with (live at a common step), and for a banked block in no bank a banked block it
 * interferes with uses. Placements across tiles (an equal-address group) ask every member's tile together,
 * either by collecting {@link #forbiddenStarts} of every tile, or by iterating {@link #lowestFrom} over the
 * tiles until they agree.
 *
 * <p>Placed blocks are kept sorted by offset, banked and plain apart: within each list the forbidden start
 * ranges are then already sorted by their lower end (a bank-rounded lower end is monotone in the offset
 * too), so a first fit is one merged scan that stops at the first gap that fits, with no sort. Blocks live
 * exactly at the map's {@code common} steps (typically every step: replicas, exchange code, always-live
 * variables — most of a tile) all interfere with a block or none do, so only the union of their address
 * ranges is kept, as a few merged runs.
 */
public final class TileMemoryMap {
    private final long bankBytes;
    private final Steps common;
    private final Placed plain = new Placed();
    private final Placed banked = new Placed();
    private final Runs plainRuns = new Runs();
    private final Runs bankedRuns = new Runs();
    private int size;
    private long peak;

    public TileMemoryMap(long bankBytes) {
        this(bankBytes, null);
    }

    /** A map that merges the blocks live exactly at {@code common} (null: none) into runs. */
    public TileMemoryMap(long bankBytes, Steps common) {
        this.bankBytes = bankBytes;
        this.common = common;
    }

    public void place(TileBlock b, long offset) {
        size++;
        if (b.size() == 0) {
            return;
        }
        if (b.live().equals(common)) {
            (b.banked() ? bankedRuns : plainRuns).add(offset, offset + b.size());
        } else {
            (b.banked() ? banked : plain).insert(b, offset);
        }
        peak = Math.max(peak, offset + b.size());
    }

    /** Forgets every placement, keeping the arrays, so a caller decoding many tiles reuses one map. */
    public void clear() {
        plain.clear();
        banked.clear();
        plainRuns.n = 0;
        bankedRuns.n = 0;
        size = 0;
        peak = 0;
    }

    /** Highest address used so far. */
    public long peak() {
        return peak;
    }

    public int size() {
        return size;
    }

    /**
     * Adds to {@code out} the offsets {@code b} may not start at, as half-open ranges [from, to): any start
     * within one of them makes {@code b} overlap a block it interferes with, or share a bank with one.
     */
    public void forbiddenStarts(TileBlock b, List<long[]> out) {
        if (b.size() == 0) {
            return;
        }
        for (Placed list : new Placed[] {plain, banked}) {
            boolean bankRule = b.banked() && list == banked;
            for (int i = 0; i < list.n; i++) {
                if (list.blocks[i].live().intersects(b.live())) {
                    out.add(new long[] {lo(list.starts[i], b.size(), bankRule), hi(list.ends[i], bankRule)});
                }
            }
        }
        if (common != null && common.intersects(b.live())) {
            for (Runs runs : new Runs[] {plainRuns, bankedRuns}) {
                boolean bankRule = b.banked() && runs == bankedRuns;
                for (int i = 0; i < runs.n; i++) {
                    out.add(new long[] {lo(runs.starts[i], b.size(), bankRule), hi(runs.ends[i], bankRule)});
                }
            }
        }
    }

    /** The lowest start ≥ 0, multiple of {@code alignment}, inside none of {@code forbidden} (sorted in place). */
    public static long lowestStart(List<long[]> forbidden, long alignment) {
        forbidden.sort((x, y) -> Long.compare(x[0], y[0]));
        long x = 0;
        for (long[] r : forbidden) {
            if (r[0] > x) {
                break;
            }
            if (r[1] > x) {
                x = up(r[1], alignment);
            }
        }
        return x;
    }

    /** The lowest aligned address {@code b} may take on this tile. */
    public long firstFit(TileBlock b) {
        return lowestFrom(b, 0, b.alignment());
    }

    /**
     * The lowest start ≥ {@code from}, multiple of {@code alignment}, at which {@code b} overlaps no placed
     * block it interferes with and shares no bank with an interfering banked block, if {@code b} is banked.
     */
    public long lowestFrom(TileBlock b, long from, long alignment) {
        long x = up(from, alignment);
        if (b.size() == 0) {
            return x;
        }
        long size = b.size();
        boolean bankRule = b.banked();
        Steps live = b.live();
        int first = live.first();
        int last = live.last();
        boolean single = live.intervals() == 1;
        boolean runs = common != null && common.intersects(live);
        int pr = runs ? 0 : plainRuns.n;
        int br = runs ? 0 : bankedRuns.n;
        // placed blocks b is never live with cannot push it: skip them before comparing ranges
        int i = plain.nextMeeting(0, live, first, last, single);
        int j = banked.nextMeeting(0, live, first, last, single);
        while (true) {
            // the four streams of forbidden ranges, each sorted by lower end: take the lowest head
            long lp = i < plain.n ? lo(plain.starts[i], size, false) : Long.MAX_VALUE;
            long lb = j < banked.n ? lo(banked.starts[j], size, bankRule) : Long.MAX_VALUE;
            long lpr = pr < plainRuns.n ? lo(plainRuns.starts[pr], size, false) : Long.MAX_VALUE;
            long lbr = br < bankedRuns.n ? lo(bankedRuns.starts[br], size, bankRule) : Long.MAX_VALUE;
            long lo = Math.min(Math.min(lp, lb), Math.min(lpr, lbr));
            if (lo > x) {
                return x;
            }
            long hi;
            if (lo == lpr) {
                hi = plainRuns.ends[pr++];
            } else if (lo == lbr) {
                hi = hi(bankedRuns.ends[br++], bankRule);
            } else if (lo == lp) {
                hi = plain.ends[i];
                i = plain.nextMeeting(i + 1, live, first, last, single);
            } else {
                hi = hi(banked.ends[j], bankRule);
                j = banked.nextMeeting(j + 1, live, first, last, single);
            }
            if (hi > x) {
                x = up(hi, alignment);
            }
        }
    }

    private long lo(long start, long size, boolean bankRule) {
        long from = bankRule ? start / bankBytes * bankBytes : start;
        return Math.max(0, from - size + 1);
    }

    private long hi(long end, boolean bankRule) {
        return bankRule ? ((end - 1) / bankBytes + 1) * bankBytes : end;
    }

    private static long up(long x, long a) {
        return (x + a - 1) / a * a;
    }

    /** Blocks of non-zero size sorted by offset (placement order among equal offsets). */
    private static final class Placed {
        long[] starts = new long[16];
        long[] ends = new long[16];
        TileBlock[] blocks = new TileBlock[16];
        /** The live steps' first, one-past-last, and whether they are one interval: most checks stop there. */
        int[] first = new int[16];
        int[] last = new int[16];
        boolean[] single = new boolean[16];
        int n;

        void clear() {
            Arrays.fill(blocks, 0, n, null);
            n = 0;
        }

        /** The first entry from {@code k} on live at a common step with {@code live} ([first, last)). */
        int nextMeeting(int k, Steps live, int first, int last, boolean single) {
            while (k < n && !(first < this.last[k] && this.first[k] < last
                    && (single && this.single[k] || blocks[k].live().intersects(live)))) {
                k++;
            }
            return k;
        }

        void insert(TileBlock b, long offset) {
            if (n == starts.length) {
                starts = Arrays.copyOf(starts, 2 * n);
                ends = Arrays.copyOf(ends, 2 * n);
                blocks = Arrays.copyOf(blocks, 2 * n);
                first = Arrays.copyOf(first, 2 * n);
                last = Arrays.copyOf(last, 2 * n);
                single = Arrays.copyOf(single, 2 * n);
            }
            int lo = 0;
            int hi = n;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (starts[mid] <= offset) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            System.arraycopy(starts, lo, starts, lo + 1, n - lo);
            System.arraycopy(ends, lo, ends, lo + 1, n - lo);
            System.arraycopy(blocks, lo, blocks, lo + 1, n - lo);
            System.arraycopy(first, lo, first, lo + 1, n - lo);
            System.arraycopy(last, lo, last, lo + 1, n - lo);
            System.arraycopy(single, lo, single, lo + 1, n - lo);
            starts[lo] = offset;
            ends[lo] = offset + b.size();
            blocks[lo] = b;
            first[lo] = b.live().first();
            last[lo] = b.live().last();
            single[lo] = b.live().intervals() == 1;
            n++;
        }
    }

    /** Disjoint, non-touching address ranges sorted by start: the union of what was added. */
    private static final class Runs {
        long[] starts = new long[8];
        long[] ends = new long[8];
        int n;

        void add(long s, long e) {
            // runs [a, b) with b >= s and a <= e touch or overlap [s, e): merge them all into one
            int from = 0;
            while (from < n && ends[from] < s) {
                from++;
            }
            int to = from;
            while (to < n && starts[to] <= e) {
                s = Math.min(s, starts[to]);
                e = Math.max(e, ends[to]);
                to++;
            }
            int removed = to - from;
            if (removed == 0) {
                if (n == starts.length) {
                    starts = Arrays.copyOf(starts, 2 * n);
                    ends = Arrays.copyOf(ends, 2 * n);
                }
                System.arraycopy(starts, from, starts, from + 1, n - from);
                System.arraycopy(ends, from, ends, from + 1, n - from);
                n++;
            } else if (removed > 1) {
                System.arraycopy(starts, to, starts, from + 1, n - to);
                System.arraycopy(ends, to, ends, from + 1, n - to);
                n -= removed - 1;
            }
            starts[from] = s;
            ends[from] = e;
        }
    }
}
