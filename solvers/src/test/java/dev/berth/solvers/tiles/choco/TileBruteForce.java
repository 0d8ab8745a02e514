package dev.berth.solvers.tiles.choco;

import dev.berth.model.tiles.analysis.TileBlock;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Test oracles for one tile's least peak with some blocks fixed, written from the placement rules and
 * sharing no code with the strategy.
 *
 * <p>{@link #leastPeak}: every valid layout can be pushed down (move any block down by its alignment while
 * the layout stays valid) into one with a peak no higher where each free block sits at 0 or could not move
 * down because of a block below it that it interferes with — it then starts exactly at that block's end
 * rounded up to its alignment, or (both banked) at that block's end rounded up to a bank boundary, then to
 * its alignment. Sorted by offset, each free block rests on a fixed block or an earlier one. So enumerating
 * the free blocks in order of non-decreasing offset, each at 0 or at a rest point over a block already
 * placed, reaches a least-peak layout. Exact, however banks and alignments combine.
 *
 * <p>{@link #leastPeakOnGrid}: every aligned offset of every free block below the best peak so far,
 * checked against the rules as the validator states them (byte ranges; bank ranges {@code off / B ..
 * (off + size - 1) / B}). For cross-checking the first on tiny tiles.
 */
final class TileBruteForce {
    private TileBruteForce() {
    }

    /** The least peak, or {@code capacity + 1} if nothing fits. */
    static long leastPeak(List<TileBlock> blocks, long[] offsets, boolean[] fixed, long bank, long capacity) {
        Search s = new Search(blocks, offsets, fixed, bank, capacity);
        s.gravity(-1, -1);
        return s.best;
    }

    /** The least peak by trying every aligned offset (tiny tiles only), or {@code capacity + 1}. */
    static long leastPeakOnGrid(List<TileBlock> blocks, long[] offsets, boolean[] fixed, long bank, long capacity) {
        Search s = new Search(blocks, offsets, fixed, bank, capacity);
        s.grid(0);
        return s.best;
    }

    private static final class Search {
        final List<TileBlock> blocks;
        final long bank;
        final long capacity;
        final long[] at;
        final boolean[] placed;
        final List<Integer> free = new ArrayList<>();
        long best;
        long peak;

        Search(List<TileBlock> blocks, long[] offsets, boolean[] fixed, long bank, long capacity) {
            this.blocks = blocks;
            this.bank = bank;
            this.capacity = capacity;
            best = capacity + 1;
            at = new long[blocks.size()];
            placed = new boolean[blocks.size()];
            for (int i = 0; i < blocks.size(); i++) {
                if (blocks.get(i).size() == 0) {
                    continue;
                }
                if (fixed[i]) {
                    at[i] = offsets[i];
                    placed[i] = true;
                    peak = Math.max(peak, offsets[i] + blocks.get(i).size());
                } else {
                    free.add(i);
                }
            }
        }

        void gravity(long lastOffset, int lastIndex) {
            boolean any = false;
            for (int i : free) {
                if (placed[i]) {
                    continue;
                }
                any = true;
                TileBlock b = blocks.get(i);
                TreeSet<Long> candidates = new TreeSet<>();
                candidates.add(0L);
                for (int n = 0; n < blocks.size(); n++) {
                    if (placed[n] && blocks.get(n).interferes(b)) {
                        long end = at[n] + blocks.get(n).size();
                        candidates.add(up(end, b.alignment()));
                        if (b.banked() && blocks.get(n).banked()) {
                            candidates.add(up(up(end, bank), b.alignment()));
                        }
                    }
                }
                for (long c : candidates) {
                    if (c < lastOffset || c == lastOffset && i < lastIndex) {
                        continue;
                    }
                    if (tryPlace(i, c)) {
                        gravity(c, i);
                        unplace(i);
                    }
                }
            }
            if (!any) {
                best = Math.min(best, peak);
            }
        }

        void grid(int k) {
            if (k == free.size()) {
                best = Math.min(best, peak);
                return;
            }
            int i = free.get(k);
            TileBlock b = blocks.get(i);
            for (long c = 0; c + b.size() < best && c + b.size() <= capacity; c += b.alignment()) {
                if (tryPlace(i, c)) {
                    grid(k + 1);
                    unplace(i);
                }
            }
        }

        /** Places block i at c if that breaks no rule with a placed block and may still beat the best. */
        boolean tryPlace(int i, long c) {
            TileBlock b = blocks.get(i);
            long end = c + b.size();
            if (end > capacity || Math.max(peak, end) >= best) {
                return false;
            }
            for (int n = 0; n < blocks.size(); n++) {
                if (!placed[n] || !blocks.get(n).interferes(b)) {
                    continue;
                }
                long o = at[n];
                long e = o + blocks.get(n).size();
                if (c < e && o < end) {
                    return false;
                }
                if (b.banked() && blocks.get(n).banked() && c / bank <= (e - 1) / bank && o / bank <= (end - 1) / bank) {
                    return false;
                }
            }
            at[i] = c;
            placed[i] = true;
            savedPeaks.add(peak);
            peak = Math.max(peak, end);
            return true;
        }

        private final List<Long> savedPeaks = new ArrayList<>();

        void unplace(int i) {
            placed[i] = false;
            peak = savedPeaks.remove(savedPeaks.size() - 1);
        }

        private static long up(long x, long a) {
            return (x + a - 1) / a * a;
        }
    }
}
