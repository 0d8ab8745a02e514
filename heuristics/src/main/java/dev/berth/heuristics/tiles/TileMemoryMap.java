package dev.berth.heuristics.tiles;

import dev.berth.model.tiles.TileBlock;

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
 * too), so a first fit is one merged scan that stops at the first gap that fits, with no sort.
 */
public final class TileMemoryMap {
    private final long bankBytes;
    private final Placed plain = new Placed();
    private final Placed banked = new Placed();
    private int size;
    private long peak;

    public TileMemoryMap(long bankBytes) {
        this.bankBytes = bankBytes;
    }

    public void place(TileBlock b, long offset) {
        size++;
        if (b.size() == 0) {
            return;
        }
        (b.banked() ? banked : plain).insert(b, offset);
        peak = Math.max(peak, offset + b.size());
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
        boolean bankRule = b.banked();
        int i = 0;
        int j = 0;
        while (i < plain.n || j < banked.n) {
            long li = i < plain.n ? lo(plain.starts[i], b.size(), false) : Long.MAX_VALUE;
            long lj = j < banked.n ? lo(banked.starts[j], b.size(), bankRule) : Long.MAX_VALUE;
            boolean takePlain = li <= lj;
            long lo = takePlain ? li : lj;
            if (lo > x) {
                break;
            }
            TileBlock o;
            long hi;
            if (takePlain) {
                o = plain.blocks[i];
                hi = plain.ends[i++];
            } else {
                o = banked.blocks[j];
                hi = hi(banked.ends[j++], bankRule);
            }
            if (hi > x && o.live().intersects(b.live())) {
                x = up(hi, alignment);
            }
        }
        return x;
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
        int n;

        void insert(TileBlock b, long offset) {
            if (n == starts.length) {
                starts = Arrays.copyOf(starts, 2 * n);
                ends = Arrays.copyOf(ends, 2 * n);
                blocks = Arrays.copyOf(blocks, 2 * n);
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
            starts[lo] = offset;
            ends[lo] = offset + b.size();
            blocks[lo] = b;
            n++;
        }
    }
}
