package dev.berth.solvers.sync.timefold;

import dev.berth.model.InputException;
import dev.berth.model.SolveOptions;

import java.util.List;

/**
 * The parameters {@link TimefoldSyncAllocator} reads (its javadoc documents them).
 *
 * @param moveLimit moves the search may evaluate, 0 for no limit
 */
record TimefoldSyncSettings(boolean removeRedundant, boolean followChains, List<IdMoveKind> moves,
                            int lateAcceptanceSize, long moveLimit, boolean fullAssert) {

    /** Moves evaluated when neither a time limit nor a node limit is given, so the solve always ends. */
    static final long DEFAULT_MOVES = 1_000_000;

    static TimefoldSyncSettings of(SolveOptions options, boolean unlimitedTime) {
        String start = options.param("timefold-start", "chains");
        if (!start.equals("chains") && !start.equals("greedy")) {
            throw new InputException("parameter timefold-start", "unknown start '" + start
                    + "' (expected chains or greedy)");
        }
        long late = options.longParam("timefold-late-acceptance-size", 200);
        if (late < 1 || late > Integer.MAX_VALUE) {
            throw new InputException("parameter timefold-late-acceptance-size", "must be at least 1: " + late);
        }
        long moveLimit = options.nodeLimit() > 0 ? options.nodeLimit() : unlimitedTime ? DEFAULT_MOVES : 0;
        return new TimefoldSyncSettings(options.flag("remove-redundant", false), start.equals("chains"),
                IdMoveKind.parse(options.param("timefold-moves", "relocate,change,swap,empty")), (int) late,
                moveLimit, options.flag("timefold-assert", false));
    }
}
