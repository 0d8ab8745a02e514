package dev.berth.simulator;

import dev.berth.simulator.channels.Jitter;

import java.util.List;

/**
 * What {@code berth simulate} may ask of a simulator. Sync's explores schedules, channels' runs timed
 * schedules and its channels on sync's; the others ignore these.
 *
 * @param schedules   randomized schedules (sync; channels: timed runs)
 * @param seed        their seed
 * @param adversarial share of them the adversarial scheduler picks
 * @param states      state limit of the exhaustive exploration after clean schedules; 0 for none
 * @param replay      one schedule to replay, as warp ids in order (a reported trace), or null
 * @param jitter      channels: in the randomised timed runs each instance takes its cycles times a factor in
 *                    [1/jitter, jitter]; 1 for none
 */
public record SimulationOptions(int schedules, long seed, double adversarial, int states, List<String> replay, double jitter) {
    public SimulationOptions {
        replay = replay == null ? null : List.copyOf(replay);
    }

    public static SimulationOptions defaults() {
        return new SimulationOptions(1000, 1, 0.5, 200_000, null, Jitter.DEFAULT_SPREAD);
    }
}
