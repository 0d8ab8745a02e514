package dev.berth.solvers.tiles.choco;

import dev.berth.algorithms.tiles.ReferenceTileAllocator;
import dev.berth.model.Budget;
import dev.berth.model.CurrentBudget;
import dev.berth.model.Configurable;
import dev.berth.model.Improver;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.params.Param;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.analysis.EqualAddressGroups;
import dev.berth.model.tiles.analysis.TileLayouts;
import dev.berth.model.tiles.analysis.TileLowerBound;
import dev.berth.model.tiles.analysis.TileObjective;
import dev.berth.model.tiles.analysis.TileValidator;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Exact per tile on the Choco constraint solver, an improver: from the answer it is given (as the strategy
 * {@code choco}, the published allocator's; given none, it asks the published allocator itself, under the
 * {@code reference.*} parameters). The start decides what is
 * shared and where the equal-address groups sit; those stay. Then every tile is its own placement problem
 * ({@link TilePlacement}): its blocks, the group members fixed at their group's address, the others free,
 * interfering blocks apart, banked blocks live together in different banks, alignment, capacity; the tile's
 * peak is minimised from one byte below the best known ({@link TileSearch}). The best known is the start's,
 * or a quick first-fit's in a few orders ({@link FirstFitOrders}) when that is lower. A tile whose best known
 * peak meets its bound ({@code TileLowerBound}, or {@link PlacedTileBound} with the plans and the fixed blocks
 * known) is not searched.
 *
 * <p>The first-fit pass runs over every tile first; then the searches take the tiles in order of decreasing
 * peak — the largest decides the first objective term, the others lower the total — each with a share of what
 * is left of the budget (not below a floor) and of {@code nodeLimit}, larger for larger tiles
 * ({@link TileWaves}), {@code threads} tiles at a time. A tile not reached before the budget or the nodes run
 * out, or too large for a model, keeps the start's layout (or the first-fit's); the solve never fails for
 * that. If its own start has no layout (INFEASIBLE, UNKNOWN), that answer is returned.
 *
 * <p>The answer is the start improved tile by tile, validated before it is returned; OPTIMAL when its largest
 * peak meets {@code TileLowerBound.max()}, with that bound's certificate (or the start's own proven bound, with its
 * proof). A complete tile search proves the tile's peak least only with the start's plans and group addresses
 * kept, so it does not raise the bound.
 *
 * <p>Parameters (keys {@code choco.NAME}):
 * <ul>
 *   <li>{@code tile-seconds} — most seconds one tile's search may take; 0 (default) caps it only by its
 *   share of the budget.</li>
 *   <li>{@code shares} — how the budget and the nodes are shared among the tiles' searches:
 *   {@code rank} (default: the k-th largest tile weighs 1 / (k + 1), since it lowers the first term only once
 *   the larger ones are lower) or {@code even}. Measured on 200 random tiles of 200 blocks under 300,000
 *   nodes from a first-fit start (3333 B): rank 3075 B max peak / 537,722 B total, even 3139 B / 535,465 B.</li>
 *   <li>{@code tile-min-seconds} (default {@value #DEFAULT_MIN_SECONDS}) — least share of a tile's
 *   search. With more tiles than the budget can give that much, the largest tiles get it and the smallest
 *   keep the start's or the first-fit's layout (measured on 1472 tiles of 200 blocks: shares of ~13 ms
 *   improved no tile in 20 s, not even one dive each).</li>
 *   <li>{@code first-fit} (default true) — try the first-fit orders before each tile's search; false
 *   searches from the start's peak alone (to measure the search by itself).</li>
 *   <li>{@code restart-fails} (default {@value #DEFAULT_RESTART_FAILS}) — restart each tile's search
 *   after a Luby sequence of this many fails, its dives breaking ties at random (seeded by the options' seed
 *   and the tile); 0 searches in one dive that backtracks. Both are complete; restarts find lower peaks on
 *   tiles too large to finish.</li>
 *   <li>{@code max-pairs} (default {@value #DEFAULT_MAX_PAIRS}) — a tile with more interfering block
 *   pairs gets no model (it keeps the start's or the first-fit's layout).</li>
 * </ul>
 * Its own start, when it builds one, gets the same budget first (it is a quick heuristic).
 * Stats: start (who gave it), startMaxPeak, startTotalMemory, tilesAtBound (the start meets the bound: not searched),
 * tilesSearched, tilesImproved, tilesImprovedByFirstFit, tilesImprovedBySearch (a tile may count in both),
 * tilesProven (least peak
 * given the plans and fixed groups: at bound, or a complete search), tilesNotSearched (budget or nodes ran
 * out first), tilesNotModelled (too large), nodes.
 */
public final class ChocoTileAllocator implements Improver<TileProblem, TileLayout> {
    public static final String NAME = "choco";
    static final long DEFAULT_MAX_PAIRS = 200_000;
    static final long DEFAULT_RESTART_FAILS = 50;
    static final double DEFAULT_MIN_SECONDS = 0.1;

    /** How the budget and the nodes are shared among the tiles' searches. */
    enum Shares {
        /** The k-th largest tile weighs 1 / (k + 1). */
        RANK(TileWaves.BY_RANK),
        /** Every tile alike. */
        EVEN(TileWaves.EVEN);

        private final TileWaves.Weights weights;

        Shares(TileWaves.Weights weights) {
            this.weights = weights;
        }
    }

    static final Param<Double> TILE_SECONDS = Param.decimal("tile-seconds", 0, 0, 1e9,
            "most seconds one tile's search may take; 0: only its share of the budget caps it");
    static final Param<Shares> SHARES = Param.choice("shares", Shares.class, Shares.RANK,
            "how the budget and nodes are shared among the tiles: rank (the k-th largest weighs 1/(k+1)) or even");
    static final Param<Double> TILE_MIN_SECONDS = Param.decimal("tile-min-seconds", DEFAULT_MIN_SECONDS, 0, 1e9,
            "least share of a tile's search; tiles the budget cannot give that much keep their layout");
    static final Param<Boolean> FIRST_FIT = Param.flag("first-fit", true,
            "try the first-fit orders before each tile's search (false: the search from the start's peak alone)");
    static final Param<Long> RESTART_FAILS = Param.whole("restart-fails", DEFAULT_RESTART_FAILS, 0, Long.MAX_VALUE,
            "restart each tile's search after a Luby sequence of this many fails; 0: one dive that backtracks");
    static final Param<Long> MAX_PAIRS = Param.whole("max-pairs", DEFAULT_MAX_PAIRS, 0, Long.MAX_VALUE,
            "a tile with more interfering block pairs gets no model (it keeps its layout)");
    static final List<Param<?>> PARAMS = List.of(TILE_SECONDS, SHARES, TILE_MIN_SECONDS, FIRST_FIT, RESTART_FAILS,
            MAX_PAIRS);

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "exact CP (Choco) per tile from a start's plans and group addresses: pairwise non-overlap and bank"
                + " disjunctions, each tile's peak minimised, largest tiles first";
    }

    @Override
    public List<Param<?>> params() {
        return PARAMS;
    }

    /** The published allocator, whose answer it starts from when given none. */
    @Override
    public List<? extends Configurable> parts() {
        return List.of(new ReferenceTileAllocator());
    }

    @Override
    public Result<TileLayout> improve(TileProblem problem, Result<TileLayout> start, SolveOptions options,
                                      Budget budget) {
        long tileMillis = Math.round(TILE_SECONDS.from(options) * 1000);
        long minMillis = Math.round(TILE_MIN_SECONDS.from(options) * 1000);
        long maxPairs = MAX_PAIRS.from(options);
        Restarts restarts = new Restarts(RESTART_FAILS.from(options), options.seed());
        TileWaves.Weights shares = SHARES.from(options).weights;
        boolean firstFit = FIRST_FIT.from(options);
        Result<TileLayout> first = start != null && start.hasSolution() ? start
                : new ReferenceTileAllocator().solveAsPart(problem, options, budget);
        String by = start != null && start.hasSolution() ? start.solver() : ReferenceTileAllocator.NAME;
        if (!first.hasSolution()) {
            return first.withSolver(null).withStat("start", by);
        }
        return improve(problem, first, by, options, firstFit, minMillis, tileMillis, maxPairs, restarts, shares, budget);
    }

    private Result<TileLayout> improve(TileProblem p, Result<TileLayout> first, String by, SolveOptions options,
                                       boolean firstFit, long minMillis, long tileMillis, long maxPairs,
                                       Restarts restarts, TileWaves.Weights shares, Budget budget) {
        TileLayout layout = first.solution();
        StructurePlan[] plans = layout.plans();
        Map<String, Object> stats = new LinkedHashMap<>();
        TileObjective startObjective = TileObjective.of(p, layout);
        stats.put("start", by);
        stats.put("startMaxPeak", startObjective.maxPeak());
        stats.put("startTotalMemory", startObjective.totalMemory());
        TileLowerBound tileBounds = TileLowerBound.of(p);
        EqualAddressGroups groups = EqualAddressGroups.of(p, plans);
        if (!groups.consistent()) {
            return first.withSolver(null).withStats(stats).withReason(
                    "the start's equal-address groups are inconsistent, kept as is: " + groups.conflict().describe(p));
        }
        boolean[] grouped = new boolean[p.variableCount()];
        for (int[] g : groups.groups()) {
            for (int v : g) {
                grouped[v] = true;
            }
        }
        TileSweep sweep = new TileSweep(p, layout, grouped, tileBounds);
        // re-validating and scoring a chip-wide layout takes about a second at 1472 tiles: keep time for it
        long left = budget.remainingMillis();
        Budget searchBudget = budget.child(Duration.ofMillis(left - Math.min(2_000, left / 10)));
        if (firstFit) {
            sweep.firstFit(options.threads(), searchBudget);
        }
        sweep.search(options.threads(), options.nodeLimit(), minMillis, tileMillis, maxPairs, restarts, shares,
                searchBudget);
        stats.putAll(sweep.stats());
        TileLayout result = sweep.layout();
        // validated after the searches' time is spent (2 s or a tenth of it kept back): not stopped by the
        // deadline, or the improved layout is lost; near-linear on any instance Berth reads
        String violation = sweep.anyImproved()
                ? CurrentBudget.during(null, () -> TileValidator.firstViolation(p, result)) : null;
        if (violation != null) {
            return Result.<TileLayout>unknown("internal error: the per-tile layout is invalid: " + violation)
                    .withStats(stats);
        }
        TileObjective objective = TileObjective.of(p, result);
        Result<TileLayout> r = TileLayouts.answer(p, result, objective).withStats(stats);
        if (first.bound() > r.bound() && first.proof().kind() != Proof.Kind.NONE) {
            // the start's own proven bound (the plans and groups it proves it for stay as they were)
            r = r.withBound(first.bound(), first.proof())
                    .withStatus(objective.maxPeak() <= first.bound() ? Status.OPTIMAL : Status.FEASIBLE);
        }
        return r;
    }
}
