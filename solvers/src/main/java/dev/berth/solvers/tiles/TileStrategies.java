package dev.berth.solvers.tiles;

import dev.berth.algorithms.tiles.GroupSearchTileAllocator;
import dev.berth.algorithms.tiles.ReferenceTileAllocator;
import dev.berth.model.Strategy;
import dev.berth.model.families.TileFamily;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;
import dev.berth.solvers.Configured;
import dev.berth.solvers.Improving;
import dev.berth.solvers.StrategyRegistry;
import dev.berth.solvers.portfolio.Improve;
import dev.berth.solvers.portfolio.Portfolio;
import dev.berth.solvers.portfolio.Sequence;
import dev.berth.solvers.portfolio.TimeSlice;
import dev.berth.solvers.tiles.choco.ChocoTileAllocator;
import dev.berth.solvers.tiles.timefold.TimefoldTileAllocator;

import java.util.List;
import java.util.Map;

import static dev.berth.solvers.StrategyRegistry.entry;

/**
 * The tiles family's strategies, side by side, each behind the gate: the published allocator
 * ({@code reference}), Berth's variant of it ({@code group-search}), the two improvers on the published
 * allocator's answer (choco tile by tile once the coupled sets are placed, timefold over the decisions and
 * placements), and the portfolio, the default.
 */
public final class TileStrategies {
    public static final StrategyRegistry<TileProblem, TileLayout> REGISTRY = new StrategyRegistry<>(
            TileFamily.INSTANCE, Portfolio.NAME, List.of(
            entry("reference", () -> new ReferenceTileAllocator()),
            entry("group-search", () -> new GroupSearchTileAllocator()),
            entry("choco", () -> Improving.from(TileFamily.INSTANCE, new ChocoTileAllocator(), new ReferenceTileAllocator())),
            entry("timefold", () -> Improving.from(TileFamily.INSTANCE, new TimefoldTileAllocator(), new ReferenceTileAllocator())),
            entry(Portfolio.NAME, () -> portfolio())));

    private TileStrategies() {
    }

    /**
     * The starts one after the other, each with all the time left: the published allocator as published and
     * with every structure replicated (its share rule ignores how equal-address groups spanning hundreds of
     * tiles constrain placement, so sharing can cost more than it saves), and group-search both ways. Then
     * two Timefold searches in parallel — on the best start, and from Timefold's own (input groups by first
     * fit across their tiles, then each tile by first fit: on generated chips often lower than the
     * reference's, whose groups sit high) — with three quarters of the time left after the reserve for the
     * final checks; then choco tile by tile on the winner with the rest of it. The best valid answer wins,
     * lexicographically on the objective, so the portfolio's largest tile is never above the reference's.
     */
    private static Strategy<TileProblem, TileLayout> portfolio() {
        return new Portfolio<>(TileFamily.INSTANCE, List.of(
                new Sequence<>(List.of(new ReferenceTileAllocator(),
                        new Configured<>(new ReferenceTileAllocator(), Map.of("share", "none")),
                        new GroupSearchTileAllocator(),
                        new Configured<>(new GroupSearchTileAllocator(), Map.of("share", "none"))), TimeSlice.ALL),
                new Improve<>(List.of(Improve.Member.onBest(new TimefoldTileAllocator()),
                        new Improve.Member<>(new TimefoldTileAllocator(), false, "timefold own start")),
                        TimeSlice.keepingForChecks(0.75)),
                new Improve<>(List.of(Improve.Member.onBest(new ChocoTileAllocator())),
                        TimeSlice.keepingForChecks(1))));
    }
}
