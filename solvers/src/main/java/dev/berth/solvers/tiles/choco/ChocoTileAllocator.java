package dev.berth.solvers.tiles.choco;

import dev.berth.heuristics.tiles.TileLayoutBuilder;
import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.InputException;
import dev.berth.model.tiles.BlockKind;
import dev.berth.model.tiles.EqualAddressGroups;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.TileAllocator;
import dev.berth.model.tiles.TileBlock;
import dev.berth.model.tiles.TileBlocks;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileLowerBound;
import dev.berth.model.tiles.TileObjective;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileResult;
import dev.berth.model.tiles.TileValidator;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Exact per tile on the Choco constraint solver, from a start allocator's answer. The start decides what is
 * shared and where the equal-address groups sit; those stay. Then every tile is its own placement problem
 * ({@link TilePlacement}): its blocks, the group members fixed at their group's address, the others free,
 * interfering blocks apart, banked blocks live together in different banks, alignment, capacity; the tile's
 * peak is minimised from one byte below the start's ({@link TileSearch}). A tile whose start peak already
 * meets its bound ({@code TileLowerBound}, or {@link PlacedTileBound} with the plans and fixed blocks known)
 * is not searched.
 *
 * <p>Tiles are searched in order of decreasing start peak — the largest decides the first objective term,
 * the others lower the total — each with a share of what is left of the budget and of {@code nodeLimit}
 * ({@link TileWaves}), {@code threads} tiles at a time. A tile left unsearched when the budget runs out, or
 * too large for a model, keeps the start's layout; the solve never fails for that. If the start has no
 * layout (INFEASIBLE, UNKNOWN), its answer is returned.
 *
 * <p>The answer is the start improved tile by tile, validated before it is returned; OPTIMAL when its largest
 * peak meets {@code TileLowerBound.max()} (or the start's own proven bound). A complete tile search proves the
 * tile's peak least only with the start's plans and group addresses kept, so it does not raise the bound.
 *
 * <p>Params:
 * <ul>
 *   <li>{@code choco-tile-seconds} — most seconds one tile's search may take (default: no cap beyond its
 *   share of the budget).</li>
 *   <li>{@code choco-max-pairs} (default {@value #DEFAULT_MAX_PAIRS}) — a tile with more interfering block
 *   pairs keeps the start's layout.</li>
 * </ul>
 * The start gets the same options and budget first (it is expected to be a quick heuristic).
 * Stats: start, startMaxPeak, startTotalMemory, tilesAtBound (not searched), tilesSearched, tilesImproved,
 * tilesProven (least peak given the fixed groups: at bound, or a complete search), tilesNotSearched (budget or
 * nodes ran out), tilesNotModelled (too large), nodes.
 */
public final class ChocoTileAllocator implements TileAllocator {
    public static final String NAME = "choco";
    static final long DEFAULT_MAX_PAIRS = 200_000;

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
        TileResult first = start.allocate(problem, options, budget);
        TileResult r = first.status().hasSolution() ? improve(problem, first, options, budget)
                : first.withStat("start", first.solver());
        return r.withSolver(NAME).withSeconds((System.nanoTime() - t0) / 1e9);
    }

    private TileResult improve(TileProblem p, TileResult first, SolveOptions options, Budget budget) {
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
        List<List<TileBlock>> blocks = TileBlocks.of(p, plans);
        long[][] offsets = new long[p.tiles()][];
        boolean[][] fixed = new boolean[p.tiles()][];
        long[] peaks = new long[p.tiles()];
        long[] bounds = new long[p.tiles()];
        List<Integer> queue = new ArrayList<>();
        for (int t = 0; t < p.tiles(); t++) {
            List<TileBlock> tb = blocks.get(t);
            offsets[t] = new long[tb.size()];
            fixed[t] = new boolean[tb.size()];
            for (int i = 0; i < tb.size(); i++) {
                TileBlock b = tb.get(i);
                offsets[t][i] = layout.offsetOf(b);
                fixed[t][i] = b.kind() == BlockKind.VARIABLE && grouped[b.owner()];
                if (b.size() > 0) {
                    peaks[t] = Math.max(peaks[t], offsets[t][i] + b.size());
                }
            }
            bounds[t] = Math.max(tileBounds.of(t), PlacedTileBound.of(tb, offsets[t], fixed[t], p.machine().bankBytes()));
            if (peaks[t] > bounds[t]) {
                queue.add(t);
            }
        }
        queue.sort(Comparator.comparingLong((Integer t) -> -peaks[t]).thenComparingInt(t -> t));
        long maxPairs = options.longParam("choco-max-pairs", DEFAULT_MAX_PAIRS);
        List<TileWaves.Job> jobs = new ArrayList<>();
        for (int t : queue) {
            jobs.add((nodes, tileBudget) -> searchTile(p, t, blocks.get(t), offsets[t], fixed[t], peaks[t], bounds[t],
                    maxPairs, nodes, tileBudget));
        }
        long tileMillis = tileMillis(options);
        TileOutcome[] outcomes = TileWaves.run(jobs, options.threads(), options.nodeLimit(), tileMillis, budget);

        TileLayoutBuilder builder = new TileLayoutBuilder(p, plans);
        for (int t = 0; t < p.tiles(); t++) {
            for (int i = 0; i < blocks.get(t).size(); i++) {
                builder.set(blocks.get(t).get(i), offsets[t][i]);
            }
        }
        int improved = 0;
        int proven = p.tiles() - queue.size();
        int notSearched = 0;
        int notModelled = 0;
        long nodes = 0;
        for (TileOutcome o : outcomes) {
            if (o == null) {
                notSearched++;
                continue;
            }
            nodes += o.nodes();
            notModelled += o.skipped() != null ? 1 : 0;
            proven += o.complete() ? 1 : 0;
            if (o.improved()) {
                improved++;
                List<TileBlock> tb = blocks.get(o.tile());
                for (int i = 0; i < tb.size(); i++) {
                    if (o.offsets()[i] >= 0) {
                        builder.set(tb.get(i), o.offsets()[i]);
                    }
                }
            }
        }
        stats.put("tilesAtBound", p.tiles() - queue.size());
        stats.put("tilesSearched", queue.size() - notSearched - notModelled);
        stats.put("tilesImproved", improved);
        stats.put("tilesProven", proven);
        stats.put("tilesNotSearched", notSearched);
        stats.put("tilesNotModelled", notModelled);
        stats.put("nodes", nodes);
        TileLayout result = builder.build();
        String violation = improved == 0 ? null : TileValidator.firstViolation(p, result);
        if (violation != null) {
            return TileResult.unknown("internal error: the per-tile CP layout is invalid: " + violation, bound, NAME)
                    .withStats(stats);
        }
        return TileResult.solved(result, TileObjective.of(p, result), bound, NAME).withStats(stats);
    }

    private static long tileMillis(SolveOptions options) {
        String v = options.param("choco-tile-seconds", "0");
        try {
            double s = Double.parseDouble(v.trim());
            if (s < 0 || Double.isNaN(s)) {
                throw new NumberFormatException();
            }
            return Math.round(s * 1000);
        } catch (NumberFormatException e) {
            throw new InputException("parameter choco-tile-seconds", "not a number of seconds >= 0: '" + v + "'");
        }
    }

    private static TileOutcome searchTile(TileProblem p, int tile, List<TileBlock> blocks, long[] offsets,
                                          boolean[] fixed, long startPeak, long bound, long maxPairs, long nodes,
                                          Budget budget) {
        try {
            TilePlacement pl = TilePlacement.of(tile, blocks, offsets, fixed, startPeak, bound,
                    p.machine().bytesPerTile(), p.machine().bankBytes(), maxPairs);
            return TileSearch.run(pl, blocks.size(), startPeak, nodes, budget);
        } catch (TileNotModelled e) {
            return TileOutcome.notModelled(tile, startPeak, e.getMessage());
        }
    }
}
