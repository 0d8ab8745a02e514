package dev.berth.solvers.tiles.choco;

import dev.berth.model.Budget;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.search.restart.LubyCutoff;
import org.chocosolver.solver.search.restart.Restarter;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.search.strategy.selectors.values.IntDomainMin;
import org.chocosolver.solver.variables.IntVar;

import java.util.Arrays;
import java.util.Comparator;
import java.util.Random;
import java.util.stream.IntStream;

/**
 * The CP model of one {@link TilePlacement} and its search: an offset variable per block (a multiple of its
 * alignment, a constant when fixed), the interfering pairs as {@link BlockDisjunctions}, the peak as the
 * largest end, minimised from one unit below the best peak known. Blocks are placed lowest-first (ties by
 * decreasing size x steps live, see {@link LowestBlockFirst}) with {@link RestRefutation}, optionally
 * restarted on a Luby sequence of fail counts. The search is complete either way: when it ends by itself,
 * the best peak found — or the one known before, if none — is the tile's least with the fixed blocks kept.
 */
final class TileSearch {
    private TileSearch() {
    }

    /**
     * @param tileBlocks how many blocks the tile has (the model leaves out the empty ones)
     * @param startPeak the best peak known (bytes), reported when nothing better is found
     * @param nodeLimit search nodes allowed, 0 for no limit
     * @param budget    this tile's time; polled between nodes
     */
    static TileOutcome run(TilePlacement pl, int tileBlocks, long startPeak, long nodeLimit, Budget budget) {
        return run(pl, tileBlocks, startPeak, nodeLimit, budget, Restarts.NONE);
    }

    /**
     * @param restarts restarting dives (complete all the same: the cutoff grows without end) and the seed of
     *                 their tie-breaking
     */
    static TileOutcome run(TilePlacement pl, int tileBlocks, long startPeak, long nodeLimit, Budget budget,
                           Restarts restarts) {
        if (!roomBelowTop(pl)) {
            return new TileOutcome(pl.tile, null, startPeak, true, 0, null);
        }
        Model model = new Model("tile " + pl.tile);
        int n = pl.blocks();
        IntVar[] offsets = new IntVar[n];
        IntVar[] ends = new IntVar[n];
        for (int i = 0; i < n; i++) {
            offsets[i] = offset(model, pl, i);
            ends[i] = model.intOffsetView(offsets[i], pl.size[i]);
        }
        IntVar peak = model.intVar("peak", pl.lowerBound, pl.top, true);
        model.max(peak, ends).post();
        if (pl.pairs() > 0) {
            new Constraint("blockDisjunctions", new BlockDisjunctions(offsets, pl)).post();
        }
        IntVar[] free = IntStream.range(0, n).filter(i -> !pl.fixed[i]).boxed()
                .sorted(Comparator.comparingLong((Integer i) -> -(long) pl.size[i] * pl.live[i].count())
                        .thenComparingInt(i -> -pl.size[i]).thenComparingInt(i -> i))
                .map(i -> offsets[i]).toArray(IntVar[]::new);
        Solver solver = model.getSolver();
        if (free.length > 0) {
            Random random = restarts.failBase() > 0 ? new Random(restarts.seed() * 1_000_003L + pl.tile) : null;
            solver.setSearch(Search.intVarSearch(new LowestBlockFirst(random), new IntDomainMin(),
                    new RestRefutation(offsets, pl), free), Search.inputOrderLBSearch(peak));
            if (random != null) {
                solver.addRestarter(new Restarter(new LubyCutoff(restarts.failBase()),
                        c -> solver.getFailCount() >= c, Integer.MAX_VALUE, true));
            }
        } else {
            solver.setSearch(Search.inputOrderLBSearch(peak));
        }
        if (nodeLimit > 0) {
            solver.limitNode(nodeLimit);
        }
        if (!budget.unlimitedTime()) {
            solver.limitTime(Math.max(1, budget.remainingMillis()));
        }
        solver.addStopCriterion(budget::exhausted);
        model.setObjective(Model.MINIMIZE, peak);
        long[] best = null;
        long bestPeak = startPeak;
        while (solver.solve()) {
            best = new long[tileBlocks];
            Arrays.fill(best, -1);
            for (int i = 0; i < n; i++) {
                best[pl.blockIndex[i]] = offsets[i].getValue() * pl.unit;
            }
            bestPeak = peak.getValue() * pl.unit;
        }
        boolean complete = !solver.isStopCriterionMet() && !solver.hasEndedUnexpectedly();
        return new TileOutcome(pl.tile, best, bestPeak, complete, solver.getNodeCount(), null);
    }

    /** Whether every block can end at or below the top at all; if not, no layout beats the start. */
    private static boolean roomBelowTop(TilePlacement pl) {
        if (pl.lowerBound > pl.top) {
            return false;
        }
        for (int i = 0; i < pl.blocks(); i++) {
            long lowest = pl.fixed[i] ? pl.fixedOffset[i] : 0;
            if (lowest + pl.size[i] > pl.top) {
                return false;
            }
        }
        return true;
    }

    private static IntVar offset(Model model, TilePlacement pl, int i) {
        String name = "o" + pl.blockIndex[i];
        if (pl.fixed[i]) {
            return model.intVar(name, pl.fixedOffset[i]);
        }
        int room = pl.top - pl.size[i];
        int a = pl.alignment[i];
        if (a == 1) {
            return model.intVar(name, 0, room, true);
        }
        return model.intScaleView(model.intVar("k" + pl.blockIndex[i], 0, room / a, true), a);
    }
}
