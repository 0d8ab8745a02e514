package dev.berth.solvers.channels;

import dev.berth.model.Budget;
import dev.berth.model.CurrentBudget;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.families.ChannelsFamily;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.analysis.ChannelsPlan;
import dev.berth.model.channels.testing.ChannelsBombs;
import dev.berth.model.channels.testing.ChannelsExamples;
import dev.berth.solvers.channels.choco.JointPlacement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A budget already spent stops every strategy of the family inside its analysis: the gate answers UNKNOWN
 * with the reason, not a crash and not an answer made past the limit. Limits on nodes and steps still answer.
 */
class ChannelsTimeLimitTest {
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withThreads(1).withTimeLimit(null);

    private static Result<ChannelsSolution> solve(String strategy, ChannelsProblem p, SolveOptions o, Budget b) {
        return ChannelsStrategies.REGISTRY.byName(strategy).solve(p, o, b);
    }

    /** The worked example with every stage 2,000 times over the same bytes: 12,000 instances. */
    @ParameterizedTest
    @ValueSource(strings = {"portfolio", "exact", "reference", "timefold"})
    void anExpiredBudgetIsUnknownSayingTheTimeRanOut(String strategy) {
        Result<ChannelsSolution> r = solve(strategy, ChannelsBombs.repeated(2000), OPTIONS, Budget.of(Duration.ZERO));
        assertEquals(Status.UNKNOWN, r.status(), r.reason());
        assertTrue(r.reason().contains("the time limit ran out while"), r.reason());
        assertNull(r.stats().get("failed"), "running out of time is no crash: " + r.stats());
    }

    @Test
    void aCancelledSerializingSolveSaysItWasCancelled() {
        Budget cancelled = Budget.unlimited();
        cancelled.cancel();
        Result<ChannelsSolution> r = solve("exact", ChannelsBombs.repeated(2000),
                OPTIONS.withParam("exact.serialize", "true"), cancelled);
        assertEquals(Status.UNKNOWN, r.status(), r.reason());
        assertTrue(r.reason().contains("cancelled while"), r.reason());
    }

    @Test
    void aNodeLimitedSolveOfTheSameShapeStillAnswers() {
        ChannelsProblem p = ChannelsBombs.repeated(100);
        Result<ChannelsSolution> r = solve("portfolio", p, OPTIONS.withNodeLimit(1000), Budget.unlimited());
        assertEquals(Status.OPTIMAL, r.status(), r.reason());
        assertNull(ChannelsFamily.INSTANCE.checker().violation(p, r.solution()));
    }

    /** Out of time while building its model, the joint search gives up its turn: the caller keeps first fit. */
    @Test
    void theJointSearchOutOfTimeLeavesFirstFit() {
        ChannelsProblem p = ChannelsExamples.read("worked-example-unplaced.json");
        long[] start = FirstFitPlacement.of(p, OPTIONS, Budget.unlimited());
        ChannelsPlan startPlan = ChannelsPlan.of(p, start, true);
        Budget cancelled = Budget.unlimited();
        cancelled.cancel();
        JointPlacement.Outcome o = CurrentBudget.during(cancelled,
                () -> JointPlacement.of(p, start, startPlan, true, 0, 0, cancelled));
        assertNull(o);
        assertTrue(JointPlacement.of(p, start, startPlan, true, 0, 0, Budget.unlimited()).makespanProven());
    }
}
