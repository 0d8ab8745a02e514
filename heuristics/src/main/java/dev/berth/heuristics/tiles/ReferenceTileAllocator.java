package dev.berth.heuristics.tiles;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.tiles.BlockKind;
import dev.berth.model.tiles.analysis.EqualAddressGroups;
import dev.berth.model.tiles.TileAllocator;
import dev.berth.model.tiles.analysis.TileBlock;
import dev.berth.model.tiles.analysis.TileBlocks;
import dev.berth.model.tiles.analysis.TileInfeasibility;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.analysis.TileLowerBound;
import dev.berth.model.tiles.analysis.TileObjective;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileResult;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;

/**
 * The multi-tile allocator published in seed text 004 (paragraphs 94, 103–107, 148–169), as a baseline:
 * <ol>
 *   <li>The input's equal-address sets are checked first ({@link TileInfeasibility}): inconsistent sets
 *       (Fig. 4b) or a tile whose lower bound exceeds its memory give INFEASIBLE with the reason.</li>
 *   <li>Share or replicate, structure by structure ({@link ShareDecisions}: the rule, the master choice by
 *       spare memory among fewer than a third of the tiles, largest benefit first, sharing only what keeps
 *       the equal-address groups consistent; the text's split into smaller shared segments is not
 *       modelled).</li>
 *   <li>Step s0: the equal-address groups (the input's sets merged with the shared structures' pointer
 *       sets) are placed first, each as one variable interfering with everything placed on any member's
 *       tile ({@link GroupPlacement}). Step s5: those offsets seed each tile's memory map.</li>
 *   <li>Steps s10–s70 per tile ({@link TilePlacement}): the remaining blocks grouped into equivalence
 *       classes ({@link TileClasses}), classes ranked, blocks ranked within them, each at the first place
 *       that breaks no constraint ({@link TileMemoryMap#firstFit}: no overlap with an interfering block, no
 *       bank shared by two banked blocks live together, alignment). Tiles are independent after s5 and are
 *       placed in parallel on {@link SolveOptions#threads()} workers; the result does not depend on it.</li>
 * </ol>
 * The layout is SOLVED (OPTIMAL when its largest peak meets {@link TileLowerBound#max()}) if every tile
 * fits its memory; otherwise UNKNOWN with stat {@code overCapacityPeak}. The budget is polled after the share
 * decisions, every 64 groups and before each tile: running out before the layout is complete gives
 * UNKNOWN ("time limit"). One pass, no search: {@code nodeLimit} does not apply.
 *
 * <p>Parameters ({@link SolveOptions#params()}):
 * <ul>
 *   <li>{@code share} = {@code rule} (default: share when size × (users − 1) exceeds send code + receive code
 *       × receivers, see {@link ShareDecisions}), {@code none} (replicate everything: the baseline), {@code
 *       all} (share every shareable structure that keeps the groups consistent).</li>
 *   <li>{@code classes} = {@code true} (default) | {@code false}: order each tile's blocks class by class,
 *       or as one list in {@code order}.</li>
 *   <li>{@code class-order} = {@code bytes} (default: total size of the class's blocks to place), {@code
 *       count} (blocks to place), {@code span} (live steps of the class), {@code degree} (classes it
 *       interferes with); larger first, ties by the other metrics then the class's first block.</li>
 *   <li>{@code order} = {@code size} (default: larger first, then more live steps), {@code span} (more live
 *       steps first, then larger), {@code input} (variables in problem order, then structure blocks), {@code
 *       random} (shuffled with the options' seed): the blocks within a class, or all of a tile's blocks
 *       without classes.</li>
 *   <li>{@code group-order} = the same four values for the equal-address groups of step s0 (a group's size
 *       is its largest member's, its span the steps some member is live); default {@code size}. Beyond the
 *       text ({@link GroupOrder}): {@code start} (earliest first live step first), {@code weight} (size ×
 *       members), {@code always} (always-live groups first, then by start), {@code load} (groups on the tiles
 *       with the largest lower bound first).</li>
 *   <li>{@code groups} (beyond the text, {@link GroupMode}) = {@code first-fit} (default: step s0 as
 *       published), {@code reserve} (each tile keeps room at address 0 for its own always-live blocks, the
 *       groups go above it), {@code interleaved} (groups and every tile's other blocks in one pass in
 *       {@code order}), {@code search} (step s0's first fit in a group order improved by {@link
 *       GroupOrderSearch}: {@code group-iterations} moves, default 1000, at most half the remaining time;
 *       {@code group-score} = {@code groups} (default: the groups' own peaks) or {@code stacked} (a tile's
 *       other blocks' busiest step added)).</li>
 *   <li>{@code tile-retry} = {@code false} (default) | {@code true} (beyond the text): a tile whose peak
 *       exceeds the lower bound is placed again with classes on/off × blocks by size/span, keeping its
 *       lowest peak.</li>
 * </ul>
 * Stats: {@code share}, {@code shared}, {@code replicated}, {@code shareConflicts} (structures the rule would
 * share but whose pointers would make the groups inconsistent), {@code masters}, {@code groups}, {@code
 * groupedVariables}, {@code classes} (summed over tiles), {@code largestClass}, {@code secondsShare},
 * {@code secondsGroups}, {@code secondsTiles}.
 */
public final class ReferenceTileAllocator implements TileAllocator {
    public static final String NAME = "reference";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "seed 004's procedure: share when a structure outweighs its exchange code, equal-address groups"
                + " first, then per tile interference classes by size, first fit under the bank rule";
    }

    @Override
    public TileResult allocate(TileProblem problem, SolveOptions options, Budget budget) {
        long t0 = System.nanoTime();
        ReferenceSettings settings = ReferenceSettings.of(options);
        return run(problem, settings, options.threads(), budget).withSeconds(seconds(t0));
    }

    private TileResult run(TileProblem p, ReferenceSettings settings, int threads, Budget budget) {
        TileLowerBound lb = TileLowerBound.of(p);
        long bound = lb.max();
        String proof = TileInfeasibility.check(p);
        if (proof != null) {
            return TileResult.infeasible(proof, bound, NAME);
        }
        Map<String, Object> stats = new LinkedHashMap<>();
        long t = System.nanoTime();
        EqualAddressGroups groups = new EqualAddressGroups(p);
        groups.addInputSets();
        ShareDecisions.Outcome share = ShareDecisions.decide(p, settings.share(), lb, groups);
        stats.put("share", settings.share().label());
        stats.put("shared", share.shared());
        stats.put("replicated", p.structureCount() - share.shared());
        stats.put("shareConflicts", share.conflicts());
        stats.put("masters", share.masters());
        stats.put("secondsShare", seconds(t));
        if (budget.exhausted()) {
            return outOfTime(bound, "after the share decisions", stats);
        }

        t = System.nanoTime();
        List<int[]> groupList = groups.groups();
        TileMemoryMap[] maps = new TileMemoryMap[p.tiles()];
        long[] groupOffsets = new long[p.variableCount()];
        boolean[] grouped = new boolean[p.variableCount()];
        int members = 0;
        for (int[] g : groupList) {
            members += g.length;
            for (int v : g) {
                grouped[v] = true;
            }
        }
        stats.put("groups", groupList.size());
        stats.put("groupedVariables", members);
        List<List<TileBlock>> blocks = TileBlocks.of(p, share.plans());
        long bankBytes = p.machine().bankBytes();
        AlwaysLiveRoom[] rooms = settings.groups() == GroupMode.RESERVE ? new AlwaysLiveRoom[p.tiles()] : null;
        if (rooms != null) {
            long reserved = 0;
            for (int tile = 0; tile < p.tiles(); tile++) {
                rooms[tile] = AlwaysLiveRoom.of(blocks.get(tile), grouped, p.always(), bankBytes);
                maps[tile] = new TileMemoryMap(bankBytes, p.always());
                maps[tile].place(rooms[tile].block(tile, p.always()), 0);
                reserved = Math.max(reserved, rooms[tile].room());
            }
            stats.put("largestRoom", reserved);
        }
        if (settings.groups() == GroupMode.INTERLEAVED) {
            long[][] all = InterleavedPlacement.place(p, groupList, grouped, blocks, settings.order(),
                    settings.seed(), groupOffsets, budget);
            stats.put("secondsGroups", seconds(t));
            if (all == null) {
                return outOfTime(bound, "while placing the groups and tiles together", stats);
            }
            TileLayoutBuilder layout = new TileLayoutBuilder(p, share.plans());
            for (int tile = 0; tile < p.tiles(); tile++) {
                List<TileBlock> bs = blocks.get(tile);
                for (int i = 0; i < bs.size(); i++) {
                    layout.set(bs.get(i), all[tile][i]);
                }
            }
            return finish(p, layout.build(), bound, stats);
        }
        int[] sequence = GroupPlacement.sequence(p, groupList, settings.groupOrder(), settings.seed());
        if (settings.groups() == GroupMode.SEARCH) {
            Budget search = budget.unlimitedTime() ? budget : budget.child(budget.remaining().dividedBy(2));
            long[] above = settings.stackedScore() ? busiestStep(p, blocks, grouped) : new long[p.tiles()];
            sequence = GroupOrderSearch.improve(p, groupList, sequence, above, settings.groupIterations(),
                    settings.seed(), search);
        }
        boolean placed = GroupPlacement.placeInSequence(p, groupList, sequence, maps, groupOffsets, budget);
        if (rooms != null && placed) {
            // the stand-ins leave: each tile's map holds only its groups' members when its own pass starts
            maps = new TileMemoryMap[p.tiles()];
            for (int[] g : groupList) {
                for (int v : g) {
                    TileBlock b = TileBlocks.variableBlock(p, v);
                    if (maps[b.tile()] == null) {
                        maps[b.tile()] = new TileMemoryMap(bankBytes, p.always());
                    }
                    maps[b.tile()].place(b, groupOffsets[v]);
                }
            }
        }
        stats.put("secondsGroups", seconds(t));
        if (!placed || budget.exhausted()) {
            return outOfTime(bound, "while placing the equal-address groups", stats);
        }

        t = System.nanoTime();
        TilePlacement.Outcome[] tiles = new TilePlacement.Outcome[p.tiles()];
        TileMemoryMap[] tileMaps = maps;
        IntConsumer work = tile -> {
            if (budget.exhausted()) {
                return;
            }
            TileMemoryMap map = tileMaps[tile] == null ? new TileMemoryMap(bankBytes, p.always()) : tileMaps[tile];
            int[] first = rooms == null ? new int[0] : rooms[tile].order();
            tiles[tile] = TilePlacement.place(blocks.get(tile), grouped, groupOffsets, map, settings, tile, first);
            tileMaps[tile] = null;
            if (settings.tileRetry()) {
                tiles[tile] = retry(p, blocks.get(tile), grouped, groupOffsets, settings, tile, first, tiles[tile],
                        bound);
            }
        };
        if (!forEachTile(p.tiles(), threads, work)) {
            return outOfTime(bound, "while placing the tiles", stats);
        }
        TileLayoutBuilder layout = new TileLayoutBuilder(p, share.plans());
        int classes = 0;
        int largest = 0;
        for (int tile = 0; tile < p.tiles(); tile++) {
            if (tiles[tile] == null) {
                return outOfTime(bound, "while placing the tiles", stats);
            }
            List<TileBlock> bs = blocks.get(tile);
            for (int i = 0; i < bs.size(); i++) {
                layout.set(bs.get(i), tiles[tile].offsets()[i]);
            }
            classes += tiles[tile].classes();
            largest = Math.max(largest, tiles[tile].largestClass());
        }
        stats.put("classes", classes);
        stats.put("largestClass", largest);
        stats.put("secondsTiles", seconds(t));

        return finish(p, layout.build(), bound, stats);
    }

    /**
     * For {@code tile-retry}: a tile whose peak is above the bound is placed again (its groups where s0
     * put them) with classes on and off and blocks by size and by span; the lowest peak is kept.
     */
    private static TilePlacement.Outcome retry(TileProblem p, List<TileBlock> blocks, boolean[] grouped,
                                               long[] groupOffsets, ReferenceSettings settings, int tile,
                                               int[] first, TilePlacement.Outcome best, long bound) {
        long bestPeak = peak(blocks, best.offsets());
        for (boolean byClasses : new boolean[] {true, false}) {
            for (BlockOrder order : new BlockOrder[] {BlockOrder.SIZE, BlockOrder.SPAN}) {
                if (bestPeak <= bound || byClasses == settings.classes() && order == settings.order()) {
                    continue;
                }
                TileMemoryMap map = new TileMemoryMap(p.machine().bankBytes(), p.always());
                for (TileBlock b : blocks) {
                    if (b.kind() == BlockKind.VARIABLE && grouped[b.owner()]) {
                        map.place(b, groupOffsets[b.owner()]);
                    }
                }
                TilePlacement.Outcome o = TilePlacement.place(blocks, grouped, groupOffsets, map,
                        settings.withOrder(byClasses, order), tile, first);
                long peak = peak(blocks, o.offsets());
                if (peak < bestPeak) {
                    best = o;
                    bestPeak = peak;
                }
            }
        }
        return best;
    }

    private static long peak(List<TileBlock> blocks, long[] offsets) {
        long peak = 0;
        for (int i = 0; i < blocks.size(); i++) {
            if (blocks.get(i).size() > 0) {
                peak = Math.max(peak, offsets[i] + blocks.get(i).size());
            }
        }
        return peak;
    }

    /** Per tile, the bytes its blocks outside the groups have live at their busiest step. */
    private static long[] busiestStep(TileProblem p, List<List<TileBlock>> blocks, boolean[] grouped) {
        long[] out = new long[p.tiles()];
        long[] delta = new long[p.steps() + 1];
        for (int t = 0; t < p.tiles(); t++) {
            Arrays.fill(delta, 0);
            for (TileBlock b : blocks.get(t)) {
                if (b.kind() == BlockKind.VARIABLE && grouped[b.owner()]) {
                    continue;
                }
                for (int i = 0; i < b.live().intervals(); i++) {
                    delta[b.live().start(i)] += b.size();
                    delta[b.live().end(i)] -= b.size();
                }
            }
            long live = 0;
            for (long d : delta) {
                live += d;
                out[t] = Math.max(out[t], live);
            }
        }
        return out;
    }

    private static TileResult finish(TileProblem p, TileLayout result, long bound, Map<String, Object> stats) {
        TileObjective objective = TileObjective.of(p, result);
        if (objective.maxPeak() > p.machine().bytesPerTile()) {
            stats.put("overCapacityPeak", objective.maxPeak());
            return TileResult.unknown("the layout's largest peak " + objective.maxPeak() + " B exceeds the "
                    + p.machine().bytesPerTile() + " B of a tile", bound, NAME).withStats(stats);
        }
        return TileResult.solved(result, objective, bound, NAME).withStats(stats);
    }

    /** Runs {@code work} for every tile on {@code threads} workers; false if interrupted. */
    private static boolean forEachTile(int tiles, int threads, IntConsumer work) {
        if (threads <= 1) {
            for (int t = 0; t < tiles; t++) {
                work.accept(t);
            }
            return true;
        }
        ForkJoinPool pool = new ForkJoinPool(threads);
        try {
            pool.submit(() -> IntStream.range(0, tiles).parallel().forEach(work)).get();
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } finally {
            pool.shutdown();
        }
    }

    private static TileResult outOfTime(long bound, String when, Map<String, Object> stats) {
        return TileResult.unknown("time limit: the budget ran out " + when, bound, NAME).withStats(stats);
    }

    private static double seconds(long t0) {
        return (System.nanoTime() - t0) / 1e9;
    }
}
