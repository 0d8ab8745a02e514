package dev.berth.solvers.channels.timefold;

import dev.berth.model.SolveOptions;
import dev.berth.model.params.Param;

import java.util.List;

/**
 * The parameters {@link TimefoldChannelsAllocator} reads (its javadoc documents them).
 *
 * @param stepLimit       steps of the search, 0 for none
 * @param unimprovedSteps steps without a new best after which the search ends, 0 for none
 */
record TimefoldChannelsSettings(long stepLimit, long unimprovedSteps, List<PlacementMoveKind> moves,
                                int triesPerStep, int lateAcceptanceSize, boolean fullAssert) {

    /** When there is neither a time limit nor a step or node limit, the search still ends after this many. */
    static final long DEFAULT_UNIMPROVED_STEPS = 200;

    static final Param<Long> STEPS = Param.whole("steps", 0, 0, Integer.MAX_VALUE,
            "local-search steps; 0: the solve's node limit, or none");
    static final Param<Long> UNIMPROVED_STEPS = Param.whole("unimproved-steps", 0, 0, Integer.MAX_VALUE,
            "stop after that many steps without a new best; default 200 unless a step or node limit is set, so a"
                    + " small program does not spend the whole time limit after its search has settled");
    static final Param<List<PlacementMoveKind>> MOVES = Param.choices("moves", PlacementMoveKind.class,
            List.of(PlacementMoveKind.values()), "the neighbourhoods, drawn with equal chance: abut (to 0 or next"
                    + " to another buffer), swap (two buffers trade offsets), scatter (anywhere on the grid)");
    static final Param<Long> TRIES = Param.whole("tries", 50, 1, Integer.MAX_VALUE,
            "moves a step evaluates before it settles for one that changes nothing (each evaluation builds the"
                    + " whole plan)");
    static final Param<Long> LATE_ACCEPTANCE_SIZE = Param.whole("late-acceptance-size", 20, 1, Integer.MAX_VALUE,
            "the late-acceptance list length");
    static final Param<Boolean> FULL_ASSERT = Param.flag("assert", false,
            "run Timefold in FULL_ASSERT mode (score corruption checks; slow, for tests)");
    static final List<Param<?>> PARAMS = List.of(STEPS, UNIMPROVED_STEPS, MOVES, TRIES, LATE_ACCEPTANCE_SIZE,
            FULL_ASSERT);

    static TimefoldChannelsSettings of(SolveOptions options) {
        long steps = STEPS.from(options) > 0 ? STEPS.from(options) : Math.max(0, options.nodeLimit());
        long unimproved = UNIMPROVED_STEPS.isSet(options) ? UNIMPROVED_STEPS.from(options)
                : steps == 0 ? DEFAULT_UNIMPROVED_STEPS : 0;
        return new TimefoldChannelsSettings(steps, unimproved, MOVES.from(options), (int) (long) TRIES.from(options),
                (int) (long) LATE_ACCEPTANCE_SIZE.from(options), FULL_ASSERT.from(options));
    }
}
