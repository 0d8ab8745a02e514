package dev.berth.solvers;

import dev.berth.model.Family;
import dev.berth.model.Problem;
import dev.berth.simulator.Simulator;

/**
 * What Berth has for one problem family: the family itself (its formats, checker and bounds), its strategies
 * behind their gates, and the simulator of its hardware.
 */
public record FamilyPlugin<P extends Problem, S>(StrategyRegistry<P, S> strategies, Simulator<P, S> simulator) {
    public FamilyPlugin {
        if (!simulator.family().equals(strategies.family().name())) {
            throw new IllegalArgumentException("the " + strategies.family().name() + " family's plug-in has the "
                    + simulator.family() + " family's simulator");
        }
    }

    public Family<P, S> family() {
        return strategies.family();
    }
}
