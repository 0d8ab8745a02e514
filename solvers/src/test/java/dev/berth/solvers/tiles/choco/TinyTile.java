package dev.berth.solvers.tiles.choco;

import dev.berth.model.tiles.BlockKind;
import dev.berth.model.tiles.Steps;
import dev.berth.model.tiles.analysis.TileBlock;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A random tiny tile for the oracles: a few blocks with small sizes, alignments (3 included, which shares
 * no unit with powers of two), one or two live intervals, some banked, on small banks; some fixed at
 * offsets that are valid among themselves. {@link #scaled} multiplies every length by a factor.
 */
record TinyTile(List<TileBlock> blocks, long[] offsets, boolean[] fixed, long bank, long capacity) {

    static TinyTile random(long seed, int n, int fixedCount) {
        Random r = new Random(seed);
        int steps = 4;
        long bank = new long[] {2, 3, 4, 8}[r.nextInt(4)];
        while (true) {
            List<TileBlock> blocks = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                List<int[]> live = new ArrayList<>();
                for (int k = 0; k < 1 + r.nextInt(2); k++) {
                    int s = r.nextInt(steps);
                    live.add(new int[] {s, s + 1 + r.nextInt(steps - s)});
                }
                blocks.add(new TileBlock(BlockKind.VARIABLE, 0, i, 1 + r.nextInt(6), new long[] {1, 1, 2, 3, 4}[r.nextInt(5)],
                        Steps.of(live), r.nextInt(2) == 0));
            }
            long[] offsets = new long[n];
            boolean[] fixed = new boolean[n];
            for (int i = 0; i < fixedCount; i++) {
                fixed[i] = true;
                offsets[i] = blocks.get(i).alignment() * r.nextInt(6);
            }
            TinyTile t = new TinyTile(blocks, offsets, fixed, bank, 40);
            if (t.fixedValid()) {
                return t;
            }
        }
    }

    TinyTile scaled(long factor) {
        List<TileBlock> b = new ArrayList<>();
        long[] o = new long[offsets.length];
        for (int i = 0; i < blocks.size(); i++) {
            TileBlock x = blocks.get(i);
            b.add(new TileBlock(x.kind(), x.tile(), x.owner(), x.size() * factor, x.alignment() * factor, x.live(), x.banked()));
            o[i] = offsets[i] * factor;
        }
        return new TinyTile(b, o, fixed.clone(), bank * factor, capacity * factor);
    }

    /** The first rule {@code at} breaks (fixed blocks moved, alignment, capacity, overlap, bank), or null. */
    String violation(long[] at) {
        TinyTile placed = new TinyTile(blocks, at, fixed, bank, capacity);
        for (int i = 0; i < blocks.size(); i++) {
            TileBlock b = blocks.get(i);
            if (fixed[i] && at[i] != offsets[i]) {
                return "fixed block " + i + " moved";
            }
            if (b.size() > 0 && (at[i] < 0 || at[i] % b.alignment() != 0 || at[i] + b.size() > capacity)) {
                return "block " + i + " at " + at[i] + " misaligned or outside";
            }
            for (int j = i + 1; j < blocks.size(); j++) {
                if (placed.clash(i, j)) {
                    return "blocks " + i + " and " + j + " clash";
                }
            }
        }
        return null;
    }

    private boolean fixedValid() {
        for (int i = 0; i < blocks.size(); i++) {
            for (int j = i + 1; j < blocks.size(); j++) {
                if (fixed[i] && fixed[j] && clash(i, j)) {
                    return false;
                }
            }
        }
        return true;
    }

    private boolean clash(int i, int j) {
        TileBlock a = blocks.get(i);
        TileBlock b = blocks.get(j);
        if (!a.interferes(b)) {
            return false;
        }
        long ae = offsets[i] + a.size();
        long be = offsets[j] + b.size();
        boolean overlap = offsets[i] < be && offsets[j] < ae;
        boolean banks = a.banked() && b.banked() && offsets[i] / bank <= (be - 1) / bank && offsets[j] / bank <= (ae - 1) / bank;
        return overlap || banks;
    }

    long leastPeak() {
        return TileBruteForce.leastPeak(blocks, offsets, fixed, bank, capacity);
    }

    long leastPeakOnGrid() {
        return TileBruteForce.leastPeakOnGrid(blocks, offsets, fixed, bank, capacity);
    }
}
