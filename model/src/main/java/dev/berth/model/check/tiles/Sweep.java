package dev.berth.model.check.tiles;

import dev.berth.model.tiles.Steps;
import dev.berth.model.tiles.TileProblem;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Overlap and bank clashes on one tile, swept over the supersteps rather than compared pair by pair: pieces
 * enter a map ordered by address when their live interval starts and leave when it ends. While nothing
 * clashes the live pieces are disjoint, so a newcomer clashes with some live piece exactly when it clashes
 * with its neighbour below or above — two lookups per entry, whatever the tile's size. Banked variables get
 * a second map over bank ranges. Zero-size pieces hold no byte and take part in neither.
 */
final class Sweep {
    private static final long ENTER = 1L << 31;
    private static final long INDEX = ENTER - 1;

    private Sweep() {
    }

    /** Assumes {@link Ranges} passed: offsets are non-negative and ends do not overflow. */
    static String violation(TileProblem p, List<Piece> tile) {
        long bankBytes = p.machine().bankBytes();
        long[] events = events(tile);
        TreeMap<Long, Integer> byAddress = new TreeMap<>();
        TreeMap<Long, Integer> byBank = new TreeMap<>();
        for (long e : events) {
            int step = (int) (e >>> 32);
            int i = (int) (e & INDEX);
            Piece x = tile.get(i);
            boolean banked = x.banked();
            if ((e & ENTER) == 0) {
                byAddress.remove(x.offset());
                if (banked) {
                    byBank.remove(x.offset() / bankBytes);
                }
                continue;
            }
            Map.Entry<Long, Integer> below = byAddress.floorEntry(x.offset());
            if (below != null && tile.get(below.getValue()).end() > x.offset()) {
                return overlap(p, tile.get(below.getValue()), x, step);
            }
            Map.Entry<Long, Integer> above = byAddress.higherEntry(x.offset());
            if (above != null && above.getKey() < x.end()) {
                return overlap(p, tile.get(above.getValue()), x, step);
            }
            byAddress.put(x.offset(), i);
            if (banked) {
                long first = x.offset() / bankBytes;
                long last = (x.end() - 1) / bankBytes;
                Map.Entry<Long, Integer> lower = byBank.floorEntry(first);
                if (lower != null && lastBank(tile.get(lower.getValue()), bankBytes) >= first) {
                    return bankClash(p, tile.get(lower.getValue()), x, first, step);
                }
                Map.Entry<Long, Integer> higher = byBank.higherEntry(first);
                if (higher != null && higher.getKey() <= last) {
                    return bankClash(p, tile.get(higher.getValue()), x, higher.getKey(), step);
                }
                byBank.put(first, i);
            }
        }
        return null;
    }

    /**
     * Entries and exits as sortable longs: step, then exits before entries (intervals are half-open, so a
     * piece ending at step s frees its bytes for one starting at s), then the piece's index.
     */
    private static long[] events(List<Piece> tile) {
        int n = 0;
        for (Piece x : tile) {
            if (x.size() > 0) {
                n += 2 * x.live().intervals();
            }
        }
        long[] out = new long[n];
        int k = 0;
        for (int i = 0; i < tile.size(); i++) {
            Piece x = tile.get(i);
            if (x.size() <= 0) {
                continue;
            }
            Steps live = x.live();
            for (int j = 0; j < live.intervals(); j++) {
                out[k++] = ((long) live.start(j) << 32) | ENTER | i;
                out[k++] = ((long) live.end(j) << 32) | i;
            }
        }
        Arrays.sort(out);
        return out;
    }

    private static long lastBank(Piece x, long bankBytes) {
        return (x.end() - 1) / bankBytes;
    }

    private static String overlap(TileProblem p, Piece a, Piece b, int step) {
        return a.describe(p) + " [" + a.offset() + ", " + a.end() + ") and " + b.describe(p) + " [" + b.offset() + ", "
                + b.end() + ") overlap on tile " + b.tile() + " and are both live at step " + step;
    }

    private static String bankClash(TileProblem p, Piece a, Piece b, long bank, int step) {
        return "banked " + a.describe(p) + " and " + b.describe(p) + " both use bank " + bank + " of tile " + b.tile()
                + " at step " + step;
    }
}
