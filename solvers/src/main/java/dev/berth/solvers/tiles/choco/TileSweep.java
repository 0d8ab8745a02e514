package dev.berth.solvers.tiles.choco;

import dev.berth.algorithms.tiles.TileLayoutBuilder;
import dev.berth.model.Budget;
import dev.berth.model.tiles.BlockKind;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.analysis.TileBlock;
import dev.berth.model.tiles.analysis.TileBlocks;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.analysis.TileLowerBound;
import dev.berth.model.tiles.TileProblem;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every tile's best layout so far, starting from the start's, improved by passes that each treat the tiles
 * as independent problems (the plans and the group members' offsets never change): {@link #firstFit} and
 * {@link #search}. A tile is open while its best peak is above its bound.
 */
final class TileSweep {
    private final TileProblem problem;
    private final StructurePlan[] plans;
    private final List<List<TileBlock>> blocks;
    private final long[][] startOffsets;
    private final boolean[][] fixed;
    private final long[] bound;
    private final long[][] best;
    private final long[] bestPeak;
    private final boolean[] proven;
    private int atBound;
    private int byFirstFit;
    private int bySearch;
    private int searched;
    private int notSearched;
    private int notModelled;
    private long nodes;

    /** @param grouped which variables are equal-address group members (they keep their offsets) */
    TileSweep(TileProblem p, TileLayout start, boolean[] grouped, TileLowerBound lowerBound) {
        problem = p;
        plans = start.plans();
        blocks = TileBlocks.of(p, plans);
        int n = p.tiles();
        startOffsets = new long[n][];
        fixed = new boolean[n][];
        bound = new long[n];
        best = new long[n][];
        bestPeak = new long[n];
        proven = new boolean[n];
        for (int t = 0; t < n; t++) {
            List<TileBlock> tb = blocks.get(t);
            startOffsets[t] = new long[tb.size()];
            fixed[t] = new boolean[tb.size()];
            for (int i = 0; i < tb.size(); i++) {
                TileBlock b = tb.get(i);
                startOffsets[t][i] = TileBlocks.offsetOf(start, b);
                fixed[t][i] = b.kind() == BlockKind.VARIABLE && grouped[b.owner()];
            }
            bestPeak[t] = FirstFitOrders.peak(tb, startOffsets[t]);
            bound[t] = Math.max(lowerBound.of(t),
                    PlacedTileBound.of(tb, startOffsets[t], fixed[t], p.machine().bankBytes()));
            proven[t] = bestPeak[t] <= bound[t];
            atBound += proven[t] ? 1 : 0;
        }
    }

    /** Open tiles, largest best peak first. */
    private List<Integer> open() {
        List<Integer> out = new ArrayList<>();
        for (int t = 0; t < problem.tiles(); t++) {
            if (!proven[t]) {
                out.add(t);
            }
        }
        out.sort(Comparator.comparingLong((Integer t) -> -bestPeak[t]).thenComparingInt(t -> t));
        return out;
    }

    /** Every open tile's first-fit in a few orders ({@link FirstFitOrders}), kept where lower. */
    void firstFit(int threads, Budget budget) {
        long capacity = problem.machine().bytesPerTile();
        long bank = problem.machine().bankBytes();
        List<TileWaves.Job> jobs = new ArrayList<>();
        for (int t : open()) {
            jobs.add((n, b) -> {
                long[] at = FirstFitOrders.best(blocks.get(t), startOffsets[t], fixed[t], bank, capacity, b);
                long peak = at == null ? Long.MAX_VALUE : FirstFitOrders.peak(blocks.get(t), at);
                return peak < bestPeak[t] ? new TileOutcome(t, at, peak, peak <= bound[t], 0, null)
                        : new TileOutcome(t, null, bestPeak[t], false, 0, null);
            });
        }
        for (TileOutcome o : TileWaves.run(jobs, threads, 0, 0, 0, TileWaves.EVEN, budget)) {
            if (o != null && accept(o)) {
                byFirstFit++;
            }
        }
    }

    /**
     * Every open tile's exact search ({@link TileSearch}) below its best peak, largest first, with shares of
     * the budget and the nodes ({@link TileWaves}); tiles not reached keep their best.
     */
    void search(int threads, long nodeLimit, long minMillis, long tileMillis, long maxPairs, Restarts restarts,
                TileWaves.Weights weights, Budget budget) {
        List<TileWaves.Job> jobs = new ArrayList<>();
        for (int t : open()) {
            jobs.add((n, b) -> searchTile(t, maxPairs, restarts, n, b));
        }
        for (TileOutcome o : TileWaves.run(jobs, threads, nodeLimit, minMillis, tileMillis, weights, budget)) {
            if (o == null) {
                notSearched++;
                continue;
            }
            nodes += o.nodes();
            if (o.skipped() != null) {
                notModelled++;
            } else {
                searched++;
            }
            if (accept(o)) {
                bySearch++;
            }
        }
    }

    private TileOutcome searchTile(int t, long maxPairs, Restarts restarts, long nodeLimit, Budget budget) {
        long peak = bestPeak[t];
        try {
            TilePlacement pl = TilePlacement.of(t, blocks.get(t), startOffsets[t], fixed[t], peak, bound[t],
                    problem.machine().bytesPerTile(), problem.machine().bankBytes(), maxPairs, budget);
            return TileSearch.run(pl, blocks.get(t).size(), peak, nodeLimit, budget, restarts);
        } catch (TileNotModelled e) {
            return new TileOutcome(t, null, peak, false, 0, e.getMessage());
        }
    }

    /** Takes the outcome's layout if it lowers the tile's peak; says whether it did. */
    private boolean accept(TileOutcome o) {
        int t = o.tile();
        proven[t] |= o.complete();
        if (!o.improved() || o.peak() >= bestPeak[t]) {
            return false;
        }
        best[t] = o.offsets();
        bestPeak[t] = o.peak();
        return true;
    }

    /** Every tile's best: the start's offsets, replaced by the improved tiles'. */
    TileLayout layout() {
        TileLayoutBuilder builder = new TileLayoutBuilder(problem, plans);
        for (int t = 0; t < problem.tiles(); t++) {
            List<TileBlock> tb = blocks.get(t);
            for (int i = 0; i < tb.size(); i++) {
                long at = best[t] != null && best[t][i] >= 0 ? best[t][i] : startOffsets[t][i];
                builder.set(tb.get(i), at);
            }
        }
        return builder.build();
    }

    boolean anyImproved() {
        return byFirstFit + bySearch > 0;
    }

    Map<String, Object> stats() {
        int provenCount = 0;
        int improved = 0;
        for (int t = 0; t < problem.tiles(); t++) {
            provenCount += proven[t] ? 1 : 0;
            improved += best[t] != null ? 1 : 0;
        }
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("tilesAtBound", atBound);
        s.put("tilesImproved", improved);
        s.put("tilesImprovedByFirstFit", byFirstFit);
        s.put("tilesImprovedBySearch", bySearch);
        s.put("tilesSearched", searched);
        s.put("tilesProven", provenCount);
        s.put("tilesNotSearched", notSearched);
        s.put("tilesNotModelled", notModelled);
        s.put("nodes", nodes);
        return s;
    }
}
