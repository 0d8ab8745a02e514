package dev.berth.emit.cuda;

import dev.berth.model.InputException;
import dev.berth.model.sync.LogicalResource;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.Semantics;
import dev.berth.model.sync.SyncOp;
import dev.berth.model.sync.Warp;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.testing.SyncExamples;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Lowering a sync answer to the kernel's tables: use numbers, mechanisms, named barrier ids, and what it refuses. */
class BarrierProgramTest {
    private static final String EXAMPLE2 = """
            { "family": "sync", "physical": { "semantics": "parity" },
              "warps": [ { "id": "w2", "ops": ["p1", "p2", "p3", "p8"] },
                         { "id": "w3", "ops": ["c1", "c2", "c3", "p12"] },
                         { "id": "w4", "ops": ["c8", "p11", "c9", "c10"] },
                         { "id": "w5", "ops": ["p9", "p10"] },
                         { "id": "w6", "ops": ["c11", "c12"] } ] }
            """;

    private static int[] published(SyncProblem p) {
        int[] ids = new int[p.size()];
        List<String> order = List.of("1", "2", "3", "8", "9", "10", "11", "12");
        int[] phys = {1, 2, 3, 4, 5, 6, 4, 1};
        for (int r = 0; r < p.size(); r++) {
            ids[r] = phys[order.indexOf(p.resource(r).id())];
        }
        return ids;
    }

    private static SyncPair pair(BarrierProgram b, String id) {
        return b.pairs().stream().filter(x -> x.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void usesAreNumberedInHappensBeforeOrderOnEachBarrier() {
        SyncProblem p = SyncExamples.parse("example2", EXAMPLE2);
        BarrierProgram b = BarrierProgram.lower(p, published(p), op -> 100, "invalid under parity");
        assertEquals(6, b.barriers().size());
        assertEquals(0, pair(b, "8").use());
        assertEquals(1, pair(b, "11").use(), "p11 follows c8, which follows p8, on barrier 4");
        assertEquals(0, pair(b, "1").use());
        assertEquals(1, pair(b, "12").use());
        assertEquals(pair(b, "8").barrier(), pair(b, "11").barrier());
        assertTrue(b.barriers().stream().allMatch(x -> x.mechanism() == Mechanism.MBARRIER));
        assertEquals("parity", b.semantics());
        assertEquals(5, b.warps());
        assertEquals(List.of(new Step.Wait(p.indexOf("11")), new Step.Wait(p.indexOf("12"))), b.code().get(4));
    }

    @Test
    void namedBarriersKeepTheAnswersIdsInOneToFifteenAndAreShiftedPastIdZeroOtherwise() {
        SyncProblem flag = BarrierProgram.under(SyncExamples.parse("example2", EXAMPLE2), Semantics.FLAG);
        BarrierProgram kept = BarrierProgram.lower(flag, published(flag), op -> 1, null);
        assertEquals(List.of(1, 2, 3, 4, 5, 6), kept.barriers().stream().map(PhysicalBarrier::hardwareId).toList());
        int[] fromZero = Arrays.stream(published(flag)).map(i -> i - 1).toArray();
        BarrierProgram shifted = BarrierProgram.lower(flag, fromZero, op -> 1, null);
        assertEquals(List.of(1, 2, 3, 4, 5, 6), shifted.barriers().stream().map(PhysicalBarrier::hardwareId).sorted().toList(),
                "id 0 is __syncthreads': the ids move up");
        assertEquals("default:0", shifted.barriers().get(pair(shifted, "1").barrier()).name());
    }

    @Test
    void removedPairsHaveNoBarrierAndKeepTheirSteps() {
        SyncProblem p = SyncExamples.parse("example2", EXAMPLE2);
        int[] ids = published(p);
        ids[p.indexOf("2")] = SyncProblem.REMOVED;
        BarrierProgram b = BarrierProgram.lower(p, ids, op -> 1, null);
        assertTrue(pair(b, "2").removed());
        assertTrue(b.code().get(0).contains(new Step.Signal(p.indexOf("2"))));
    }

    @Test
    void refusesWhatOneCtaCannotRunWithTheReason() {
        SyncProblem p = SyncExamples.parse("example2", EXAMPLE2);
        int[] ids = published(p);
        ids[p.indexOf("9")] = SyncMapping.UNASSIGNED;
        InputException none = assertThrows(InputException.class, () -> BarrierProgram.lower(p, ids, op -> 1, null));
        assertTrue(none.getMessage().contains("sync pair 9 has no physical resource"), none.getMessage());

        SyncProblem self = BarrierProgram.under(SyncExamples.parse("self", """
                { "family": "sync", "warps": [ { "id": "a", "ops": ["p1", "c1"] }, { "id": "b", "ops": ["x"] } ] }
                """), Semantics.FLAG);
        InputException within = assertThrows(InputException.class,
                () -> BarrierProgram.lower(self, new int[] {1}, op -> 1, null));
        assertTrue(within.getMessage().contains("signals and waits within warp a"), within.getMessage());
        BarrierProgram parity = BarrierProgram.lower(BarrierProgram.under(self, Semantics.PARITY), new int[] {1},
                op -> 1, null);
        assertEquals(1, parity.barriers().size(), "an mbarrier carries a signal within one warp");

        SyncProblem wide = SyncExamples.random(3, 32, 40, "parity");
        InputException warps = assertThrows(InputException.class,
                () -> BarrierProgram.lower(wide, new int[wide.size()], op -> 1, null));
        assertTrue(warps.getMessage().contains("at most 31 program warps"), warps.getMessage());

        SyncProblem lots = SyncExamples.random(4, 8, 4000, "parity");
        int[] own = new int[lots.size()];
        for (int r = 0; r < own.length; r++) {
            own[r] = r;
        }
        InputException shared = assertThrows(InputException.class, () -> BarrierProgram.lower(lots, own, op -> 1, null));
        assertTrue(shared.getMessage().contains("bytes of shared memory"), shared.getMessage());

        int[] sixteen = new int[16];
        StringBuilder ops = new StringBuilder();
        StringBuilder waits = new StringBuilder();
        for (int i = 0; i < 16; i++) {
            sixteen[i] = i + 1;
            ops.append(i == 0 ? "" : ", ").append("\"p").append(i + 1).append('"');
            waits.append(i == 0 ? "" : ", ").append("\"c").append(i + 1).append('"');
        }
        SyncProblem many = SyncExamples.parse("many", "{ \"family\": \"sync\", \"physical\": { \"semantics\": \"flag\" },"
                + " \"warps\": [ { \"id\": \"a\", \"ops\": [" + ops + "] }, { \"id\": \"b\", \"ops\": [" + waits + "] } ] }");
        InputException named = assertThrows(InputException.class, () -> BarrierProgram.lower(many, sixteen, op -> 1, null));
        assertTrue(named.getMessage().contains("needs 16 named barriers"), named.getMessage());
    }

    @Test
    void aProgramThatDeadlocksAsWrittenIsRefused() {
        // the reader refuses cyclic files; a program built in code (or a channels answer's warps) reaches the emitter
        SyncProblem p = new SyncProblem("cycle",
                List.of(new Warp("a", List.of(SyncOp.consume("2"), SyncOp.produce("1"))),
                        new Warp("b", List.of(SyncOp.consume("1"), SyncOp.produce("2")))),
                List.of(ResourceClass.unlimited(Semantics.PARITY)),
                List.of(new LogicalResource("1", 0, 1, 1, 0, 0, LogicalResource.FREE, LogicalResource.ANY_ARRIVALS),
                        new LogicalResource("2", 1, 1, 0, 0, 0, LogicalResource.FREE, LogicalResource.ANY_ARRIVALS)));
        InputException e = assertThrows(InputException.class, () -> BarrierProgram.lower(p, new int[] {1, 2}, op -> 1, null));
        assertTrue(e.getMessage().contains("deadlocks as written"), e.getMessage());
    }

    @Test
    void theVerdictIsCarriedAsGiven() {
        SyncProblem p = SyncExamples.parse("example2", EXAMPLE2);
        assertNull(BarrierProgram.lower(p, published(p), op -> 1, null).verdict());
    }
}
