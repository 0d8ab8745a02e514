package dev.berth.model.channels;

import dev.berth.model.families.ChannelsFamily;

import dev.berth.model.Budget;
import dev.berth.model.CurrentBudget;
import dev.berth.model.OutOfTime;
import dev.berth.model.channels.analysis.ChannelsPlan;
import dev.berth.model.channels.analysis.CodeMakespan;
import dev.berth.model.channels.analysis.RingListing;
import dev.berth.model.channels.analysis.Unrolled;
import dev.berth.model.channels.testing.ChannelsBombs;
import dev.berth.model.check.channels.ChannelsChecker;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.Semantics;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every analysis of the family, the checker included, stops when the thread's budget has run out or was
 * cancelled instead of running to the end: the same program answers with a budget left.
 */
class ChannelsOutOfTimeTest {
    /** Without a channel limit: one channel per sync pair is then a valid answer. */
    private static final ChannelsProblem BOMB = ChannelsBombs.repeated(200)
            .withSync(ResourceClass.unlimited(Semantics.GENERATION));
    private static final long[] AT_ZERO = {0};

    private static Budget expired() {
        return Budget.of(Duration.ZERO);
    }

    private static Budget cancelled() {
        Budget b = Budget.unlimited();
        b.cancel();
        return b;
    }

    private static OutOfTime stops(Budget budget, Supplier<?> work) {
        return assertThrows(OutOfTime.class, () -> CurrentBudget.during(budget, work));
    }

    @Test
    void unrollingStops() {
        OutOfTime e = stops(expired(), () -> Unrolled.of(BOMB, AT_ZERO));
        assertEquals("the time limit ran out while unrolling the stages", e.getMessage());
        assertEquals(1200, CurrentBudget.during(Budget.unlimited(), () -> Unrolled.of(BOMB, AT_ZERO)).size());
    }

    @Test
    void thePlanStopsAndSaysItWasCancelled() {
        OutOfTime e = stops(cancelled(), () -> ChannelsPlan.of(BOMB, AT_ZERO, true));
        assertTrue(e.cancelled());
        assertTrue(e.getMessage().startsWith("cancelled while "), e.getMessage());
    }

    @Test
    void theFamilysLowerBoundStops() {
        ChannelsProblem fresh = ChannelsBombs.repeated(201); // the family keeps the last plan by identity
        stops(expired(), () -> ChannelsFamily.INSTANCE.lowerBound(fresh));
        long width = ChannelsPlan.of(fresh, AT_ZERO, true).width().width();
        assertTrue(width > 0);
        assertEquals(width, ChannelsFamily.INSTANCE.lowerBound(fresh).value());
    }

    @Test
    void theCheckerStopsOnAValidAnswer() {
        ChannelsPlan plan = ChannelsPlan.of(BOMB, AT_ZERO, true);
        ChannelsSolution s = plan.solution(separateChannels(plan));
        ChannelsChecker checker = new ChannelsChecker();
        OutOfTime e = stops(expired(), () -> checker.violation(BOMB, s));
        assertTrue(e.getMessage().contains("while"), e.getMessage());
        assertNull(new ChannelsChecker().violation(BOMB, s));
        stops(expired(), () -> new ChannelsChecker().boundViolation(BOMB, null, plan.bound().certificate(),
                plan.bound().value()));
    }

    @Test
    void theListingAndTheMakespanStop() {
        ChannelsPlan plan = ChannelsPlan.of(BOMB, AT_ZERO, true);
        ChannelsSolution s = plan.solution(separateChannels(plan));
        stops(expired(), () -> RingListing.of(BOMB, s));
        stops(expired(), () -> CodeMakespan.of(plan.code().reduced().program(), plan.code().sync().warps()));
    }

    /** Channel r + 1 for sync resource r: valid under every semantics, if wasteful. */
    private static int[] separateChannels(ChannelsPlan plan) {
        int[] ids = new int[plan.code().sync().size()];
        for (int r = 0; r < ids.length; r++) {
            ids[r] = r + 1;
        }
        return ids;
    }
}
