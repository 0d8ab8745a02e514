package dev.berth.solvers.simt;

import dev.berth.algorithms.simt.IpdomRestructure;
import dev.berth.algorithms.simt.NextPcPass;
import dev.berth.model.families.SimtFamily;
import dev.berth.model.simt.SimtProblem;
import dev.berth.model.simt.SimtSolution;
import dev.berth.solvers.StrategyRegistry;

import java.util.List;

import static dev.berth.solvers.StrategyRegistry.entry;

/**
 * The simt family's strategies: the published compiler pass for next-PC hardware ({@code nextpc}), the
 * restructuring for a plain SIMT stack ({@code ipdom}), and the default {@code portfolio}, which runs the one for
 * the target hardware ({@code -P portfolio.hardware=nextpc|ipdom}, nextpc unless told). There is nothing to search: the pass is a translation, and its answers are judged by the checker (the
 * original code kept, the registers within budget) and by the simulator (the compiled kernel under
 * {@code nextpc} against the original under per-thread scheduling).
 */
public final class SimtStrategies {

    public static final StrategyRegistry<SimtProblem, SimtSolution> REGISTRY = new StrategyRegistry<>(
            SimtFamily.INSTANCE, SimtPortfolio.NAME, List.of(
            entry(SimtPortfolio.NAME, () -> new SimtPortfolio()),
            entry(NextPcPass.NAME, () -> new NextPcPass()),
            entry(IpdomRestructure.NAME, () -> new IpdomRestructure())));

    private SimtStrategies() {
    }
}
