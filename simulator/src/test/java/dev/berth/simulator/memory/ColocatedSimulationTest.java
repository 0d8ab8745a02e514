package dev.berth.simulator.memory;

import dev.berth.model.check.memory.MemoryChecker;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.testing.ColocatedInstances;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Co-located buffers on the machine: aliases never clobber each other, everything else still does. */
class ColocatedSimulationTest {
    private static final MemoryProblem CHAIN = ColocatedInstances.inPlaceChain().withCapacity(64);

    @Test
    void anInPlaceChainReplaysClean() {
        MemorySimulationReport r = MemorySimulator.replay(CHAIN, new long[] {0, 0, 0, 8});
        assertTrue(r.ok(), r.firstViolationMessage());
        assertEquals(14, r.peakLiveBytes(), "x and y hold their 8 bytes once");
        assertEquals(14, r.maxAddressTouched());
    }

    @Test
    void anOutsiderWritingOverTheGroupIsCaught() {
        MemorySimulationReport r = MemorySimulator.replay(CHAIN, new long[] {0, 0, 0, 4});
        assertFalse(r.ok());
        assertEquals(SimulatedViolation.Kind.COLLISION, r.firstViolation().kind());
        assertTrue(r.collisions() > 0);
    }

    @Test
    void aClobberIsNotHiddenByTheNextAliasTakingTheBytes() {
        // c writes over a's bytes during [1, 2) and is gone when b, a's alias, takes them at 2
        MemoryProblem p = new MemoryProblem("p", List.of(Buffer.of("a", 0, 4, 4).withColocate("g"),
                Buffer.of("c", 1, 2, 2), Buffer.of("b", 2, 5, 8).withColocate("g")), 64);
        MemorySimulationReport r = MemorySimulator.replay(p, new long[] {0, 2, 0});
        assertFalse(r.ok());
        assertEquals(SimulatedViolation.Kind.COLLISION, r.firstViolation().kind());
        assertEquals("a", r.firstViolation().buffer());
        assertEquals("c", r.firstViolation().overwrittenBy());
        assertTrue(MemorySimulator.replay(p, new long[] {0, 8, 0}).ok());
    }

    @Test
    void membersApartAreReported() {
        MemorySimulationReport r = MemorySimulator.replay(CHAIN, new long[] {0, 0, 20, 8});
        assertFalse(r.ok());
        assertEquals(1, r.separatedAliases());
        assertEquals(SimulatedViolation.Kind.COLOCATION, r.firstViolation().kind());
        assertEquals("z", r.firstViolation().buffer());
    }

    /** On random co-located instances and random layouts the machine and the checker give one verdict. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16})
    void theMachineAndTheCheckerAgree(long seed) {
        MemoryProblem p = ColocatedInstances.random(seed, 6, false).withCapacity(64);
        Random r = new Random(seed);
        int clean = 0;
        for (int round = 0; round < 300; round++) {
            long[] offsets = new long[p.size()];
            java.util.Map<String, Long> groupAt = new java.util.HashMap<>();
            for (int i = 0; i < p.size(); i++) {
                Buffer b = p.buffer(i);
                // the first round stacks everything (valid), the others place at random
                long o = round == 0 ? 8L * i : b.alignment() * r.nextInt(6);
                // mostly keep groups together, so that the verdict turns on collisions
                offsets[i] = b.isColocated() && (round == 0 || r.nextInt(10) > 0) ? groupAt.computeIfAbsent(b.colocate(), g -> o) : o;
            }
            MemorySimulationReport sim = MemorySimulator.replay(p, offsets);
            String check = MemoryChecker.firstViolation(p, offsets);
            assertEquals(check == null, sim.ok(), check + " / " + sim.firstViolationMessage());
            if (sim.ok()) {
                clean++;
                assertEquals(MemoryLowerBound.of(p), sim.peakLiveBytes(), "the machine counts a group's bytes once");
            }
        }
        assertTrue(clean > 0, "the stacked layout is valid");
    }
}
