package dev.berth.simulator;

import java.util.List;

/**
 * What {@code berth simulate} may ask of a simulator. Only sync's explores schedules; the others ignore
 * these.
 *
 * @param schedules   randomized schedules (sync)
 * @param seed        their seed
 * @param adversarial share of them the adversarial scheduler picks
 * @param states      state limit of the exhaustive exploration after clean schedules; 0 for none
 * @param replay      one schedule to replay, as warp ids in order (a reported trace), or null
 */
public record SimulationOptions(int schedules, long seed, double adversarial, int states, List<String> replay) {
    public SimulationOptions {
        replay = replay == null ? null : List.copyOf(replay);
    }

    public static SimulationOptions defaults() {
        return new SimulationOptions(1000, 1, 0.5, 200_000, null);
    }
}
