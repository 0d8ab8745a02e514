package dev.berth.solvers.channels;

import dev.berth.model.Budget;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.channels.analysis.ChannelsPlan;
import dev.berth.model.sync.SyncMapping;
import dev.berth.solvers.sync.ExactSyncAllocator;

import java.util.Map;

/**
 * Channel ids for a plan's code from the sync family's exact engine ({@link ExactSyncAllocator}, a minimum chain
 * cover: as many channels as the code's width). Every channels strategy that generates code gets its ids here,
 * under the caller's limits but none of its parameters (they are the channels family's, not the sync engine's).
 */
public final class ChannelIds {
    private ChannelIds() {
    }

    public static Result<SyncMapping> of(ChannelsPlan plan, SolveOptions options, Budget budget) {
        SolveOptions forSync = new SolveOptions(options.objective(), options.timeLimit(), options.seed(),
                options.nodeLimit(), options.threads(), Map.of(), ExactSyncAllocator.NAME);
        return new ExactSyncAllocator().solve(plan.code().sync(), forSync, budget);
    }
}
