package dev.berth.algorithms.tiles;

import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.analysis.TileBlock;
import dev.berth.model.tiles.analysis.TileBlocks;
import dev.berth.model.tiles.TileProblem;

import java.util.List;

/**
 * The optimal peak of a tiny one-tile problem, independent of {@link TileMemoryMap}: every order of the
 * blocks, each block at the lowest aligned address checked byte range by byte range against the blocks
 * before it. Some order reaches the optimum (place blocks in the order of an optimal layout's offsets: each
 * one's optimal address stays free, so first fit lands no higher), so the minimum over orders is optimal.
 */
final class BruteForceTile {
    private BruteForceTile() {
    }

    static long optimalPeak(TileProblem p) {
        if (p.tiles() != 1 || p.variableCount() > 7) {
            throw new IllegalArgumentException("one tile and at most 7 blocks");
        }
        List<TileBlock> blocks = TileBlocks.of(p, StructurePlan.allReplicated(p)).get(0);
        int n = blocks.size();
        int[] perm = new int[n];
        for (int i = 0; i < n; i++) {
            perm[i] = i;
        }
        long best = Long.MAX_VALUE;
        do {
            best = Math.min(best, peak(p, blocks, perm));
        } while (next(perm));
        return best;
    }

    private static long peak(TileProblem p, List<TileBlock> blocks, int[] perm) {
        long bank = p.machine().bankBytes();
        long[] at = new long[blocks.size()];
        long peak = 0;
        for (int k = 0; k < perm.length; k++) {
            TileBlock b = blocks.get(perm[k]);
            long x = 0;
            boolean clash = true;
            while (clash) {
                clash = false;
                for (int j = 0; j < k && !clash; j++) {
                    TileBlock o = blocks.get(perm[j]);
                    long y = at[perm[j]];
                    if (!b.interferes(o)) {
                        continue;
                    }
                    boolean overlap = x < y + o.size() && y < x + b.size();
                    boolean sameBank = b.banked() && o.banked()
                            && x / bank <= (y + o.size() - 1) / bank && y / bank <= (x + b.size() - 1) / bank;
                    clash = overlap || sameBank;
                }
                if (clash) {
                    x += b.alignment();
                }
            }
            at[perm[k]] = x;
            peak = Math.max(peak, b.size() > 0 ? x + b.size() : 0);
        }
        return peak;
    }

    /** Next permutation in lexicographic order; false after the last. */
    private static boolean next(int[] a) {
        int i = a.length - 2;
        while (i >= 0 && a[i] >= a[i + 1]) {
            i--;
        }
        if (i < 0) {
            return false;
        }
        int j = a.length - 1;
        while (a[j] <= a[i]) {
            j--;
        }
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
        for (int l = i + 1, r = a.length - 1; l < r; l++, r--) {
            t = a[l];
            a[l] = a[r];
            a[r] = t;
        }
        return true;
    }
}
