package dev.berth.solvers.tiles;

import dev.berth.heuristics.tiles.ReferenceTileAllocator;
import dev.berth.model.InputException;
import dev.berth.model.tiles.TileAllocator;
import dev.berth.solvers.tiles.choco.ChocoTileAllocator;
import dev.berth.solvers.tiles.timefold.TimefoldTileAllocator;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileResult;

import java.util.List;
import java.util.Map;

/**
 * The tiles family's strategies, side by side, each behind the validating gate. choco and timefold improve on
 * the published allocator's answer (choco tile by tile once the coupled sets are placed, timefold over the
 * decisions and placements); the portfolio runs the reference (as published and replicating everything),
 * two Timefold searches in parallel (on the better start, and from Timefold's own), then choco on the winner.
 */
public final class TileStrategies {
    public static final String DEFAULT = "portfolio";

    /**
     * Gives Timefold no layout, so it builds its own (input groups by first fit across their tiles, then each
     * tile by first fit): on generated chips that start is often lower than the reference's, whose groups sit
     * high, and the search goes further from it.
     */
    private static final TileAllocator NO_START = new TileAllocator() {
        @Override
        public String name() {
            return "no start";
        }

        @Override
        public String description() {
            return "no layout: the improver builds its own";
        }

        @Override
        public TileResult allocate(TileProblem problem, SolveOptions options, Budget budget) {
            return TileResult.unknown("no start given", 0, name());
        }
    };

    private TileStrategies() {
    }

    /** Every strategy, in the order tables list them; each call builds fresh instances. */
    public static List<TileAllocator> all() {
        TileAllocator reference = new ReferenceTileAllocator();
        TileAllocator choco = new ChocoTileAllocator(new ReferenceTileAllocator());
        TileAllocator timefold = new TimefoldTileAllocator(new ReferenceTileAllocator());
        TileAllocator portfolio = new PortfolioTileAllocator(List.of(new ReferenceTileAllocator(),
                new ConfiguredTileAllocator(new ReferenceTileAllocator(), Map.of("share", "none")),
                new ConfiguredTileAllocator(new ReferenceTileAllocator(), Map.of("groups", "search", "tile-retry", "true")),
                new ConfiguredTileAllocator(new ReferenceTileAllocator(),
                        Map.of("share", "none", "groups", "search", "tile-retry", "true"))),
                List.of(TimefoldTileAllocator::new,
                        start -> new NamedTileAllocator("timefold own start", new TimefoldTileAllocator(NO_START))),
                ChocoTileAllocator::new);
        return List.of(reference, choco, timefold, portfolio).stream().<TileAllocator>map(ValidatedTileAllocator::new).toList();
    }

    public static List<String> names() {
        return all().stream().map(TileAllocator::name).toList();
    }

    public static TileAllocator byName(String name) {
        for (TileAllocator a : all()) {
            if (a.name().equals(name)) {
                return a;
            }
        }
        throw new InputException("--solver", "unknown strategy '" + name + "' for the tiles family (known: "
                + String.join(", ", names()) + ")");
    }
}
