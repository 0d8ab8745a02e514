package dev.berth.solvers.memory.timefold;

import dev.berth.model.InputException;
import dev.berth.model.SolveOptions;

import java.util.List;
import java.util.Locale;

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
        LATE_ACCEPTANCE, TABU, SIMULATED_ANNEALING;

        static Acceptor parse(String text) {
            return switch (text.trim().toLowerCase(Locale.ROOT)) {
                case "late-acceptance" -> LATE_ACCEPTANCE;
                case "tabu" -> TABU;
                case "simulated-annealing" -> SIMULATED_ANNEALING;
                default -> throw new InputException("parameter timefold-acceptor", "unknown acceptor '" + text
                        + "' (expected late-acceptance, tabu or simulated-annealing)");
            };
        }
    }

    static TimefoldSettings of(SolveOptions options, boolean unlimited) {
        long lateSize = options.longParam("timefold-late-acceptance-size", 400);
        if (lateSize < 1 || lateSize > Integer.MAX_VALUE) {
            throw new InputException("parameter timefold-late-acceptance-size", "must be at least 1: " + lateSize);
        }
        long unimproved = options.longParam("timefold-unimproved-steps", unlimited ? DEFAULT_UNIMPROVED_STEPS : 0);
        if (unimproved < 0) {
            throw new InputException("parameter timefold-unimproved-steps", "must not be negative: " + unimproved);
        }
        return new TimefoldSettings(
                MoveKind.parse(options.param("timefold-moves", "drop,relocate,anchor,swap,eject,ruin")),
                Acceptor.parse(options.param("timefold-acceptor", "late-acceptance")),
                (int) lateSize, unimproved, options.flag("timefold-assert", false));
    }
}
