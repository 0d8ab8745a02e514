package dev.berth.solvers.memory.bounds;

import dev.berth.model.SolveOptions;
import dev.berth.model.params.Param;
import dev.berth.model.params.ParamType;
import dev.berth.solvers.memory.MemoryStrategies;

import java.util.List;

/**
 * The parameters of the {@code bounded} strategy ({@link BoundedMemoryStrategy}), read from its scope.
 *
 * @param solve      the strategy that lays the instance out
 * @param complete   the complete strategy that searches the relaxations
 * @param share      the part of the time limit kept for the bound (the layout gets the rest)
 * @param firstNodes node limit of each relaxation search in the first round (quadrupled each round)
 * @param maxNodes   last round's node limit (0: rounds go on until the time runs out)
 */
public record BoundSettings(String solve, String complete, double share, long firstNodes, long maxNodes) {
    static final Param<String> SOLVE = Param.of("solve", ParamType.text("a memory strategy other than bounded",
            BoundSettings::solveName), "portfolio",
            "the strategy that lays the instance out");
    static final Param<String> COMPLETE = Param.of("complete", ParamType.text("exact, cpsat or choco",
            BoundSettings::completeName), "exact",
            "the complete strategy that searches the relaxations for the bound");
    static final Param<Double> SHARE = Param.decimal("share", 0.5, 0.0, 1.0,
            "part of the time limit kept for the bound (after the layout)");
    static final Param<Long> FIRST_NODES = Param.whole("first-nodes", 1_000, 1, Long.MAX_VALUE,
            "node limit of each relaxation search in the first round (quadrupled each round)");
    static final Param<Long> MAX_NODES = Param.whole("max-nodes", 0, 0, Long.MAX_VALUE,
            "node limit of the last round (0: rounds go on until the time runs out)");
    static final List<Param<?>> PARAMS = List.of(SOLVE, COMPLETE, SHARE, FIRST_NODES, MAX_NODES);

    private static String solveName(String s) {
        if (s.equals(BoundedMemoryStrategy.NAME) || !MemoryStrategies.REGISTRY.names().contains(s)) {
            throw new IllegalArgumentException("not a memory strategy other than bounded: '" + s + "'");
        }
        return s;
    }

    private static String completeName(String s) {
        if (!List.of("exact", "cpsat", "choco").contains(s)) {
            throw new IllegalArgumentException("not a complete memory strategy (exact, cpsat, choco): '" + s + "'");
        }
        return s;
    }

    public static BoundSettings from(SolveOptions options) {
        return new BoundSettings(SOLVE.from(options), COMPLETE.from(options), SHARE.from(options),
                FIRST_NODES.from(options), MAX_NODES.from(options));
    }
}
