package dev.berth.solvers.tiles.timefold;

import dev.berth.heuristics.tiles.TileMemoryMap;
import dev.berth.model.tiles.Steps;
import dev.berth.model.tiles.TileBlock;

import java.util.Arrays;

/**
 * {@link TileMemoryMap}'s first fit, fast enough to decode a tile per move: the placed blocks are kept in
 * two lists sorted by offset (banked and not), so the ranges a new block may not start in come out already
 * sorted — one merged pass from the bottom, stopping at the first gap that fits, with no list to build or
 * sort. Same answers as {@link TileMemoryMap#firstFit} (a test holds them equal).
 */
final class TilePacker {
    private final long bankBytes;
    private final Placed plain = new Placed();
    private final Placed banked = new Placed();
    private long peak;

    /**
     * Blocks of non-zero size placed so far, by offset. Liveness as its first and last step, with the
     * {@link Steps} kept only when it has gaps: most blocks are live over one interval, and comparing two of
     * those is two comparisons.
     */
    private static final class Placed {
        long[] offset = new long[32];
        long[] top = new long[32];
        /** The start of the first bank and the end of the last bank the block touches. */
        long[] bankFrom = new long[32];
        long[] bankTo = new long[32];
        int[] first = new int[32];
        int[] last = new int[32];
        Steps[] gapped = new Steps[32];
        int size;

        void add(long at, long end, Steps live, long bankBytes) {
            if (size == offset.length) {
                offset = Arrays.copyOf(offset, 2 * size);
                top = Arrays.copyOf(top, 2 * size);
                bankFrom = Arrays.copyOf(bankFrom, 2 * size);
                bankTo = Arrays.copyOf(bankTo, 2 * size);
                first = Arrays.copyOf(first, 2 * size);
                last = Arrays.copyOf(last, 2 * size);
                gapped = Arrays.copyOf(gapped, 2 * size);
            }
            int i = size;
            while (i > 0 && offset[i - 1] > at) {
                i--;
            }
            System.arraycopy(offset, i, offset, i + 1, size - i);
            System.arraycopy(top, i, top, i + 1, size - i);
            System.arraycopy(bankFrom, i, bankFrom, i + 1, size - i);
            System.arraycopy(bankTo, i, bankTo, i + 1, size - i);
            System.arraycopy(first, i, first, i + 1, size - i);
            System.arraycopy(last, i, last, i + 1, size - i);
            System.arraycopy(gapped, i, gapped, i + 1, size - i);
            offset[i] = at;
            top[i] = end;
            bankFrom[i] = at / bankBytes * bankBytes;
            bankTo[i] = ((end - 1) / bankBytes + 1) * bankBytes;
            first[i] = live.first();
            last[i] = live.last();
            gapped[i] = live.intervals() > 1 ? live : null;
            size++;
        }

        /** Whether block {@code i} is live at a step of {@code live} (spanning {@code [from, to)}). */
        boolean meets(int i, Steps live, int from, int to, boolean liveGapped) {
            if (first[i] >= to || from >= last[i]) {
                return false;
            }
            return gapped[i] == null && !liveGapped || (gapped[i] != null ? gapped[i] : Steps.of(first[i], last[i]))
                    .intersects(live);
        }

        void clear() {
            Arrays.fill(gapped, 0, size, null);
            size = 0;
        }
    }

    TilePacker(long bankBytes) {
        this.bankBytes = bankBytes;
    }

    void clear() {
        plain.clear();
        banked.clear();
        peak = 0;
    }

    long peak() {
        return peak;
    }

    void place(TileBlock b, long at) {
        if (b.size() == 0) {
            return;
        }
        peak = Math.max(peak, at + b.size());
        if (!b.live().isEmpty()) {
            (b.banked() ? banked : plain).add(at, at + b.size(), b.live(), bankBytes);
        }
    }

    /** The lowest start, a multiple of the block's alignment, where it meets no rule with what is placed. */
    long firstFit(TileBlock b) {
        long size = b.size();
        if (size == 0) {
            return 0;
        }
        Steps live = b.live();
        if (live.isEmpty()) {
            return 0;
        }
        long align = b.alignment();
        boolean bankRule = b.banked();
        int liveFrom = live.first();
        int liveTo = live.last();
        boolean gapped = live.intervals() > 1;
        long x = 0;
        int i = next(plain, 0, live, liveFrom, liveTo, gapped);
        int j = next(banked, 0, live, liveFrom, liveTo, gapped);
        while (i < plain.size || j < banked.size) {
            long fromI = i < plain.size ? plain.offset[i] - size + 1 : Long.MAX_VALUE;
            long fromJ = Long.MAX_VALUE;
            if (j < banked.size) {
                fromJ = (bankRule ? banked.bankFrom[j] : banked.offset[j]) - size + 1;
            }
            long from;
            long to;
            if (fromI <= fromJ) {
                from = fromI;
                to = plain.top[i];
                i = next(plain, i + 1, live, liveFrom, liveTo, gapped);
            } else {
                from = fromJ;
                to = bankRule ? banked.bankTo[j] : banked.top[j];
                j = next(banked, j + 1, live, liveFrom, liveTo, gapped);
            }
            if (from > x) {
                break;
            }
            if (to > x) {
                x = align == 1 ? to : (to + align - 1) / align * align;
            }
        }
        return x;
    }

    /** The first block from {@code i} on live at a common step with {@code live}. */
    private static int next(Placed p, int i, Steps live, int from, int to, boolean gapped) {
        while (i < p.size && !p.meets(i, live, from, to, gapped)) {
            i++;
        }
        return i;
    }
}
