package dev.berth.simulator.sync;

/**
 * How hard {@link SyncSimulator#run} tries to break a mapping.
 *
 * @param schedules            randomized schedules to run (0 for none); they stop at the first violation
 * @param seed                 seed of the randomized schedules: the same seed gives the same schedules
 * @param adversarialShare     fraction of the randomized schedules that use the adversarial scheduler (0..1),
 *                             spread evenly among the uniform random ones
 * @param exhaustiveStateLimit distinct machine states the exhaustive exploration may visit after the
 *                             randomized schedules found nothing (0 for no exploration)
 */
public record SimulationSettings(int schedules, long seed, double adversarialShare, int exhaustiveStateLimit) {

    public SimulationSettings {
        if (schedules < 0) {
            throw new IllegalArgumentException("schedules must be >= 0, got " + schedules);
        }
        if (!(adversarialShare >= 0 && adversarialShare <= 1)) {
            throw new IllegalArgumentException("adversarialShare must be in [0, 1], got " + adversarialShare);
        }
        if (exhaustiveStateLimit < 0) {
            throw new IllegalArgumentException("exhaustiveStateLimit must be >= 0, got " + exhaustiveStateLimit);
        }
    }

    /** 1,000 schedules (half adversarial) from seed 0, then up to 200,000 states of exhaustive exploration. */
    public static SimulationSettings defaults() {
        return new SimulationSettings(1_000, 0, 0.5, 200_000);
    }

    /** Only the exhaustive exploration. */
    public static SimulationSettings exhaustive(int stateLimit) {
        return new SimulationSettings(0, 0, 0, stateLimit);
    }

    /** Only randomized schedules. */
    public static SimulationSettings randomized(int schedules, long seed, double adversarialShare) {
        return new SimulationSettings(schedules, seed, adversarialShare, 0);
    }
}
