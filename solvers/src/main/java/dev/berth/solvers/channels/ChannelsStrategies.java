package dev.berth.solvers.channels;

import dev.berth.heuristics.channels.ReferenceChannelsAllocator;
import dev.berth.model.channels.ChannelsFamily;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.solvers.StrategyRegistry;
import dev.berth.solvers.channels.timefold.TimefoldChannelsAllocator;

import java.util.List;

import static dev.berth.solvers.StrategyRegistry.entry;

/**
 * The channels family's strategies, each behind the gate; {@code exact} is the default, {@code reference} the
 * text's own procedure as a baseline, {@code timefold} local search over the offsets of unplaced buffers
 * (makespan, then channels). The complete joint offsets+channels search (Choco) and a portfolio (issue 13) are
 * not built yet, so they are absent.
 */
public final class ChannelsStrategies {

    public static final StrategyRegistry<ChannelsProblem, ChannelsSolution> REGISTRY = new StrategyRegistry<>(
            ChannelsFamily.INSTANCE, ExactChannelsAllocator.NAME, List.of(
            entry(ExactChannelsAllocator.NAME, () -> new ExactChannelsAllocator()),
            entry(ReferenceChannelsAllocator.NAME, () -> new ReferenceChannelsAllocator()),
            entry(TimefoldChannelsAllocator.NAME, () -> new TimefoldChannelsAllocator())));

    private ChannelsStrategies() {
    }
}
