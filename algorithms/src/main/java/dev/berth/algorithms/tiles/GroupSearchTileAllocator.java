package dev.berth.algorithms.tiles;

import dev.berth.model.Budget;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.NamedStrategy;
import dev.berth.model.params.Param;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;

import java.util.List;

/**
 * The published allocator plus Berth's group-order hill climb and tile retries: the procedure of
 * {@link ReferenceTileAllocator}, run by its code, with step s0 and the tile pass open to variants the text
 * does not describe. The reference keeps only the published procedure and the plain ablations of its
 * choices; everything here beyond those is Berth's own search, so it is a strategy (and a portfolio member)
 * of its own rather than a setting of the reference.
 *
 * <p>Parameters: the reference's ({@code share}, {@code classes}, {@code class-order}, {@code order}), and
 * <ul>
 *   <li>{@code group-order} = the reference's four ({@code size}, default; {@code span}, {@code input},
 *       {@code random}) and, beyond the text ({@link GroupOrder}), {@code start} (earliest first live step
 *       first), {@code weight} (size × members), {@code always} (always-live groups first, then by start),
 *       {@code load} (groups on the tiles with the largest lower bound first);</li>
 *   <li>{@code groups} ({@link GroupMode}) = {@code search} (default: step s0's first fit in a group order
 *       improved by {@link GroupOrderSearch}, from {@code group-order}, at most half the remaining time),
 *       {@code first-fit} (step s0 as published), {@code reserve} (each tile keeps room at address 0 for its
 *       own always-live blocks, the groups go above it), {@code interleaved} (groups and every tile's other
 *       blocks in one pass in {@code order});</li>
 *   <li>{@code group-iterations} — the hill climb's moves (default 1000; 0 leaves the published order);</li>
 *   <li>{@code group-score} = {@code groups} (default: the climb scores the groups' own peaks) or {@code
 *       stacked} (a tile's other blocks' busiest step added);</li>
 *   <li>{@code tile-retry} = {@code true} (default) | {@code false}: a tile whose peak exceeds the lower
 *       bound is placed again with classes on/off × blocks by size/span, keeping its lowest peak.</li>
 * </ul>
 * The defaults are what the portfolio ran as "reference groups=search tile-retry=true". Answers, budget
 * and stats as the reference's, plus {@code largestRoom} under {@code groups=reserve}.
 */
public final class GroupSearchTileAllocator extends NamedStrategy<TileProblem, TileLayout> {
    public static final String NAME = "group-search";

    /** How the group-order hill climb scores an order. */
    enum GroupScore {
        /** The tiles' peaks from the groups alone. */
        GROUPS,
        /** Each tile's peak from its groups plus the busiest step of its other blocks. */
        STACKED
    }

    static final Param<GroupOrder> GROUP_ORDER = Param.choice("group-order", GroupOrder.class, GroupOrder.SIZE,
            "the equal-address groups' order in step s0: the reference's four, or start, weight, always, load");
    static final Param<GroupMode> GROUPS = Param.choice("groups", GroupMode.class, GroupMode.SEARCH,
            "search: first fit in a hill-climbed group order; first-fit: as published; reserve: groups above each"
                    + " tile's always-live room; interleaved: groups and blocks in one pass");
    static final Param<Long> GROUP_ITERATIONS = Param.whole("group-iterations", 1000, 0, Integer.MAX_VALUE,
            "moves of the group-order hill climb (groups=search)");
    static final Param<GroupScore> GROUP_SCORE = Param.choice("group-score", GroupScore.class, GroupScore.GROUPS,
            "what the hill climb minimises: the groups' own peaks, or stacked on each tile's busiest other step");
    static final Param<Boolean> TILE_RETRY = Param.flag("tile-retry", true,
            "place a tile above the bound again with classes on/off and blocks by size/span, keeping the lowest");
    static final List<Param<?>> PARAMS = List.of(ReferenceTileAllocator.SHARE, ReferenceTileAllocator.CLASSES,
            ReferenceTileAllocator.CLASS_ORDER, ReferenceTileAllocator.ORDER, GROUP_ORDER, GROUPS, GROUP_ITERATIONS,
            GROUP_SCORE, TILE_RETRY);

    public GroupSearchTileAllocator() {
        super(NAME, "the published allocator plus Berth's group-order hill climb and tile retries",
                PARAMS);
    }

    @Override
    public Result<TileLayout> solve(TileProblem problem, SolveOptions options, Budget budget) {
        return ReferenceTileAllocator.allocate(problem, ReferenceSettings.search(options), options.threads(), budget);
    }
}
