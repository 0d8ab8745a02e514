package dev.berth.solvers.tiles.timefold;

import dev.berth.model.SolveOptions;
import dev.berth.model.params.Param;
import dev.berth.model.params.ParamType;

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

    static final Param<Long> STEPS = Param.whole("steps", 0, 0, Long.MAX_VALUE,
            "the step limit when nodeLimit is 0; 0: none (default: none with a time limit, else " + DEFAULT_STEPS
                    + ", so the solve always ends)");
    static final Param<List<TileMoveKind>> MOVES = Param.choices("moves", TileMoveKind.class,
            List.of(TileMoveKind.values()), "the neighbourhoods (default all; rank,group under share=none)");
    static final Param<Long> TOP_TILES = Param.whole("top-tiles", 8, 1, Integer.MAX_VALUE,
            "how many of the largest tiles (and of the smallest, for masters) the moves aim at");
    static final Param<Long> LATE_ACCEPTANCE_SIZE = Param.whole("late-acceptance-size", 100, 1, Integer.MAX_VALUE,
            "the late-acceptance list length");
    static final Param<String> SHARE = Param.of("share", ParamType.oneOf("rule", "none", "all"), "rule",
            "none: keep every structure replicated (moves rank,group only), as the reference's share=none does;"
                    + " rule, all: the search decides what is shared");
    static final Param<Long> UNIMPROVED_STEPS = Param.whole("unimproved-steps", DEFAULT_UNIMPROVED_STEPS, 0,
            Long.MAX_VALUE, "stop after that many steps without a new best; 0: off");
    static final Param<Boolean> FULL_ASSERT = Param.flag("assert", false,
            "run Timefold in FULL_ASSERT mode (score corruption checks; slow, for tests)");
    static final List<Param<?>> PARAMS = List.of(STEPS, MOVES, TOP_TILES, LATE_ACCEPTANCE_SIZE, SHARE,
            UNIMPROVED_STEPS, FULL_ASSERT);

    static TileSearchSettings of(SolveOptions options, boolean unlimitedTime) {
        long stepsParam = STEPS.from(options); // read (and checked) whatever the node limit
        long steps = options.nodeLimit() > 0 ? options.nodeLimit()
                : STEPS.isSet(options) ? stepsParam : unlimitedTime ? DEFAULT_STEPS : 0;
        // share=none asks for everything replicated (the baseline sharing is measured against): no decision moves
        List<TileMoveKind> moves = MOVES.isSet(options) || !SHARE.from(options).equals("none") ? MOVES.from(options)
                : List.of(TileMoveKind.RANK, TileMoveKind.GROUP);
        return new TileSearchSettings(moves, steps, UNIMPROVED_STEPS.from(options),
                (int) (long) LATE_ACCEPTANCE_SIZE.from(options), (int) (long) TOP_TILES.from(options),
                FULL_ASSERT.from(options));
    }
}
