package dev.berth.simulator.channels;

import dev.berth.model.Budget;
import dev.berth.model.CurrentBudget;
import dev.berth.model.OutOfTime;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.analysis.ChannelsPlan;
import dev.berth.model.channels.testing.ChannelsBombs;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.Semantics;
import dev.berth.simulator.SimulationOptions;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code berth simulate} under a budget (the service's time limit) stops when it is spent or cancelled. */
class ChannelsSimulatorOutOfTimeTest {
    /** The worked example, every stage 200 times over the same bytes, one channel per sync pair. */
    private static final ChannelsProblem BOMB = ChannelsBombs.repeated(200)
            .withSync(ResourceClass.unlimited(Semantics.GENERATION));

    private static ChannelsSolution answer() {
        ChannelsPlan plan = ChannelsPlan.of(BOMB, new long[] {0}, true);
        int[] ids = new int[plan.code().sync().size()];
        for (int r = 0; r < ids.length; r++) {
            ids[r] = r + 1;
        }
        return plan.solution(ids);
    }

    @Test
    void theTimedRunStopsWhenTheTimeIsUp() {
        ChannelsSolution s = answer();
        OutOfTime e = assertThrows(OutOfTime.class,
                () -> CurrentBudget.during(Budget.of(Duration.ZERO), () -> ChannelsSimulator.run(BOMB, s)));
        assertTrue(e.getMessage().startsWith("the time limit ran out while"), e.getMessage());
        ChannelsSimulationReport clean = ChannelsSimulator.run(BOMB, s);
        assertTrue(clean.clean() && clean.completed());
        assertEquals(1200, clean.intrinsicsRun());
    }

    @Test
    void theRandomisedRunsStopWhenCancelled() {
        ChannelsSolution s = answer();
        Budget cancelled = Budget.unlimited();
        cancelled.cancel();
        SimulationOptions options = new SimulationOptions(1000, 1, 0.5, 1000, null, Jitter.DEFAULT_SPREAD);
        OutOfTime e = assertThrows(OutOfTime.class,
                () -> CurrentBudget.during(cancelled, () -> new ChannelsSimulation().run(BOMB, s, options)));
        assertTrue(e.cancelled());
    }
}
