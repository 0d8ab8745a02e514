package dev.berth.model.sync.analysis;

import dev.berth.model.sync.SyncProblem;
import dev.berth.model.Result;
import dev.berth.model.families.SyncFamily;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.analysis.ChainCover;
import dev.berth.model.sync.analysis.HandOverOrder;
import dev.berth.model.sync.analysis.HappensBefore;
import dev.berth.model.sync.analysis.RedundantPairs;
import dev.berth.model.sync.analysis.SyncValidator;
import dev.berth.model.sync.analysis.SyncWidth;
import dev.berth.model.sync.io.SyncSolutions;
import dev.berth.model.InputException;
import dev.berth.model.sync.testing.SyncExamples;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SyncModelTest {

    @ParameterizedTest
    @CsvSource({"generation, 2, 6", "parity, 2, 7", "flag, 4, 8"})
    void widthsOfTheWorkedExamples(String semantics, int width1, int width2) {
        assertEquals(width1, SyncWidth.of(SyncExamples.example1(semantics)).width());
        assertEquals(width2, SyncWidth.of(SyncExamples.example2(semantics)).width());
    }

    @Test
    void consumerIssueAndCompletionAreSeparateEvents() {
        SyncProblem p = SyncExamples.example1("generation");
        HappensBefore hb = HappensBefore.of(p);
        int r1 = p.indexOf("1");
        // c1 may start waiting before p1 signals, but cannot complete before it
        assertFalse(hb.hb(hb.producerEvent(r1), hb.issueEvent(r1)));
        assertTrue(hb.hb(hb.producerEvent(r1), hb.completionEvent(r1)));
        assertTrue(hb.hb(hb.issueEvent(r1), hb.completionEvent(r1)));
    }

    @Test
    void example2PublishedMappingIsValidOnlyUnderGeneration() {
        for (String s : new String[] {"generation", "parity", "flag"}) {
            SyncProblem p = SyncExamples.example2(s);
            int[] m = SyncSolutions.readMapping("published", SyncExamples.example2PublishedSolution(), p);
            String v = SyncValidator.firstViolation(p, m);
            if (s.equals("generation")) {
                assertNull(v);
                assertEquals(6, SyncValidator.used(p, m));
            } else {
                assertNotNull(v, s);
            }
            if (s.equals("parity")) {
                assertTrue(v.contains("8") && v.contains("11"), v); // c11 may wait from the start of warp 6
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"generation", "parity", "flag"})
    void chainsAndCertificateProveEachOtherOnRandomPrograms(String semantics) {
        for (int seed = 0; seed < 150; seed++) {
            SyncProblem p = SyncExamples.random(seed, 2 + seed % 6, 1 + seed % 40, semantics);
            SyncWidth w = SyncWidth.of(p);
            HandOverOrder order = new HandOverOrder(HappensBefore.of(p));
            // Dilworth duality: as many chains as the certificate has members, each side verified on its own
            assertEquals(w.width(), w.chains().size(), "seed " + seed);
            assertEquals(w.width(), w.certificate().length);
            Set<Integer> covered = new HashSet<>();
            for (int[] chain : w.chains()) {
                for (int k = 1; k < chain.length; k++) {
                    assertTrue(order.precedes(chain[k - 1], chain[k]), "seed " + seed);
                }
                Arrays.stream(chain).forEach(covered::add);
            }
            assertEquals(p.size(), covered.size());
            assertNull(SyncValidator.certificateViolation(p, new int[p.size()], w.certificate()), "seed " + seed);
            int[] mapping = new int[p.size()];
            for (int c = 0; c < w.chains().size(); c++) {
                for (int r : w.chains().get(c)) {
                    mapping[r] = c;
                }
            }
            assertNull(SyncValidator.firstViolation(p, mapping), "seed " + seed);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"generation", "parity", "flag"})
    void bothStartingMatchingsReachTheSameMaximum(String semantics) {
        for (int seed = 0; seed < 60; seed++) {
            SyncProblem p = SyncExamples.random(seed, 2 + seed % 9, 5 + seed % 60, semantics);
            HandOverOrder order = new HandOverOrder(HappensBefore.of(p));
            int[] all = java.util.stream.IntStream.range(0, p.size()).toArray();
            ChainCover nearest = new ChainCover(order, all, 0);
            nearest.solve();
            ChainCover bestFit = new ChainCover(order, all, Integer.MAX_VALUE);
            bestFit.solve();
            assertEquals(bestFit.antichain().length, nearest.antichain().length, "seed " + seed);
            assertEquals(nearest.chains().size(), nearest.antichain().length, "seed " + seed);
            assertNull(SyncValidator.certificateViolation(p, new int[p.size()], nearest.antichain()));
        }
    }

    @Test
    void handOverOrderIsAStrictPartialOrderAndSemanticsNest() {
        for (int seed = 0; seed < 40; seed++) {
            SyncProblem g = SyncExamples.random(seed, 3, 12, "generation");
            SyncProblem par = SyncExamples.random(seed, 3, 12, "parity");
            SyncProblem f = SyncExamples.random(seed, 3, 12, "flag");
            HandOverOrder og = new HandOverOrder(HappensBefore.of(g));
            HandOverOrder op = new HandOverOrder(HappensBefore.of(par));
            HandOverOrder of = new HandOverOrder(HappensBefore.of(f));
            int n = g.size();
            for (int a = 0; a < n; a++) {
                assertFalse(og.precedes(a, a));
                for (int b = 0; b < n; b++) {
                    if (op.precedes(a, b) || of.precedes(a, b)) {
                        assertTrue(og.precedes(a, b)); // the stricter rules only remove hand-overs
                    }
                    assertFalse(og.precedes(a, b) && og.precedes(b, a));
                    for (int c = 0; c < n; c++) {
                        for (HandOverOrder o : new HandOverOrder[] {og, op, of}) {
                            if (o.precedes(a, b) && o.precedes(b, c)) {
                                assertTrue(o.precedes(a, c));
                            }
                        }
                    }
                }
            }
        }
    }

    @Test
    void redundantPairsAreImpliedAndTheValidatorChecksIt() {
        // w1 signals 1 then 2; w2 waits 1 then 2: the wait on 2 is implied once 1 is waited for? no: p2 comes
        // after p1, so c1 does not cover it. Here 2 is implied: w1 signals 2 after seeing 3 from w2, which w2
        // sends only after its own wait on 1 and before c2... build it directly:
        SyncProblem p = SyncExamples.parse("redundant", """
                { "family": "sync", "warps": [
                  { "id": "a", "ops": ["write", "p1", "p2", "c3"] },
                  { "id": "b", "ops": ["c1", "p3", "c2", "read"] } ] }
                """);
        boolean[] removed = RedundantPairs.find(p);
        int r2 = p.indexOf("2");
        // p2's work-before (after p1) ... reaches b only through p2 itself: not implied
        assertFalse(removed[r2]);
        SyncProblem q = SyncExamples.redundantPair();
        boolean[] rq = RedundantPairs.find(q);
        // 2 is implied by 4: the work before p2 reaches p4, which c4 waits for before c2
        assertTrue(rq[q.indexOf("2")]);
        assertFalse(rq[q.indexOf("4")] && rq[q.indexOf("2")] && rq[q.indexOf("1")]);
        int[] mapping = new int[q.size()];
        for (int r = 0; r < q.size(); r++) {
            mapping[r] = rq[r] ? SyncProblem.REMOVED : r;
        }
        assertNull(SyncValidator.firstViolation(q, mapping));
        int[] bad = mapping.clone();
        bad[q.indexOf("4")] = SyncProblem.REMOVED;
        bad[q.indexOf("2")] = SyncProblem.REMOVED;
        assertNotNull(SyncValidator.firstViolation(q, bad));
    }

    @Test
    void removedPairsFoundTogetherAreImpliedTogether() {
        for (String s : new String[] {"generation", "parity", "flag"}) {
            for (int seed = 0; seed < 200; seed++) {
                SyncProblem p = SyncExamples.random(seed, 2 + seed % 5, 5 + seed % 30, s);
                boolean[] removed = RedundantPairs.find(p);
                int[] mapping = new int[p.size()];
                for (int r = 0; r < p.size(); r++) {
                    mapping[r] = removed[r] ? SyncProblem.REMOVED : r;
                }
                assertNull(SyncValidator.firstViolation(p, mapping), s + " seed " + seed);
                // dropping pairs never widens the order: the rest keep their orderings
                assertTrue(SyncWidth.of(HappensBefore.of(p, mapping)).width() <= SyncWidth.of(p).width());
            }
        }
    }

    @Test
    void validatorRejectsReservedOutOfRangeAndPinnedViolations() {
        SyncProblem p = SyncExamples.limitReservedAndPin();
        assertNull(SyncValidator.firstViolation(p, new int[] {1, 3}));
        assertTrue(SyncValidator.firstViolation(p, new int[] {0, 3}).contains("reserved"));
        assertTrue(SyncValidator.firstViolation(p, new int[] {4, 3}).contains("limit"));
        assertTrue(SyncValidator.firstViolation(p, new int[] {1, 2}).contains("pinned"));
        assertTrue(SyncValidator.firstViolation(p, new int[] {3, 3}).contains("in flight"));
    }

    @Test
    void arrivalCountsAndClassesPartitionTheWidth() {
        SyncProblem p = SyncExamples.arrivalsAndClasses();
        SyncWidth w = SyncWidth.of(p);
        // 1, 9, 8 form one chain; 2 has its own arrival count; 3 its own class
        assertEquals(3, w.width());
        assertEquals(1, w.widthOfClass(1));
        assertNull(SyncValidator.firstViolation(p, new int[] {0, 0, 1, 2, 0})); // classes number their ids apart
        assertTrue(SyncValidator.firstViolation(p, new int[] {0, 0, 1, 1, 0}).contains("arrival"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "{\"warps\":[{\"id\":\"a\",\"ops\":[\"p1\"]}]}|resource 1 is produced but never consumed",
            "{\"warps\":[{\"id\":\"a\",\"ops\":[\"c1\"]}]}|consumed but never produced",
            "{\"warps\":[{\"id\":\"a\",\"ops\":[\"p1\",\"p1\"]},{\"id\":\"b\",\"ops\":[\"c1\"]}]}|warps[0].ops[1]: resource 1 is produced twice",
            "{\"warps\":[{\"id\":\"a\",\"ops\":[\"p1\"]},{\"id\":\"a\",\"ops\":[\"c1\"]}]}|warps[1].id: warp 'a' appears twice",
            "{\"warps\":[{\"id\":\"a\",\"ops\":[\"c2\",\"p1\"]},{\"id\":\"b\",\"ops\":[\"c1\",\"p2\"]}]}|cyclic program (it would deadlock): ",
            "{\"physical\":{\"semantics\":\"fifo\"},\"warps\":[]}|physical.semantics: unknown semantics 'fifo'",
            "{\"physical\":{\"limit\":-1},\"warps\":[]}|physical.limit: must be at least 0, got -1",
            "{\"physical\":{\"reserved\":[-3]},\"warps\":[]}|physical.reserved[0]: must be at least 0",
            "{\"resources\":[{\"id\":\"9\"}],\"warps\":[]}|resources[0].id: resource '9' is not used by any warp",
            "{\"physical\":{\"limit\":2,\"reserved\":[1]},\"resources\":[{\"id\":\"1\",\"pinned\":1}],\"warps\":[{\"id\":\"a\",\"ops\":[\"p1\"]},{\"id\":\"b\",\"ops\":[\"c1\"]}]}|pinned: id 1 is not usable in class default (reserved)",
    })
    void badInputNamesTheField(String json, String message) {
        InputException e = assertThrows(InputException.class, () -> SyncExamples.parse("x.json", json));
        assertTrue(e.getMessage().contains(message), e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }

    @Test
    void cycleIsNamedOpByOp() {
        InputException e = assertThrows(InputException.class, () -> SyncExamples.parse("x.json",
                "{\"warps\":[{\"id\":\"a\",\"ops\":[\"c2\",\"p1\"]},{\"id\":\"b\",\"ops\":[\"c1\",\"p2\"]}]}"));
        assertTrue(e.getMessage().contains("a:c2") && e.getMessage().contains("b:p2") && e.getMessage().contains("b:c1")
                && e.getMessage().contains("a:p1"), e.getMessage());
    }

    @Test
    void solutionRoundTrip() {
        SyncProblem p = SyncExamples.example2("generation");
        int[] m = SyncSolutions.readMapping("s", SyncExamples.example2PublishedSolution(), p);
        Result<SyncMapping> r = SyncAnswers.answer(p, m, SyncWidth.of(p)).withSolver("test");
        String text = SyncFamily.INSTANCE.writeSolution(p, r).toString();
        assertTrue(Arrays.equals(m, SyncSolutions.readMapping("again", text, p)));
        int[] partial = SyncSolutions.readMapping("s", "{\"assignment\":{\"1\":0}}", p);
        assertEquals(SyncMapping.UNASSIGNED, partial[p.indexOf("2")]);
        assertThrows(InputException.class, () -> SyncSolutions.readMapping("s", "{\"assignment\":{\"x\":0}}", p));
    }
}
