package dev.berth.solvers.memory.bounds;

import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.solvers.memory.MemoryStrategies;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The {@code bounded} strategy through the registry and its gate: a raised bound arrives as a search bound. */
class BoundedMemoryStrategyTest {
    private static final MemoryProblem STEPS = new MemoryProblem("aligned-steps", List.of(
            Buffer.of("b0", 5, 6, 9), Buffer.of("b1", 4, 9, 2).withAlignment(4),
            Buffer.of("b2", 5, 8, 5).withAlignment(4), Buffer.of("b3", 3, 5, 8), Buffer.of("b4", 1, 4, 6),
            Buffer.of("b5", 0, 3, 8).withGaps(List.of(new Gap(1, 2)))), MemoryProblem.UNBOUNDED);

    @Test
    void aHeuristicLayoutGetsTheContiguityBoundAsASearchBound() {
        SolveOptions o = SolveOptions.defaults().withThreads(1).withTimeLimit(Duration.ofSeconds(60))
                .withParam("bounded.solve", "greedy").withParam("bounded.max-nodes", "100000");
        Result<MemoryLayout> r = MemoryStrategies.REGISTRY.byName("bounded").solve(STEPS, o);
        assertTrue(r.hasSolution(), r.reason());
        assertEquals(17, r.bound(), r.stats().toString());
        assertEquals(Proof.Kind.SEARCH, r.proof().kind());
        assertNotNull(r.stats().get("boundProof"));
        assertTrue(r.objective() >= 17);
    }
}
