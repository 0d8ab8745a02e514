package dev.berth.solvers.tiles.choco;

import dev.berth.model.Budget;
import dev.berth.model.InputException;
import dev.berth.model.SolveOptions;
import dev.berth.model.tiles.analysis.EqualAddressGroups;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.TileAllocator;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.analysis.TileLowerBound;
import dev.berth.model.tiles.analysis.TileObjective;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileResult;
import dev.berth.model.tiles.analysis.TileValidator;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Exact per tile on the Choco constraint solver, from a start allocator's answer. The start decides what is
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
 * that. If the start has no layout (INFEASIBLE, UNKNOWN), its answer is returned.
 *
 * <p>The answer is the start improved tile by tile, validated before it is returned; OPTIMAL when its largest
 * peak meets {@code TileLowerBound.max()} (or the start's own proven bound). A complete tile search proves the
 * tile's peak least only with the start's plans and group addresses kept, so it does not raise the bound.
 *
 * <p>Params:
 * <ul>
 *   <li>{@code choco-tile-seconds} — most seconds one tile's search may take; 0 (default) caps it only by its
 *   share of the budget.</li>
 *   <li>{@code choco-shares} — how the budget and the nodes are shared among the tiles' searches:
 *   {@code rank} (default: the k-th largest tile weighs 1 / (k + 1), since it lowers the first term only once
 *   the larger ones are lower) or {@code even}. Measured on 200 random tiles of 200 blocks under 300,000
 *   nodes from a first-fit start (3333 B): rank 3075 B max peak / 537,722 B total, even 3139 B / 535,465 B.</li>
 *   <li>{@code choco-tile-min-seconds} (default {@value #DEFAULT_MIN_SECONDS}) — least share of a tile's
 *   search. With more tiles than the budget can give that much, the largest tiles get it and the smallest
 *   keep the start's or the first-fit's layout (measured on 1472 tiles of 200 blocks: shares of ~13 ms
 *   improved no tile in 20 s, not even one dive each).</li>
 *   <li>{@code choco-first-fit} (default true) — try the first-fit orders before each tile's search; false
 *   searches from the start's peak alone (to measure the search by itself).</li>
 *   <li>{@code choco-restart-fails} (default {@value #DEFAULT_RESTART_FAILS}) — restart each tile's search
 *   after a Luby sequence of this many fails, its dives breaking ties at random (seeded by the options' seed
 *   and the tile); 0 searches in one dive that backtracks. Both are complete; restarts find lower peaks on
 *   tiles too large to finish.</li>
 *   <li>{@code choco-max-pairs} (default {@value #DEFAULT_MAX_PAIRS}) — a tile with more interfering block
 *   pairs gets no model (it keeps the start's or the first-fit's layout).</li>
 * </ul>
 * The start gets the same options and budget first (it is expected to be a quick heuristic).
 * Stats: start, startMaxPeak, startTotalMemory, tilesAtBound (the start meets the bound: not searched),
 * tilesSearched, tilesImproved, tilesImprovedByFirstFit, tilesImprovedBySearch (a tile may count in both),
 * tilesProven (least peak
 * given the plans and fixed groups: at bound, or a complete search), tilesNotSearched (budget or nodes ran
 * out first), tilesNotModelled (too large), nodes.
 */
public final class ChocoTileAllocator implements TileAllocator {
    public static final String NAME = "choco";
    static final long DEFAULT_MAX_PAIRS = 200_000;
    static final long DEFAULT_RESTART_FAILS = 50;
    static final String DEFAULT_MIN_SECONDS = "0.1";

    private final TileAllocator start;

    /** @param start gives the structure plans, the group addresses and the layout every tile improves on */
    public ChocoTileAllocator(TileAllocator start) {
        this.start = Objects.requireNonNull(start, "start");
    }

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
    public TileResult allocate(TileProblem problem, SolveOptions options, Budget budget) {
        long t0 = System.nanoTime();
        long tileMillis = millis(options, "choco-tile-seconds", "0");
        long minMillis = millis(options, "choco-tile-min-seconds", DEFAULT_MIN_SECONDS);
        long maxPairs = options.longParam("choco-max-pairs", DEFAULT_MAX_PAIRS);
        Restarts restarts = new Restarts(Math.max(0, options.longParam("choco-restart-fails", DEFAULT_RESTART_FAILS)),
                options.seed());
        TileWaves.Weights shares = switch (options.param("choco-shares", "rank")) {
            case "rank" -> TileWaves.BY_RANK;
            case "even" -> TileWaves.EVEN;
            default -> throw new InputException("parameter choco-shares",
                    "unknown '" + options.param("choco-shares", "") + "' (expected rank or even)");
        };
        TileResult first = start.allocate(problem, options, budget);
        TileResult r = first.status().hasSolution()
                ? improve(problem, first, options, minMillis, tileMillis, maxPairs, restarts, shares, budget)
                : first.withStat("start", first.solver());
        return r.withSolver(NAME).withSeconds((System.nanoTime() - t0) / 1e9);
    }

    private TileResult improve(TileProblem p, TileResult first, SolveOptions options, long minMillis, long tileMillis,
                               long maxPairs, Restarts restarts, TileWaves.Weights shares, Budget budget) {
        TileLayout layout = first.layout();
        StructurePlan[] plans = layout.plans();
        Map<String, Object> stats = new LinkedHashMap<>();
        stats.put("start", first.solver());
        stats.put("startMaxPeak", first.objective().maxPeak());
        stats.put("startTotalMemory", first.objective().totalMemory());
        TileLowerBound tileBounds = TileLowerBound.of(p);
        long bound = Math.max(tileBounds.max(), first.bound());
        EqualAddressGroups groups = EqualAddressGroups.of(p, plans);
        if (!groups.consistent()) {
            return first.withStats(stats).withReason("the start's equal-address groups are inconsistent, kept as is: "
                    + groups.conflict().describe(p));
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
        Budget searchBudget = budget.child(java.time.Duration.ofMillis(left - Math.min(2_000, left / 10)));
        if (options.flag("choco-first-fit", true)) {
            sweep.firstFit(options.threads(), searchBudget);
        }
        sweep.search(options.threads(), options.nodeLimit(), minMillis, tileMillis, maxPairs, restarts, shares,
                searchBudget);
        stats.putAll(sweep.stats());
        TileLayout result = sweep.layout();
        String violation = sweep.anyImproved() ? TileValidator.firstViolation(p, result) : null;
        if (violation != null) {
            return TileResult.unknown("internal error: the per-tile layout is invalid: " + violation, bound, NAME)
                    .withStats(stats);
        }
        return TileResult.solved(result, TileObjective.of(p, result), bound, NAME).withStats(stats);
    }

    private static long millis(SolveOptions options, String key, String fallback) {
        String v = options.param(key, fallback);
        try {
            double s = Double.parseDouble(v.trim());
            if (s < 0 || Double.isNaN(s)) {
                throw new NumberFormatException();
            }
            return Math.round(s * 1000);
        } catch (NumberFormatException e) {
            throw new InputException("parameter " + key, "not a number of seconds >= 0: '" + v + "'");
        }
    }
}
