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
 * random draw, {@link #run(ChannelsProblem, ChannelsSolution, long, Jitter)} also draws every instance's
 * duration around its cycles (the same seed and spread, the same run).
 */
public final class ChannelsSimulator {
    private ChannelsSimulator() {
    }

    /** One timed run, events due at one cycle taken in warp index order. */
    public static ChannelsSimulationReport run(ChannelsProblem problem, ChannelsSolution solution) {
        return new TimedRun(problem, solution, null, Jitter.NONE, null).run();
    }

    /** One timed run, events due at one cycle taken in an order drawn from {@code seed}. */
    public static ChannelsSimulationReport run(ChannelsProblem problem, ChannelsSolution solution, long seed) {
        return run(problem, solution, seed, Jitter.NONE);
    }

    /**
     * One timed run, events due at one cycle taken in an order drawn from {@code seed} and every instance's
     * duration drawn from it as {@code jitter} says.
     */
    public static ChannelsSimulationReport run(ChannelsProblem problem, ChannelsSolution solution, long seed, Jitter jitter) {
        SplittableRandom ties = new SplittableRandom(seed);
        // the durations get their own stream, split off only under jitter: without it the tie draws are those of
        // the seed alone, so a run without jitter is the same whichever way it is asked for
        SplittableRandom durations = jitter.none() ? null : ties.split();
        return new TimedRun(problem, solution, ties, jitter, durations).run();
    }
}
