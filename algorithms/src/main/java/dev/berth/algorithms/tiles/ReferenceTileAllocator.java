package dev.berth.algorithms.tiles;

import dev.berth.model.Budget;
import dev.berth.model.CurrentBudget;
import dev.berth.model.Certificate;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.NamedStrategy;
import dev.berth.model.params.Param;
import dev.berth.model.params.ParamType;
import dev.berth.model.tiles.BlockKind;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.analysis.EqualAddressGroups;
import dev.berth.model.tiles.analysis.TileBlock;
import dev.berth.model.tiles.analysis.TileBlocks;
import dev.berth.model.tiles.analysis.TileInfeasibility;
import dev.berth.model.tiles.analysis.TileLayouts;
import dev.berth.model.tiles.analysis.TileLowerBound;
import dev.berth.model.tiles.analysis.TileObjective;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;

/**
 * The multi-tile allocator of Graphcore's patent publication "Shared data structures" ("the text"; paragraphs 94,
 * 103–107, 148–169), as a baseline —
 * the published procedure only:
 * <ol>
 *   <li>The input's equal-address sets are checked first ({@link TileInfeasibility}): inconsistent sets
 *       (Fig. 4b) or a tile whose lower bound exceeds its memory give INFEASIBLE with the reason and its
 *       certificate.</li>
 *   <li>Share or replicate, structure by structure ({@link ShareDecisions}: the rule, the master choice by
 *       spare memory among fewer than a third of the tiles, largest benefit first, sharing only what keeps
 *       the equal-address groups consistent; the text's split into smaller shared segments is not
 *       modelled).</li>
 *   <li>Step s0: the equal-address groups (the input's sets merged with the shared structures' pointer
 *       sets) are placed first, in {@code group-order}, each as one variable interfering with everything
 *       placed on any member's tile, at the lowest address free on all of them ({@link GroupPlacement}).
 *       Step s5: those offsets seed each tile's memory map.</li>
 *   <li>Steps s10–s70 per tile ({@link TilePlacement}): the remaining blocks grouped into equivalence
 *       classes ({@link TileClasses}), classes ranked, blocks ranked within them, each at the first place
 *       that breaks no constraint ({@link TileMemoryMap#firstFit}: no overlap with an interfering block, no
 *       bank shared by two banked blocks live together, alignment). Tiles are independent after s5 and are
 *       placed in parallel on {@link SolveOptions#threads()} workers; the result does not depend on it.</li>
 * </ol>
 * The layout is FEASIBLE, or OPTIMAL with the lower bound's certificate when its largest peak meets
 * {@link TileLowerBound#max()}, if every tile fits its memory; otherwise UNKNOWN with stat {@code
 * overCapacityPeak}. The budget is polled after the share decisions, every 64 groups and before each tile:
 * running out before the layout is complete gives UNKNOWN ("time limit"). One pass, no search: {@code
 * nodeLimit} does not apply.
 *
 * <p>Parameters: the choices the text names, and the plain ablations of them.
 * <ul>
 *   <li>{@code share} = {@code rule} (default: the text's rule, share when size × (users − 1) exceeds send
 *       code + receive code × receivers, see {@link ShareDecisions}), {@code none} (replicate everything: the
 *       baseline the text starts from, always-live data baked into every binary), {@code all} (share every
 *       shareable structure that keeps the groups consistent: the rule switched off the other way).</li>
 *   <li>{@code classes} = {@code true} (default) | {@code false}: order each tile's blocks class by class,
 *       or as one list in {@code order} (the text: classes "as an alternative or supplement").</li>
 *   <li>{@code class-order} = {@code bytes} (default: total size of the class's blocks to place), {@code
 *       count} (blocks to place), {@code span} (live steps of the class), {@code degree} (classes it
 *       interferes with) — the metrics the text lists; larger first, ties by the other metrics then the
 *       class's first block.</li>
 *   <li>{@code order} = {@code size} (default: larger first, then more live steps), {@code span} (more live
 *       steps first, then larger), {@code input} (variables in problem order, then structure blocks), {@code
 *       random} (shuffled with the options' seed) — the text: any order works, these are its examples: the
 *       blocks within a class, or all of a tile's blocks without classes.</li>
 *   <li>{@code group-order} = the same four for the equal-address groups of step s0 (treated as one
 *       variable each: a group's size is its largest member's, its span the steps some member is live);
 *       default {@code size}.</li>
 * </ul>
 * Berth's own search variants — other group orders ({@code start}, {@code weight}, {@code always}, {@code
 * load}), other ways to run step s0 ({@code groups=reserve|interleaved|search} with {@code group-iterations}
 * and {@code group-score}) and {@code tile-retry} — are not the published procedure: they are the strategy
 * {@link GroupSearchTileAllocator} ({@code group-search}), which runs this same code.
 *
 * <p>Stats: {@code share}, {@code shared}, {@code replicated}, {@code shareConflicts} (structures the rule
 * would share but whose pointers would make the groups inconsistent), {@code masters}, {@code groups}, {@code
 * groupedVariables}, {@code classes} (summed over tiles), {@code largestClass}, {@code secondsShare},
 * {@code secondsGroups}, {@code secondsTiles}.
 */
public final class ReferenceTileAllocator extends NamedStrategy<TileProblem, TileLayout> {
    public static final String NAME = "reference";
    static final Param<ShareMode> SHARE = Param.choice("share", ShareMode.class, ShareMode.RULE,
            "rule: share when a structure's size x (users - 1) outweighs its exchange code (published); none: "
                    + "replicate everything (the baseline); all: share whatever keeps the equal-address groups "
                    + "consistent");
    static final Param<Boolean> CLASSES = Param.flag("classes", true,
            "order each tile's blocks class by class (interference classes); false: as one list in order");
    static final Param<ClassOrder> CLASS_ORDER = Param.choice("class-order", ClassOrder.class, ClassOrder.BYTES,
            "how classes are ranked, larger first: total bytes, blocks, live steps or interfering classes");
    static final Param<BlockOrder> ORDER = Param.choice("order", BlockOrder.class, BlockOrder.SIZE,
            "blocks within a class (or a tile): larger first, longer-lived first, input order, or shuffled by the seed");
    static final Param<BlockOrder> GROUP_ORDER = Param.choice("group-order", BlockOrder.class, BlockOrder.SIZE,
            "the equal-address groups of step s0, as order does for blocks (a group's size: its largest member's)");
    static final List<Param<?>> PARAMS = List.of(SHARE, CLASSES, CLASS_ORDER, ORDER, GROUP_ORDER);

    public ReferenceTileAllocator() {
        super(NAME, "the procedure of 'Shared data structures': share when a structure outweighs its exchange code,"
                + " equal-address groups first, then per tile interference classes by size, first fit under the"
                + " bank rule",
                PARAMS);
    }

    @Override
    public Result<TileLayout> solve(TileProblem problem, SolveOptions options, Budget budget) {
        return allocate(problem, ReferenceSettings.published(options), options.threads(), budget);
    }

    /** One run of the allocator under {@code settings}: the reference's, or group-search's. */
    static Result<TileLayout> allocate(TileProblem p, ReferenceSettings settings, int threads, Budget budget) {
        TileLowerBound lb = TileLowerBound.of(p);
        Certificate proof = TileInfeasibility.find(p);
        if (proof != null) {
            return Result.infeasible(TileInfeasibility.reason(p, proof), Proof.certificate(proof));
        }
        Map<String, Object> stats = new LinkedHashMap<>();
        long t = System.nanoTime();
        EqualAddressGroups groups = new EqualAddressGroups(p);
        groups.addInputSets();
        ShareDecisions.Outcome share = ShareDecisions.decide(p, settings.share(), lb, groups);
        stats.put("share", ParamType.label(settings.share()));
        stats.put("shared", share.shared());
        stats.put("replicated", p.structureCount() - share.shared());
        stats.put("shareConflicts", share.conflicts());
        stats.put("masters", share.masters());
        stats.put("secondsShare", seconds(t));
        if (budget.exhausted()) {
            return outOfTime("after the share decisions", stats);
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
                return outOfTime("while placing the groups and tiles together", stats);
            }
            TileLayoutBuilder layout = new TileLayoutBuilder(p, share.plans());
            for (int tile = 0; tile < p.tiles(); tile++) {
                List<TileBlock> bs = blocks.get(tile);
                for (int i = 0; i < bs.size(); i++) {
                    layout.set(bs.get(i), all[tile][i]);
                }
            }
            return finish(p, layout.build(), stats);
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
            return outOfTime("while placing the equal-address groups", stats);
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
                        lb.max());
            }
        };
        if (!forEachTile(p.tiles(), threads, work)) {
            return outOfTime("while placing the tiles", stats);
        }
        TileLayoutBuilder layout = new TileLayoutBuilder(p, share.plans());
        int classes = 0;
        int largest = 0;
        for (int tile = 0; tile < p.tiles(); tile++) {
            if (tiles[tile] == null) {
                return outOfTime("while placing the tiles", stats);
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

        return finish(p, layout.build(), stats);
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

    /**
     * Per tile, the bytes its blocks outside the groups have live at their busiest step: a sweep over the
     * starts and ends of their intervals, so a program of a million steps costs its blocks, not its steps.
     */
    private static long[] busiestStep(TileProblem p, List<List<TileBlock>> blocks, boolean[] grouped) {
        long[] out = new long[p.tiles()];
        for (int t = 0; t < p.tiles(); t++) {
            CurrentBudget.check("weighing the tiles for the group search");
            List<long[]> events = new ArrayList<>();
            for (TileBlock b : blocks.get(t)) {
                if (b.kind() == BlockKind.VARIABLE && grouped[b.owner()]) {
                    continue;
                }
                for (int i = 0; i < b.live().intervals(); i++) {
                    events.add(new long[] {b.live().start(i), b.size()});
                    events.add(new long[] {b.live().end(i), -b.size()});
                }
            }
            events.sort((x, y) -> Long.compare(x[0], y[0]));
            long live = 0;
            for (int i = 0; i < events.size(); ) {
                long step = events.get(i)[0];
                while (i < events.size() && events.get(i)[0] == step) {
                    live += events.get(i++)[1];
                }
                out[t] = Math.max(out[t], live);
            }
        }
        return out;
    }

    private static Result<TileLayout> finish(TileProblem p, TileLayout result, Map<String, Object> stats) {
        TileObjective objective = TileObjective.of(p, result);
        if (objective.maxPeak() > p.machine().bytesPerTile()) {
            stats.put(Result.OVER_CAPACITY_PEAK, objective.maxPeak());
            return Result.<TileLayout>unknown("the layout's largest peak " + objective.maxPeak() + " B exceeds the "
                    + p.machine().bytesPerTile() + " B of a tile").withStats(stats);
        }
        return TileLayouts.answer(p, result, objective).withStats(stats);
    }

    /**
     * Runs {@code work} for every tile on {@code threads} workers; false if interrupted. The workers work under
     * this thread's budget, so a tile's placement stops at the deadline wherever it runs.
     */
    private static boolean forEachTile(int tiles, int threads, IntConsumer body) {
        Budget current = CurrentBudget.get();
        IntConsumer work = current == null ? body : t -> CurrentBudget.during(current, () -> {
            body.accept(t);
            return null;
        });
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

    private static Result<TileLayout> outOfTime(String when, Map<String, Object> stats) {
        return Result.<TileLayout>unknown("time limit: the budget ran out " + when).withStats(stats);
    }

    private static double seconds(long t0) {
        return (System.nanoTime() - t0) / 1e9;
    }
}
