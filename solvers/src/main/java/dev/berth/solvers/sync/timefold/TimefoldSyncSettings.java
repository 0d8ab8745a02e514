package dev.berth.solvers.sync.timefold;

import dev.berth.model.SolveOptions;
import dev.berth.model.params.Param;
import dev.berth.model.families.SyncFamily;
import dev.berth.solvers.sync.choco.PreparedProgram;
import dev.berth.solvers.sync.choco.StartingMapping;

import java.util.List;
import java.util.function.Function;

/**
 * The parameters {@link TimefoldSyncAllocator} reads (its javadoc documents them).
 *
 * @param moveLimit moves the search may evaluate, 0 for no limit
 */
record TimefoldSyncSettings(boolean removeRedundant, Start start, List<IdMoveKind> moves, int lateAcceptanceSize,
                            long moveLimit, boolean fullAssert) {

    /** Moves evaluated when neither a time limit nor a node limit is given, so the solve always ends. */
    static final long DEFAULT_MOVES = 1_000_000;

    /** The mapping the search starts from. */
    enum Start {
        /** Along the width's chain cover. */
        CHAINS(StartingMapping::alongChains),
        /** Producer order, each resource to the tightest id it may take, without the chains. */
        GREEDY(StartingMapping::greedy),
        /** An id per resource: the search does all the work (for measuring it). */
        SEPARATE(StartingMapping::separate);

        private final Function<PreparedProgram, StartingMapping> build;

        Start(Function<PreparedProgram, StartingMapping> build) {
            this.build = build;
        }

        StartingMapping apply(PreparedProgram prep) {
            return build.apply(prep);
        }
    }

    static final Param<Start> START = Param.choice("start", Start.class, Start.CHAINS,
            "chains (along the width's chain cover), greedy (producer order, each resource to the tightest id it "
                    + "may take) or separate (an id per resource: the search does all the work)");
    static final Param<List<IdMoveKind>> MOVES = Param.choices("moves", IdMoveKind.class,
            List.of(IdMoveKind.values()), "the neighbourhoods, drawn with equal chance");
    static final Param<Long> LATE_ACCEPTANCE_SIZE = Param.whole("late-acceptance-size", 200, 1, Integer.MAX_VALUE,
            "the late-acceptance list length");
    static final Param<Boolean> FULL_ASSERT = Param.flag("assert", false,
            "run Timefold in FULL_ASSERT mode (score corruption checks; slow, for tests)");
    static final List<Param<?>> PARAMS = List.of(START, MOVES, LATE_ACCEPTANCE_SIZE, FULL_ASSERT);

    static TimefoldSyncSettings of(SolveOptions options, boolean unlimitedTime) {
        long moveLimit = options.nodeLimit() > 0 ? options.nodeLimit() : unlimitedTime ? DEFAULT_MOVES : 0;
        return new TimefoldSyncSettings(SyncFamily.REMOVE_REDUNDANT.from(options), START.from(options),
                MOVES.from(options), (int) (long) LATE_ACCEPTANCE_SIZE.from(options), moveLimit,
                FULL_ASSERT.from(options));
    }
}
