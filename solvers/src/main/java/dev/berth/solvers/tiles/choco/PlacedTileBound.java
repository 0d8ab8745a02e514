package dev.berth.solvers.tiles.choco;

import dev.berth.model.tiles.Steps;
import dev.berth.model.tiles.analysis.TileBlock;

import java.util.ArrayList;
import java.util.List;

/**
 * A lower bound on one tile's peak once the structure plans are decided and some blocks are fixed: every
 * fixed block's end, every block's size (a block counts in the peak even when it is never live), and at each
 * step the sizes of the blocks live there, and for the banked ones the banks they need (each takes at least
 * {@code ceil(size / bank)} whole banks of its own, so the highest used bank is at least their count - 1).
 * Tighter than {@code TileLowerBound} for the tile because the plans no longer leave a choice.
 */
final class PlacedTileBound {
    private PlacedTileBound() {
    }

    static long of(List<TileBlock> blocks, long[] offsets, boolean[] fixed, long bankBytes) {
        long bound = 0;
        List<long[]> events = new ArrayList<>();
        for (int i = 0; i < blocks.size(); i++) {
            TileBlock b = blocks.get(i);
            if (b.size() == 0) {
                continue;
            }
            bound = Math.max(bound, fixed[i] ? offsets[i] + b.size() : b.size());
            long banks = b.banked() ? (b.size() + bankBytes - 1) / bankBytes : 0;
            Steps live = b.live();
            for (int k = 0; k < live.intervals(); k++) {
                events.add(new long[] {live.start(k), b.size(), banks});
                events.add(new long[] {live.end(k), -b.size(), -banks});
            }
        }
        events.sort((x, y) -> Long.compare(x[0], y[0]));
        long sum = 0;
        long banks = 0;
        for (int i = 0; i < events.size(); ) {
            long step = events.get(i)[0];
            while (i < events.size() && events.get(i)[0] == step) {
                sum += events.get(i)[1];
                banks += events.get(i)[2];
                i++;
            }
            bound = Math.max(bound, Math.max(sum, banks > 0 ? (banks - 1) * bankBytes + 1 : 0));
        }
        return bound;
    }
}
