package dev.berth.solvers.sync;

import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.Strategy;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.HandOverOrder;
import dev.berth.model.sync.analysis.HappensBefore;
import dev.berth.model.sync.analysis.SyncValidator;
import dev.berth.model.sync.testing.SyncExamples;
import dev.berth.model.sync.testing.SyncResults;
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

    private static Strategy<SyncProblem, SyncMapping> exact() {
        return SyncStrategies.REGISTRY.byName("exact");
    }

    @ParameterizedTest
    @ValueSource(strings = {"generation", "parity", "flag"})
    void equalsJGraphTMatchingOnTheExplicitClosure(String semantics) {
        for (int seed = 0; seed < 120; seed++) {
            SyncProblem p = SyncExamples.random(seed, 2 + seed % 7, 3 + seed % 45, semantics);
            Result<SyncMapping> r = exact().solve(p, OPTIONS);
            assertEquals(Status.OPTIMAL, r.status(), r::reason);
            assertEquals(p.size() - explicitMatching(p), r.objective(), "seed " + seed);
            assertEquals("exact", r.solver());
            SyncResults.assertValid(p, r);
            assertNull(SyncValidator.firstViolation(p, SyncResults.mapping(r)));
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
        assertEquals(6, exact().solve(SyncExamples.example2("generation"), OPTIONS).objective());
        assertEquals(7, exact().solve(SyncExamples.example2("parity"), OPTIONS).objective());
        assertEquals(8, exact().solve(SyncExamples.example2("flag"), OPTIONS).objective());
        assertEquals(4, exact().solve(SyncExamples.example1("flag"), OPTIONS).objective());
    }

    @Test
    void aLimitBelowTheWidthIsInfeasibleWithTheConcurrentSet() {
        SyncProblem p = SyncExamples.example2With("k", """
                "physical": { "limit": 6, "reserved": [0], "semantics": "generation" }""");
        Result<SyncMapping> r = exact().solve(p, OPTIONS);
        assertEquals(Status.INFEASIBLE, r.status());
        assertEquals(6, SyncResults.certificate(r).length);
        assertTrue(r.reason().contains("5 usable ids"), r.reason());
        SyncResults.assertValid(p, r);
        Result<SyncMapping> fits = exact().solve(p.withClasses(java.util.List.of(
                new dev.berth.model.sync.ResourceClass("default", 7, java.util.List.of(0), dev.berth.model.sync.Semantics.GENERATION))), OPTIONS);
        assertEquals(Status.OPTIMAL, fits.status());
        for (int id : SyncResults.mapping(fits)) {
            assertTrue(id >= 1 && id < 7);
        }
    }

    @Test
    void removingRedundantPairsIsOfferedAndReported() {
        SyncProblem q = SyncExamples.redundantPair();
        Result<SyncMapping> keep = exact().solve(q, OPTIONS);
        Result<SyncMapping> drop = exact().solve(q, OPTIONS.withParam("sync.remove-redundant", "true"));
        assertEquals(0, SyncResults.removedCount(keep));
        assertTrue(SyncResults.removedCount(drop) >= 1);
        assertEquals(SyncProblem.REMOVED, SyncResults.mapping(drop)[q.indexOf("2")]);
        assertNull(SyncValidator.firstViolation(q, SyncResults.mapping(drop)));
    }
}
