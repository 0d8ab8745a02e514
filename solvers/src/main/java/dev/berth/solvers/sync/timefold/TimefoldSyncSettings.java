package dev.berth.solvers.sync.timefold;

import dev.berth.model.InputException;
import dev.berth.model.SolveOptions;

import dev.berth.solvers.sync.choco.PreparedProgram;
import dev.berth.solvers.sync.choco.StartingMapping;

import java.util.List;
import java.util.function.Function;

/**
 * The parameters {@link TimefoldSyncAllocator} reads (its javadoc documents them).
 *
 * @param moveLimit moves the search may evaluate, 0 for no limit
 */
record TimefoldSyncSettings(boolean removeRedundant, Function<PreparedProgram, StartingMapping> start, List<IdMoveKind> moves,
                            int lateAcceptanceSize, long moveLimit, boolean fullAssert) {

    /** Moves evaluated when neither a time limit nor a node limit is given, so the solve always ends. */
    static final long DEFAULT_MOVES = 1_000_000;

    static TimefoldSyncSettings of(SolveOptions options, boolean unlimitedTime) {
        String startName = options.param("timefold-start", "chains");
        Function<PreparedProgram, StartingMapping> start = switch (startName) {
            case "chains" -> StartingMapping::alongChains;
            case "greedy" -> StartingMapping::greedy;
            case "separate" -> StartingMapping::separate;
            default -> throw new InputException("parameter timefold-start", "unknown start '" + startName
                    + "' (expected chains, greedy or separate)");
        };
        long late = options.longParam("timefold-late-acceptance-size", 200);
        if (late < 1 || late > Integer.MAX_VALUE) {
            throw new InputException("parameter timefold-late-acceptance-size", "must be at least 1: " + late);
        }
        long moveLimit = options.nodeLimit() > 0 ? options.nodeLimit() : unlimitedTime ? DEFAULT_MOVES : 0;
        return new TimefoldSyncSettings(options.flag("remove-redundant", false), start,
                IdMoveKind.parse(options.param("timefold-moves", "relocate,change,swap,empty")), (int) late,
                moveLimit, options.flag("timefold-assert", false));
    }
}
