package dev.berth.model.tiles.analysis;

import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;
import java.util.Comparator;
import java.util.List;

/**
 * The objective, compared in order: the largest tile's peak memory, then the memory of all tiles together
 * (the sum of their peaks), then the exchange cycles sharing adds. A tile's peak is the highest address it
 * uses (max offset + size), which is what must fit its memory.
 */
public record TileObjective(long maxPeak, long totalMemory, long exchangeCycles) implements Comparable<TileObjective> {
    public static final Comparator<TileObjective> ORDER = Comparator.comparingLong(TileObjective::maxPeak)
            .thenComparingLong(TileObjective::totalMemory).thenComparingLong(TileObjective::exchangeCycles);

    @Override
    public int compareTo(TileObjective o) {
        return ORDER.compare(this, o);
    }

    public boolean betterThan(TileObjective o) {
        return o == null || compareTo(o) < 0;
    }

    public static TileObjective of(TileProblem p, TileLayout layout) {
        long[] peaks = peaks(p, layout);
        long max = 0;
        long total = 0;
        for (long x : peaks) {
            max = Math.max(max, x);
            total += x;
        }
        return new TileObjective(max, total, ExchangeSchedule.of(p, layout.plans()).totalCycles());
    }

    /** Each tile's peak under {@code layout}. */
    public static long[] peaks(TileProblem p, TileLayout layout) {
        List<List<TileBlock>> blocks = TileBlocks.of(p, layout.plans());
        long[] peaks = new long[p.tiles()];
        for (int t = 0; t < p.tiles(); t++) {
            for (TileBlock b : blocks.get(t)) {
                if (b.size() > 0) {
                    peaks[t] = Math.max(peaks[t], TileBlocks.offsetOf(layout, b) + b.size());
                }
            }
        }
        return peaks;
    }

    @Override
    public String toString() {
        return "max peak " + maxPeak + " B, total " + totalMemory + " B, " + exchangeCycles + " exchange cycles";
    }
}
