package dev.berth.simulator.channels;

import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;

import java.util.SplittableRandom;

/**
 * Runs a channels solution on simulated hardware, a method independent of the model's dependence analysis
 * and of the checker (it shares no code with them): the warps execute their code with the intrinsics' cycle
 * counts, the channels behave as the sync family's machine makes them (generation, parity or flag), and the
 * pool is tagged byte range by byte range with the instance that wrote it. Every read must find the data
 * sequential execution leaves there, no write may start over bytes an earlier consumer has not finished
 * reading, the pool must end as sequential execution leaves it, and a run in which every warp waits is a
 * deadlock with a trace. The report gives the makespan and the speed-up over the program run sequentially.
 *
 * <p>Timing is deterministic: one order of events per tie-break. {@link #run(ChannelsProblem, ChannelsSolution)}
 * breaks ties at one cycle by warp index, {@link #run(ChannelsProblem, ChannelsSolution, long)} by a seeded
 * random draw (the same seed, the same run).
 */
public final class ChannelsSimulator {
    private ChannelsSimulator() {
    }

    /** One timed run, events due at one cycle taken in warp index order. */
    public static ChannelsSimulationReport run(ChannelsProblem problem, ChannelsSolution solution) {
        return new TimedRun(problem, solution, null).run();
    }

    /** One timed run, events due at one cycle taken in an order drawn from {@code seed}. */
    public static ChannelsSimulationReport run(ChannelsProblem problem, ChannelsSolution solution, long seed) {
        return new TimedRun(problem, solution, new SplittableRandom(seed)).run();
    }
}
