package dev.berth.solvers.channels.timefold;

import dev.berth.model.Budget;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.Strategy;
import dev.berth.model.families.ChannelsFamily;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.analysis.ChannelsPlan;
import dev.berth.model.channels.testing.ChannelsExamples;
import dev.berth.model.sync.Semantics;
import dev.berth.solvers.channels.ChannelsStrategies;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static dev.berth.solvers.channels.timefold.UnplacedPrograms.makespan;
import static dev.berth.solvers.channels.timefold.UnplacedPrograms.offsets;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code timefold} through the registry's gate (every answer passed the checker there, and again here), limited
 * by steps with a fixed seed: never a longer makespan than first fit's ({@code exact}'s placement), and on a
 * program small enough to enumerate, the least makespan and then the fewest channels there are.
 */
class TimefoldChannelsAllocatorTest {
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withTimeLimit(null).withThreads(1)
            .withSeed(7).withParam("timefold.steps", "200");

    private static Result<ChannelsSolution> solve(String strategy, ChannelsProblem p, SolveOptions o) {
        Strategy<ChannelsProblem, ChannelsSolution> s = ChannelsStrategies.REGISTRY.byName(strategy);
        return s.solve(p, o);
    }

    private static long makespanOf(ChannelsProblem p, Result<ChannelsSolution> r) {
        assertTrue(r.hasSolution(), r.status() + ": " + r.reason());
        assertNull(ChannelsFamily.INSTANCE.checker().violation(p, r.solution()));
        return makespan(p, offsets(p, r.solution().offsets()));
    }

    /** exact without its joint search: the first fit timefold starts from. */
    private static final SolveOptions FIRST_FIT = OPTIONS.withParam("exact.joint-instances", "0");

    @Test
    void capacityForcingOverlapGetsTheLeastMakespanThenTheFewestChannels() {
        ChannelsProblem p = UnplacedPrograms.threeHandOffs();
        // every offset of every buffer, not only the grid's: the grid must lose nothing
        long bestMakespan = Long.MAX_VALUE;
        int fewest = Integer.MAX_VALUE;
        for (long a = 0; a <= 4; a++) {
            for (long b = 0; b <= 4; b++) {
                for (long c = 0; c <= 6; c++) {
                    long[] offsets = {a, b, c};
                    long m = makespan(p, offsets);
                    int w = ChannelsPlan.of(p, offsets, true).width().width();
                    if (m < bestMakespan || m == bestMakespan && w < fewest) {
                        bestMakespan = m;
                        fewest = w;
                    }
                }
            }
        }
        assertEquals(60, bestMakespan, "C over A's addresses, which are free from cycle 40");

        long firstFit = makespanOf(p, solve("exact", p, FIRST_FIT));
        assertEquals(80, firstFit, "first fit stacks the three at 0");
        Result<ChannelsSolution> joint = solve("exact", p, OPTIONS);
        assertEquals(bestMakespan, makespanOf(p, joint), "exact's joint search");
        assertEquals(fewest, joint.objective());
        Result<ChannelsSolution> r = solve("timefold", p, OPTIONS);
        assertEquals(Status.FEASIBLE, r.status(), r.reason());
        assertEquals(bestMakespan, makespanOf(p, r));
        assertEquals(fewest, r.objective());
        assertEquals(bestMakespan, ((Number) r.stats().get("makespan")).longValue());
        assertEquals(80L, ((Number) r.stats().get("makespanStart")).longValue());
    }

    /** Timefold's FULL_ASSERT recomputes every score from scratch and compares: the remembered values hold. */
    @Test
    void noScoreCorruption() {
        ChannelsProblem p = UnplacedPrograms.random(1, 5, 12);
        Result<ChannelsSolution> r = solve("timefold", p, OPTIONS.withParam("timefold.assert", "true")
                .withParam("timefold.steps", "30"));
        assertEquals(Status.FEASIBLE, r.status(), r.reason());
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 3, 4})
    void neverLongerThanFirstFit(long seed) {
        ChannelsProblem p = UnplacedPrograms.random(seed, 5, 12);
        long firstFit = makespanOf(p, solve("exact", p, FIRST_FIT));
        Result<ChannelsSolution> r = solve("timefold", p, OPTIONS);
        long found = makespanOf(p, r);
        assertTrue(found <= firstFit, found + " > first fit's " + firstFit);
        assertEquals("first-fit", r.stats().get("start"));
        assertEquals(0L, r.solution().offsets().get("b0"), "the placed buffer stays where the instance puts it");
        assertTrue((Long) r.stats().get("steps") <= 200, "the step limit holds: " + r.stats());
    }

    /**
     * Where the pool is too tight to keep lifetimes apart, first fit is pulled inside it; the search never ends
     * above its start, nor below the least makespan exact's joint search proves.
     */
    @ParameterizedTest
    @ValueSource(longs = {2, 5, 6})
    void answersWhereLifetimesCannotBeKeptApart(long seed) {
        ChannelsProblem p = UnplacedPrograms.random(seed, 5, 12);
        Result<ChannelsSolution> exact = solve("exact", p, OPTIONS);
        assertEquals(Status.FEASIBLE, exact.status(), exact.reason());
        assertEquals(true, exact.stats().get("makespanProven"));
        Result<ChannelsSolution> r = solve("timefold", p, OPTIONS);
        long found = makespanOf(p, r);
        assertTrue(found <= ((Number) r.stats().get("makespanStart")).longValue(), r.stats().toString());
        assertTrue(found >= ((Number) exact.stats().get("makespan")).longValue(), r.stats() + " vs " + exact.stats());
    }

    @Test
    void theSameSeedGivesTheSameAnswer() {
        ChannelsProblem p = UnplacedPrograms.random(3, 5, 12);
        Result<ChannelsSolution> a = solve("timefold", p, OPTIONS);
        Result<ChannelsSolution> b = solve("timefold", p, OPTIONS);
        assertEquals(a.solution().offsets(), b.solution().offsets());
        assertEquals(a.stats().get("moves"), b.stats().get("moves"));
    }

    /** The worked example's pool in a pool twice its size: anywhere apart from nothing, so as good as first fit. */
    @Test
    void theWorkedExampleUnplacedKeepsItsMakespan() {
        ChannelsProblem unplaced = ChannelsExamples.read("worked-example-unplaced.json");
        ChannelsProblem p = new ChannelsProblem("wider", unplaced.sync(), 120, unplaced.buffers(), unplaced.stages());
        Result<ChannelsSolution> r = solve("timefold", p, OPTIONS);
        assertEquals(200, makespanOf(p, r), "the simulator's golden makespan (docs/channels.md)");
        assertEquals(3, r.objective());
    }

    @Test
    void aPlacedProgramIsExactsAnswerWithNothingSearched() {
        ChannelsProblem p = ChannelsExamples.workedExample(Semantics.PARITY);
        Result<ChannelsSolution> r = solve("timefold", p, OPTIONS);
        Result<ChannelsSolution> exact = solve("exact", p, OPTIONS);
        assertEquals(exact.status(), r.status());
        assertEquals(exact.objective(), r.objective());
        assertEquals(false, r.stats().get("searched"));
    }

    /**
     * A budget cancelled before the solve stops it before first fit is planned (on a large program that plan
     * is the whole analysis): UNKNOWN, saying so, rather than an answer made past the cancel.
     */
    @Test
    void aSpentBudgetStopsBeforeTheFirstAnswer() {
        ChannelsProblem p = UnplacedPrograms.threeHandOffs();
        Budget spent = Budget.unlimited();
        spent.cancel();
        Result<ChannelsSolution> r = ChannelsStrategies.REGISTRY.byName("timefold").solve(p, OPTIONS, spent);
        assertEquals(Status.UNKNOWN, r.status());
        assertTrue(r.reason().startsWith("cancelled while"), r.reason());
    }

    /** A search its step limit ends after one step answers, valid, no worse than first fit (80 cycles). */
    @Test
    void aSearchOfOneStepAnswers() {
        ChannelsProblem p = UnplacedPrograms.threeHandOffs();
        Result<ChannelsSolution> r = solve("timefold", p, OPTIONS.withParam("timefold.steps", "1"));
        assertTrue(makespanOf(p, r) <= 80, r.stats().toString());
        assertEquals(1L, ((Number) r.stats().get("steps")).longValue(), r.stats().toString());
    }
}
