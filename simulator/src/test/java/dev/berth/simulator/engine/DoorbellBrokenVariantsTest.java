package dev.berth.simulator.engine;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each broken variant must be caught, with a trace that starts at the initial state and ends at the fault. */
class DoorbellBrokenVariantsTest {
    private static Violation violation(UnitConfiguration c, ViolationKind expected) {
        ExplorationReport r = DoorbellModel.explore(c);
        assertTrue(r.violation().isPresent(), c + " passed every interleaving");
        Violation v = r.violation().orElseThrow();
        assertEquals(expected, v.kind(), v::toString);
        assertFalse(v.trace().isEmpty(), c + ": empty trace");
        assertTrue(v.trace().getFirst().startsWith("worker: write opcode (task 1"), v::toString);
        return v;
    }

    private static int indexOf(List<String> trace, String prefix) {
        for (int i = 0; i < trace.size(); i++) {
            if (trace.get(i).startsWith(prefix)) {
                return i;
            }
        }
        return -1;
    }

    @ParameterizedTest(name = "N={0} P={1}")
    @CsvSource({"1, 1", "2, 1", "2, 2", "3, 1", "3, 2", "3, 3"})
    void withoutTheReleaseTheDoorbellOvertakesTheTask(int cores, int parts) {
        Violation v = violation(UnitConfiguration.of(cores, parts)
                .withVariant(ProtocolVariant.NO_RELEASE_BEFORE_DOORBELL), ViolationKind.HALF_WRITTEN_TASK);
        List<String> t = v.trace();
        assertTrue(t.getLast().startsWith("core 0 (primary): read"), v::toString);
        int ring = indexOf(t, "worker: drain doorbell = 1");
        assertTrue(ring >= 0, v::toString);
        // the stale field was still in the worker's store buffer: its drain never happened before the read
        String cell = v.message().contains("read opcode") ? "opcode" : "argument";
        assertEquals(-1, indexOf(t, "worker: drain " + cell), v::toString);
    }

    @ParameterizedTest(name = "N={0} P={1}")
    @CsvSource({"2, 2", "3, 2", "3, 3"})
    void clearingBeforeTheBarrierLetsTheWorkerReadUnfinishedBits(int cores, int parts) {
        Violation v = violation(UnitConfiguration.of(cores, parts).withVariant(ProtocolVariant.CLEAR_BEFORE_BARRIER),
                ViolationKind.EARLY_RESULT_READ);
        assertTrue(v.trace().getLast().startsWith("worker: read completion word"), v::toString);
        assertTrue(v.message().contains("missing cores"), v.message());
    }

    /** With one part only the primary writes a bit, and its own release drains it before the clear. */
    @ParameterizedTest(name = "N={0}")
    @CsvSource({"1", "2", "3"})
    void clearingBeforeTheBarrierGoesUnseenWithOnePart(int cores) {
        ExplorationReport r = DoorbellModel.explore(UnitConfiguration.of(cores, 1)
                .withVariant(ProtocolVariant.CLEAR_BEFORE_BARRIER));
        assertTrue(r.clean(), () -> r.violation().orElseThrow().toString());
    }

    @ParameterizedTest(name = "N={0} P={1}")
    @CsvSource({"1, 1", "2, 2", "3, 1", "3, 3"})
    void aUnitThatIgnoresDisconnectNeverDetaches(int cores, int parts) {
        Violation v = violation(UnitConfiguration.of(cores, parts).withVariant(ProtocolVariant.IGNORE_DISCONNECT),
                ViolationKind.NOT_DETACHED);
        assertTrue(v.message().contains("core 0 (primary) at see doorbell = 1"), v.message());
        assertTrue(v.trace().getLast().startsWith("worker: see doorbell = 0"), v::toString);
    }

    @ParameterizedTest(name = "N={0} P={1}")
    @CsvSource({"2, 1", "2, 2", "3, 3"})
    void aBarrierThatOrdersNoMemoryLetsSecondariesReadAStaleDispatch(int cores, int parts) {
        Violation v = violation(UnitConfiguration.of(cores, parts)
                .withVariant(ProtocolVariant.BARRIER_WITHOUT_RELEASE), ViolationKind.HALF_WRITTEN_TASK);
        assertTrue(v.message().contains("read dispatch of task 0"), v.message());
        assertEquals(-1, indexOf(v.trace(), "core 0 (primary): drain dispatch"), v::toString);
    }

    /** The barrier arrival already drains each core's writes, so the primary's release adds no ordering here. */
    @Test
    void thePrimarysReleaseIsSubsumedByTheBarrierInThisModel() {
        for (int cores = 1; cores <= 3; cores++) {
            for (int parts = 1; parts <= cores; parts++) {
                UnitConfiguration c = UnitConfiguration.of(cores, parts)
                        .withVariant(ProtocolVariant.NO_RELEASE_BEFORE_CLEAR);
                ExplorationReport r = DoorbellModel.explore(c);
                assertTrue(r.clean(), () -> c + ": " + r.violation().orElseThrow());
            }
        }
    }

    @Test
    void theSearchStopsAtTheStateLimit() {
        try {
            DoorbellModel.explore(UnitConfiguration.of(3, 3), 100);
        } catch (IllegalStateException e) {
            assertTrue(e.getMessage().contains("more than 100 states"), e.getMessage());
            return;
        }
        throw new AssertionError("666 states explored under a limit of 100");
    }
}
