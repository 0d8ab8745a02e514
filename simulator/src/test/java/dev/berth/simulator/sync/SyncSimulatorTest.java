package dev.berth.simulator.sync;

import dev.berth.model.sync.LogicalResource;
import dev.berth.model.sync.analysis.RedundantPairs;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.Semantics;
import dev.berth.model.sync.SyncOp;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.io.SyncSolutions;
import dev.berth.model.sync.analysis.SyncValidator;
import dev.berth.model.sync.analysis.SyncWidth;
import dev.berth.model.sync.Warp;
import dev.berth.model.sync.testing.SyncExamples;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SyncSimulatorTest {
    private static final int STATES = 1_000_000;

    private static int[] published(SyncProblem p) {
        return SyncSolutions.readMapping("published", SyncExamples.example2PublishedSolution(), p);
    }

    /** The published mapping reuses 4 from c8 for p11, but c11 (first in w6) may already be waiting on it. */
    private static void assertC11WokeWrongly(SyncSimulationReport r) {
        assertFalse(r.ok());
        SyncViolation v = r.violation();
        assertEquals(SyncViolation.Kind.WRONG_WAKEUP, v.kind(), v.message());
        assertEquals("w6:c11", v.op());
        assertEquals("11", v.resource());
        assertEquals("default:4", v.physical());
        assertNotNull(r.trace());
    }

    @ParameterizedTest
    @ValueSource(strings = {"parity", "flag"})
    void publishedMappingOfExample2WakesC11WronglyUnderParityAndFlag(String semantics) {
        SyncProblem p = SyncExamples.example2(semantics);
        int[] m = published(p);
        SyncSimulationReport random = SyncSimulator.run(p, m, SimulationSettings.randomized(500, 7, 0));
        assertC11WokeWrongly(random);
        assertEquals("random", random.trace().scheduler());
        assertEquals(0, random.adversarialSchedules());
        SyncSimulationReport adversarial = SyncSimulator.run(p, m, SimulationSettings.randomized(500, 7, 1));
        assertC11WokeWrongly(adversarial);
        assertEquals("adversarial", adversarial.trace().scheduler());
        assertEquals(adversarial.schedules(), adversarial.adversarialSchedules());
        SyncSimulationReport exhaustive = SyncSimulator.run(p, m, SimulationSettings.exhaustive(STATES));
        assertC11WokeWrongly(exhaustive);
        assertEquals(ExplorationStatus.STOPPED_AT_VIOLATION, exhaustive.exploration());
        for (SyncSimulationReport r : List.of(random, adversarial, exhaustive)) {
            SyncSimulationReport again = SyncSimulator.replay(p, m, r.trace());
            assertEquals(r.violation(), again.violation());
            assertArrayEquals(r.trace().warps(), again.trace().warps());
        }
    }

    @Test
    void publishedMappingOfExample2IsCleanUnderGenerationInEverySchedule() {
        SyncProblem p = SyncExamples.example2("generation");
        int[] m = published(p);
        SyncSimulationReport r = SyncSimulator.run(p, m, new SimulationSettings(300, 3, 0.5, STATES));
        assertTrue(r.ok(), r.firstViolationMessage());
        assertEquals(ExplorationStatus.COMPLETE, r.exploration());
        assertTrue(r.statesExplored() > 1);
        assertEquals(300, r.schedules());
        assertEquals(150, r.adversarialSchedules());
    }

    @ParameterizedTest
    @ValueSource(strings = {"generation", "parity", "flag"})
    void minimumChainCoversOfBothExamplesAreCleanInEverySchedule(String semantics) {
        for (SyncProblem p : List.of(SyncExamples.example1(semantics), SyncExamples.example2(semantics))) {
            SyncWidth width = SyncWidth.of(p);
            int[] m = new int[p.size()];
            for (int c = 0; c < width.chains().size(); c++) {
                for (int r : width.chains().get(c)) {
                    m[r] = c;
                }
            }
            assertEquals(width.width(), SyncValidator.used(p, m));
            SyncSimulationReport r = SyncSimulator.run(p, m, new SimulationSettings(300, 11, 0.5, STATES));
            assertTrue(r.ok(), p.name() + " " + semantics + ": " + r.firstViolationMessage());
            assertTrue(r.explorationComplete(), p.name() + " " + semantics);
        }
    }

    /** w0: p1 · w1: c1 p2 · w2: c2, with 1 and 2 on one physical: c2 may wait before 1 is consumed. */
    private static SyncProblem earlyWaiter(String semantics) {
        return SyncExamples.parse("early-waiter", """
                { "family": "sync", "physical": { "semantics": "%s" },
                  "warps": [ { "id": "w0", "ops": ["p1"] }, { "id": "w1", "ops": ["c1", "p2"] },
                             { "id": "w2", "ops": ["c2"] } ] }
                """.formatted(semantics));
    }

    @Test
    void anEarlyWaiterIsHarmlessUnderGenerationAndWokenWronglyUnderParityAndFlag() {
        int[] shared = {0, 0};
        assertTrue(SyncSimulator.run(earlyWaiter("generation"), shared, SimulationSettings.exhaustive(STATES))
                .explorationComplete());
        // parity: c2 (use 1) waits for the phase parity to leave 1, and phase 0 already has: it passes at once
        SyncSimulationReport parity = SyncSimulator.replay(earlyWaiter("parity"), shared, new int[]{2, 2});
        assertEquals(SyncViolation.Kind.WRONG_WAKEUP, parity.violation().kind());
        assertEquals(1, parity.violation().step());
        assertEquals("w2:c2", parity.violation().op());
        // flag: c2 takes the signal p1 left for c1
        SyncSimulationReport flag = SyncSimulator.replay(earlyWaiter("flag"), shared, new int[]{0, 2, 2});
        assertEquals(SyncViolation.Kind.WRONG_WAKEUP, flag.violation().kind());
        assertEquals(2, flag.violation().step());
        assertTrue(flag.firstViolationMessage().contains("signal of 1"), flag.firstViolationMessage());
        // in the other order everything is fine, and a trace that ends early is clean so far
        assertTrue(SyncSimulator.replay(earlyWaiter("flag"), shared, new int[]{0, 1, 1, 1, 2, 2}).ok());
        assertTrue(SyncSimulator.replay(earlyWaiter("parity"), shared, new int[]{0}).ok());
        for (String s : new String[]{"parity", "flag"}) {
            SyncSimulationReport r = SyncSimulator.run(earlyWaiter(s), shared, SimulationSettings.exhaustive(STATES));
            assertEquals(SyncViolation.Kind.WRONG_WAKEUP, r.violation().kind(), s);
        }
    }

    /** w0: p1 p2 · w1: c1 · w2: c2, with 1 and 2 on one physical: p2 does not wait for c1. */
    private static SyncProblem eagerProducer(String semantics) {
        return SyncExamples.parse("eager-producer", """
                { "family": "sync", "physical": { "semantics": "%s" },
                  "warps": [ { "id": "w0", "ops": ["p1", "p2"] }, { "id": "w1", "ops": ["c1"] },
                             { "id": "w2", "ops": ["c2"] } ] }
                """.formatted(semantics));
    }

    @Test
    void twoSignalsPendingOnOneResourceLoseOneUnderGenerationAndFlag() {
        for (String s : new String[]{"generation", "flag"}) {
            SyncSimulationReport r = SyncSimulator.replay(eagerProducer(s), new int[]{0, 0}, new int[]{0, 0});
            assertEquals(SyncViolation.Kind.LOST_SIGNAL, r.violation().kind(), s);
            assertEquals("w0:p2", r.violation().op());
            assertTrue(r.firstViolationMessage().contains("signal of 1"), r.firstViolationMessage());
            SyncSimulationReport exhaustive = SyncSimulator.run(eagerProducer(s), new int[]{0, 0},
                    SimulationSettings.exhaustive(STATES));
            assertEquals(SyncViolation.Kind.LOST_SIGNAL, exhaustive.violation().kind(), s);
        }
    }

    /**
     * Under generation a second signal on a full slot is lost at once, so the consumer that can never see its
     * tag is reported as a lost signal; under parity the same sharing lets p2 advance the phase past c1's,
     * and c1 waits forever: a deadlock.
     */
    @Test
    void aConsumerThatMissedItsPhaseDeadlocks() {
        SyncProblem p = eagerProducer("parity");
        SyncSimulationReport r = SyncSimulator.replay(p, new int[]{0, 0}, new int[]{0, 0, 1, 2, 2});
        assertEquals(SyncViolation.Kind.DEADLOCK, r.violation().kind());
        assertEquals("w1:c1", r.violation().op());
        assertEquals(5, r.violation().step());
        SyncSimulationReport exhaustive = SyncSimulator.run(p, new int[]{0, 0}, SimulationSettings.exhaustive(STATES));
        assertEquals(SyncViolation.Kind.DEADLOCK, exhaustive.violation().kind());
        assertEquals(exhaustive.violation(), SyncSimulator.replay(p, new int[]{0, 0}, exhaustive.trace()).violation());
        assertTrue(SyncSimulator.run(p, new int[]{0, 1}, SimulationSettings.exhaustive(STATES)).explorationComplete());
    }

    /** A parity waiter that slept through two phases sees its parity flipped again and passes, wrongly. */
    @Test
    void aParityWaiterThatSleptThroughLaterPhasesIsWokenWrongly() {
        SyncProblem p = SyncExamples.parse("sleeper", """
                { "family": "sync", "physical": { "semantics": "parity" },
                  "warps": [ { "id": "w0", "ops": ["p1", "p2", "p3"] }, { "id": "w1", "ops": ["c1"] },
                             { "id": "w2", "ops": ["c2", "c3"] } ] }
                """);
        int[] shared = {0, 0, 0};
        SyncSimulationReport r = SyncSimulator.replay(p, shared, new int[]{0, 0, 2, 2, 0, 1, 1});
        assertEquals(SyncViolation.Kind.WRONG_WAKEUP, r.violation().kind());
        assertEquals("w1:c1", r.violation().op());
        assertTrue(r.firstViolationMessage().contains("passed at phase 3 instead of 1"), r.firstViolationMessage());
        assertNotNull(SyncValidator.firstViolation(p, shared));
    }

    /** w0: c1 p2 · w1: c2 p1 — each waits for the other (built directly: the JSON reader refuses it). */
    @ParameterizedTest
    @ValueSource(strings = {"generation", "parity", "flag"})
    void aCyclicProgramDeadlocksWhateverTheMapping(String semantics) {
        Warp w0 = new Warp("w0", List.of(SyncOp.parse("c1"), SyncOp.parse("p2")));
        Warp w1 = new Warp("w1", List.of(SyncOp.parse("c2"), SyncOp.parse("p1")));
        SyncProblem p = new SyncProblem("cycle", List.of(w0, w1),
                List.of(ResourceClass.unlimited(Semantics.byLabel(semantics))),
                List.of(new LogicalResource("1", 1, 1, 0, 0, 0, LogicalResource.FREE, LogicalResource.ANY_ARRIVALS),
                        new LogicalResource("2", 0, 1, 1, 0, 0, LogicalResource.FREE, LogicalResource.ANY_ARRIVALS)));
        SyncSimulationReport r = SyncSimulator.run(p, new int[]{0, 1}, SimulationSettings.randomized(1, 0, 0));
        assertEquals(SyncViolation.Kind.DEADLOCK, r.violation().kind());
        assertEquals(2, r.violation().step());
        assertTrue(r.firstViolationMessage().contains("w0:c1") && r.firstViolationMessage().contains("w1:c2"),
                r.firstViolationMessage());
        assertEquals(SyncViolation.Kind.DEADLOCK,
                SyncSimulator.run(p, new int[]{0, 1}, SimulationSettings.exhaustive(STATES)).violation().kind());
    }

    @Test
    void parityProducersMustSignalInTheirUsesOrder() {
        SyncProblem p = SyncExamples.parse("two-producers", """
                { "family": "sync", "physical": { "semantics": "parity" },
                  "warps": [ { "id": "w0", "ops": ["p1"] }, { "id": "w1", "ops": ["p2"] },
                             { "id": "w2", "ops": ["c1", "c2"] } ] }
                """);
        SyncSimulationReport r = SyncSimulator.replay(p, new int[]{0, 0}, new int[]{1});
        assertEquals(SyncViolation.Kind.OUT_OF_ORDER_SIGNAL, r.violation().kind());
        assertEquals("w1:p2", r.violation().op());
        // other schedules run p1 then p2 before c1 waits: c1 misses its phase
        assertFalse(SyncSimulator.run(p, new int[]{0, 0}, SimulationSettings.randomized(200, 1, 0.5)).ok());
    }

    @ParameterizedTest
    @ValueSource(strings = {"generation", "parity", "flag"})
    void removingAPairIsFineExactlyWhenTheRestImpliesIt(String semantics) {
        for (SyncProblem p : List.of(SyncExamples.example1(semantics), SyncExamples.example2(semantics))) {
            int[] distinct = new int[p.size()];
            for (int r = 0; r < distinct.length; r++) {
                distinct[r] = r;
            }
            int unordered = 0;
            for (int r = 0; r < p.size(); r++) {
                int[] m = distinct.clone();
                m[r] = SyncProblem.REMOVED;
                SyncSimulationReport report = SyncSimulator.run(p, m, SimulationSettings.exhaustive(STATES));
                String expected = SyncValidator.firstViolation(p, m);
                assertEquals(expected == null, report.ok(), p.name() + " without " + p.resource(r).id() + ": "
                        + expected + " / " + report.firstViolationMessage());
                if (!report.ok()) {
                    unordered++;
                    assertEquals(SyncViolation.Kind.UNORDERED_REMOVED_PAIR, report.violation().kind());
                    assertEquals(p.resource(r).id(), report.violation().resource());
                    assertEquals(report.violation(), SyncSimulator.replay(p, m, report.trace()).violation());
                }
            }
            assertTrue(unordered > 0, p.name());
            boolean[] redundant = RedundantPairs.find(p);
            int[] m = distinct.clone();
            for (int r = 0; r < m.length; r++) {
                m[r] = redundant[r] ? SyncProblem.REMOVED : m[r];
            }
            assertTrue(SyncSimulator.run(p, m, SimulationSettings.exhaustive(STATES)).explorationComplete(), p.name());
        }
    }

    @Test
    void idsTheClassDoesNotHandOutAndMixedArrivalCountsAreRejectedBeforeRunning() {
        SyncProblem p = SyncExamples.parse("limited", """
                { "family": "sync", "physical": { "limit": 3, "reserved": [0], "semantics": "generation" },
                  "resources": [ { "id": "1", "arrivals": 2 }, { "id": "2", "arrivals": 3 } ],
                  "warps": [ { "id": "w0", "ops": ["p1", "p2"] }, { "id": "w1", "ops": ["c1", "c2"] } ] }
                """);
        SyncSimulationReport reserved = SyncSimulator.run(p, new int[]{0, 1}, SimulationSettings.defaults());
        assertEquals(SyncViolation.Kind.UNUSABLE_ID, reserved.violation().kind());
        assertTrue(reserved.firstViolationMessage().contains("reserved"), reserved.firstViolationMessage());
        assertNull(reserved.trace());
        assertEquals(0, reserved.schedules());
        assertEquals(SyncViolation.Kind.UNUSABLE_ID,
                SyncSimulator.run(p, new int[]{1, 3}, SimulationSettings.defaults()).violation().kind());
        SyncSimulationReport mixed = SyncSimulator.run(p, new int[]{1, 1}, SimulationSettings.defaults());
        assertEquals(SyncViolation.Kind.ARRIVAL_MISMATCH, mixed.violation().kind());
        assertEquals("default:1", mixed.violation().physical());
        assertTrue(SyncSimulator.run(p, new int[]{1, 2}, SimulationSettings.defaults()).explorationComplete());
        assertThrows(IllegalArgumentException.class,
                () -> SyncSimulator.run(p, new int[]{1}, SimulationSettings.defaults()));
    }

    @Test
    void theStateLimitStopsTheExplorationWithoutAVerdict() {
        SyncProblem p = SyncExamples.example2("generation");
        SyncSimulationReport r = SyncSimulator.run(p, published(p), SimulationSettings.exhaustive(10));
        assertEquals(ExplorationStatus.STATE_LIMIT, r.exploration());
        assertEquals(10, r.statesExplored());
        assertTrue(r.ok());
        assertFalse(r.explorationComplete());
    }

    @Test
    void aSeedGivesTheSameSchedulesAndTracesMustBeFollowable() {
        SyncProblem p = SyncExamples.example2("flag");
        int[] m = published(p);
        SimulationSettings s = SimulationSettings.randomized(500, 42, 0.3);
        assertEquals(SyncSimulator.run(p, m, s), SyncSimulator.run(p, m, s));
        // w6 starts with a consumer: its completion cannot come before any signal
        assertThrows(IllegalArgumentException.class, () -> SyncSimulator.replay(p, m, new int[]{4, 4}));
        assertThrows(IllegalArgumentException.class, () -> SyncSimulator.replay(p, m, new int[]{9}));
    }
}
