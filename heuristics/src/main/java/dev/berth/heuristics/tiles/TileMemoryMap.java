package dev.berth.heuristics.tiles;

import dev.berth.model.tiles.TileBlock;

import java.util.ArrayList;
import java.util.List;

/**
 * What is placed so far on one tile, answering "where is the lowest address a block may take": below
 * nothing it interferes with (live at a common step), and for a banked block in no bank a banked block it
 * interferes with uses. Placements across tiles (an equal-address group) ask every member's tile together.
 */
public final class TileMemoryMap {
    private final long bankBytes;
    private final List<TileBlock> blocks = new ArrayList<>();
    private final List<long[]> spans = new ArrayList<>();
    private long peak;

    public TileMemoryMap(long bankBytes) {
        this.bankBytes = bankBytes;
    }

    public void place(TileBlock b, long offset) {
        blocks.add(b);
        spans.add(new long[] {offset, offset + b.size()});
        if (b.size() > 0) {
            peak = Math.max(peak, offset + b.size());
        }
    }

    /** Highest address used so far. */
    public long peak() {
        return peak;
    }

    public int size() {
        return blocks.size();
    }

    /**
     * Adds to {@code out} the offsets {@code b} may not start at, as half-open ranges [from, to): any start
     * within one of them makes {@code b} overlap a block it interferes with, or share a bank with one.
     */
    public void forbiddenStarts(TileBlock b, List<long[]> out) {
        if (b.size() == 0) {
            return;
        }
        for (int i = 0; i < blocks.size(); i++) {
            TileBlock o = blocks.get(i);
            if (o.size() == 0 || !o.live().intersects(b.live())) {
                continue;
            }
            long[] s = spans.get(i);
            long from = s[0];
            long to = s[1];
            if (b.banked() && o.banked()) {
                from = from / bankBytes * bankBytes;
                to = ((to - 1) / bankBytes + 1) * bankBytes;
            }
            out.add(new long[] {Math.max(0, from - b.size() + 1), to});
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
                x = (r[1] + alignment - 1) / alignment * alignment;
            }
        }
        return x;
    }

    /** The lowest aligned address {@code b} may take on this tile. */
    public long firstFit(TileBlock b) {
        List<long[]> f = new ArrayList<>();
        forbiddenStarts(b, f);
        return lowestStart(f, b.alignment());
    }
}
