package dev.berth.solvers.memory.timefold;

import dev.berth.model.SolveOptions;
import dev.berth.model.params.Param;

import java.util.List;

/**
 * The parameters {@link TimefoldMemoryAllocator} reads (its javadoc documents them).
 *
 * @param unimprovedSteps 0 for no such limit
 */
record TimefoldSettings(List<MoveKind> moves, Acceptor acceptor, int lateAcceptanceSize, long unimprovedSteps,
                        boolean fullAssert) {

    /** When neither a time limit nor a node limit is given, the solve still ends after this many unimproved steps. */
    static final long DEFAULT_UNIMPROVED_STEPS = 100_000;

    enum Acceptor {
        LATE_ACCEPTANCE, TABU, SIMULATED_ANNEALING
    }

    static final Param<List<MoveKind>> MOVES = Param.choices("moves", MoveKind.class, List.of(MoveKind.values()),
            "the neighbourhoods, drawn with equal chance");
    static final Param<Acceptor> ACCEPTOR = Param.choice("acceptor", Acceptor.class, Acceptor.LATE_ACCEPTANCE,
            "late-acceptance; tabu (entity tabu, best of 100 moves per step); simulated-annealing (starting "
                    + "temperature: the mean buffer size)");
    static final Param<Long> LATE_ACCEPTANCE_SIZE = Param.whole("late-acceptance-size", 400, 1, Integer.MAX_VALUE,
            "the late-acceptance list length");
    static final Param<Long> UNIMPROVED_STEPS = Param.whole("unimproved-steps", 0, 0, Long.MAX_VALUE,
            "stop after that many steps without a new best; 0: off, or 100000 when there is neither a time nor a "
                    + "node limit, so the solve always ends");
    static final Param<Boolean> FULL_ASSERT = Param.flag("assert", false,
            "run Timefold in FULL_ASSERT mode (score corruption checks; slow, for tests)");
    static final List<Param<?>> PARAMS = List.of(MOVES, ACCEPTOR, LATE_ACCEPTANCE_SIZE, UNIMPROVED_STEPS, FULL_ASSERT);

    static TimefoldSettings of(SolveOptions options, boolean unlimited) {
        long unimproved = UNIMPROVED_STEPS.isSet(options) ? UNIMPROVED_STEPS.from(options)
                : unlimited ? DEFAULT_UNIMPROVED_STEPS : 0;
        return new TimefoldSettings(MOVES.from(options), ACCEPTOR.from(options),
                (int) (long) LATE_ACCEPTANCE_SIZE.from(options), unimproved, FULL_ASSERT.from(options));
    }
}
