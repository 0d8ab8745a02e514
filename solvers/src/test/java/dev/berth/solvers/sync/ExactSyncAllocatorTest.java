package dev.berth.solvers.sync;

import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.sync.analysis.HandOverOrder;
import dev.berth.model.sync.analysis.HappensBefore;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.SyncResult;
import dev.berth.model.sync.analysis.SyncValidator;
import dev.berth.model.sync.testing.SyncExamples;
import org.jgrapht.Graph;
import org.jgrapht.alg.matching.HopcroftKarpMaximumCardinalityBipartiteMatching;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExactSyncAllocatorTest {
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withThreads(1);

    @ParameterizedTest
    @ValueSource(strings = {"generation", "parity", "flag"})
    void equalsJGraphTMatchingOnTheExplicitClosure(String semantics) {
        for (int seed = 0; seed < 120; seed++) {
            SyncProblem p = SyncExamples.random(seed, 2 + seed % 7, 3 + seed % 45, semantics);
            SyncResult r = SyncStrategies.byName("exact").allocate(p, OPTIONS);
            assertEquals(Status.OPTIMAL, r.status());
            assertEquals(p.size() - explicitMatching(p), r.used(), "seed " + seed);
            assertNull(SyncValidator.firstViolation(p, r.mapping()));
        }
    }

    /** Maximum matching of "left r — right s when r may hand over to s", built edge by edge for JGraphT. */
    private static int explicitMatching(SyncProblem p) {
        HandOverOrder order = new HandOverOrder(HappensBefore.of(p));
        Graph<Integer, DefaultEdge> g = new SimpleGraph<>(DefaultEdge.class);
        Set<Integer> left = new HashSet<>();
        Set<Integer> right = new HashSet<>();
        int n = p.size();
        for (int r = 0; r < n; r++) {
            g.addVertex(r);
            g.addVertex(n + r);
            left.add(r);
            right.add(n + r);
        }
        for (int r = 0; r < n; r++) {
            for (int s = 0; s < n; s++) {
                if (order.precedes(r, s)) {
                    g.addEdge(r, n + s);
                }
            }
        }
        return new HopcroftKarpMaximumCardinalityBipartiteMatching<>(g, left, right).getMatching().getEdges().size();
    }

    @Test
    void workedExamplesMapOntoTheirWidth() {
        assertEquals(6, SyncStrategies.byName("exact").allocate(SyncExamples.example2("generation"), OPTIONS).used());
        assertEquals(7, SyncStrategies.byName("exact").allocate(SyncExamples.example2("parity"), OPTIONS).used());
        assertEquals(8, SyncStrategies.byName("exact").allocate(SyncExamples.example2("flag"), OPTIONS).used());
        assertEquals(4, SyncStrategies.byName("exact").allocate(SyncExamples.example1("flag"), OPTIONS).used());
    }

    @Test
    void aLimitBelowTheWidthIsInfeasibleWithTheConcurrentSet() {
        SyncProblem p = SyncExamples.parse("k", """
                { "family": "sync", "physical": { "limit": 6, "reserved": [0], "semantics": "generation" },
                  "warps": [ { "id": "w2", "ops": ["p1", "p2", "p3", "p8"] },
                             { "id": "w3", "ops": ["c1", "c2", "c3", "p12"] },
                             { "id": "w4", "ops": ["c8", "p11", "c9", "c10"] },
                             { "id": "w5", "ops": ["p9", "p10"] },
                             { "id": "w6", "ops": ["c11", "c12"] } ] }
                """);
        SyncResult r = SyncStrategies.byName("exact").allocate(p, OPTIONS);
        assertEquals(Status.INFEASIBLE, r.status());
        assertEquals(6, r.certificate().length);
        assertTrue(r.reason().contains("5 usable ids"), r.reason());
        SyncResult fits = SyncStrategies.byName("exact").allocate(p.withClasses(java.util.List.of(
                new dev.berth.model.sync.ResourceClass("default", 7, java.util.List.of(0), dev.berth.model.sync.Semantics.GENERATION))), OPTIONS);
        assertEquals(Status.OPTIMAL, fits.status());
        for (int id : fits.mapping()) {
            assertTrue(id >= 1 && id < 7);
        }
    }

    @Test
    void removingRedundantPairsIsOfferedAndReported() {
        SyncProblem q = SyncExamples.parse("redundant", """
                { "family": "sync", "warps": [
                  { "id": "a", "ops": ["p1", "write", "p2", "p4"] },
                  { "id": "b", "ops": ["c1", "c4", "c2", "read"] } ] }
                """);
        SyncResult keep = SyncStrategies.byName("exact").allocate(q, OPTIONS);
        SyncResult drop = SyncStrategies.byName("exact").allocate(q, OPTIONS.withParam("remove-redundant", "true"));
        assertEquals(0, keep.removedCount());
        assertTrue(drop.removedCount() >= 1);
        assertEquals(SyncProblem.REMOVED, drop.mapping()[q.indexOf("2")]);
        assertNull(SyncValidator.firstViolation(q, drop.mapping()));
    }
}
