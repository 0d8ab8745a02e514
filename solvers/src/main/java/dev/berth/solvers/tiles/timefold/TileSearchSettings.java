package dev.berth.solvers.tiles.timefold;

import dev.berth.model.InputException;
import dev.berth.model.SolveOptions;

import java.util.List;

/**
 * The parameters {@link TimefoldTileAllocator} reads (its javadoc documents them).
 *
 * @param stepLimit       steps of the search, 0 for none
 * @param unimprovedSteps steps without a new best before the search stops, 0 for no such limit
 */
record TileSearchSettings(List<TileMoveKind> moves, long stepLimit, long unimprovedSteps, int lateAcceptanceSize,
                          int topTiles, boolean fullAssert) {
    /**
     * Small programs settle within a few hundred steps, and without this the search would spend its whole
     * time limit proving nothing; at chip scale 5,000 steps outlast any usual limit.
     */
    static final long DEFAULT_UNIMPROVED_STEPS = 5_000;


    /** Steps when neither a time limit nor a node limit is given, so the solve always ends. */
    static final long DEFAULT_STEPS = 20_000;

    static TileSearchSettings of(SolveOptions options, boolean unlimitedTime) {
        long steps = options.nodeLimit() > 0 ? options.nodeLimit()
                : options.longParam("timefold-steps", unlimitedTime ? DEFAULT_STEPS : 0);
        if (steps < 0) {
            throw new InputException("parameter timefold-steps", "must not be negative: " + steps);
        }
        long unimproved = options.longParam("timefold-unimproved-steps", DEFAULT_UNIMPROVED_STEPS);
        if (unimproved < 0) {
            throw new InputException("parameter timefold-unimproved-steps", "must not be negative: " + unimproved);
        }
        long late = options.longParam("timefold-late-acceptance-size", 100);
        if (late < 1 || late > Integer.MAX_VALUE) {
            throw new InputException("parameter timefold-late-acceptance-size", "must be at least 1: " + late);
        }
        long top = options.longParam("timefold-top-tiles", 8);
        if (top < 1 || top > Integer.MAX_VALUE) {
            throw new InputException("parameter timefold-top-tiles", "must be at least 1: " + top);
        }
        // share=none asks for everything replicated (the baseline sharing is measured against): no decision moves
        String moves = options.param("share", "rule").equals("none") ? "rank,group" : TileMoveKind.ALL;
        return new TileSearchSettings(TileMoveKind.parse(options.param("timefold-moves", moves)), steps,
                unimproved, (int) late, (int) top, options.flag("timefold-assert", false));
    }
}
