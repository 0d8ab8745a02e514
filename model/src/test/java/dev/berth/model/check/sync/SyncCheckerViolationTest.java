package dev.berth.model.check.sync;

import dev.berth.model.sync.Semantics;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.SyncValidator;
import dev.berth.model.sync.io.SyncSolutions;
import dev.berth.model.sync.testing.SyncExamples;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The rules one by one, on programs small enough to follow by hand. */
class SyncCheckerViolationTest {
    private final SyncChecker checker = new SyncChecker();

    private String check(SyncProblem p, int... ids) {
        return checker.violation(p, new SyncMapping(ids));
    }

    @Test
    void publishedMappingOfExample2IsValidOnlyUnderGeneration() {
        for (String s : new String[] {"generation", "parity", "flag"}) {
            SyncProblem p = SyncExamples.example2(s);
            int[] m = SyncSolutions.readMapping("published", SyncExamples.example2PublishedSolution(), p);
            String v = checker.violation(p, new SyncMapping(m));
            if (s.equals("generation")) {
                assertNull(v);
                assertEquals(6, checker.score(p, new SyncMapping(m)).headline());
            } else if (s.equals("parity")) {
                // c11, first in warp 6, may start waiting before p8 signals
                assertEquals("resources 8 and 11 share physical 4 but may be in flight at once under parity"
                        + " (w6:c11 may start waiting before w2:p8 signals)", v);
            } else {
                // ids are checked in order, so physical 1 (1 then 12) fails first: c12 may wait before c1 is done
                assertEquals("resources 1 and 12 share physical 1 but may be in flight at once under flag"
                        + " (w6:c12 may start waiting before w3:c1 completes)", v);
            }
        }
    }

    @Test
    void idsLimitsReservedAndPins() {
        SyncProblem p = SyncExamples.limitReservedAndPin();
        assertNull(check(p, 1, 3));
        assertTrue(check(p, 0, 3).contains("reserved"));
        assertTrue(check(p, 4, 3).contains("limit 4"));
        assertTrue(check(p, -2, 3).contains("not a usable id"));
        assertTrue(check(p, 1, 2).contains("pinned to 3 but mapped to 2"));
        assertTrue(check(p, 1, SyncProblem.REMOVED).contains("pinned to 3 but removed"));
        assertTrue(check(p, 3, 3).contains("in flight at once under generation (a:p2 may signal before b:c1 completes)"));
        assertTrue(check(p, 1).contains("mapping has 1 entries, the problem 2 resources"));
        assertTrue(checker.violation(p, null).contains("mapping has no entries"));
        assertThrows(IllegalArgumentException.class, () -> checker.score(p, new SyncMapping(new int[] {1})));
    }

    @Test
    void arrivalCountsAndClasses() {
        SyncProblem p = SyncExamples.arrivalsAndClasses();
        // resources in order of appearance: 1, 9, 2, 8, 3; ids are numbered apart per class
        assertNull(check(p, 0, 0, 1, 0, 0));
        assertEquals(3, checker.score(p, new SyncMapping(new int[] {0, 0, 1, 0, 0})).headline());
        assertEquals(4, checker.score(p, new SyncMapping(new int[] {0, 0, 1, 2, 0})).headline());
        assertTrue(check(p, 0, 0, 0, 0, 0).contains("different arrival counts"));
    }

    @Test
    void deadlocksAreNamedOpByOp() {
        SyncProblem p = SyncCheckerFixtures.build("cycle", Semantics.GENERATION,
                List.of(List.of("c2", "p1"), List.of("c1", "p2")));
        String v = check(p, 0, 1);
        assertEquals("the program deadlocks: w0:c2 -> w0:p1 -> w1:c1 -> w1:p2 -> w0:c2", v);
        SyncProblem self = SyncCheckerFixtures.build("self", Semantics.GENERATION, List.of(List.of("c1", "work", "p1")));
        assertEquals("the program deadlocks: w0:c1 -> w0:p1 -> w0:c1", check(self, 0));
        // removing a pair cannot undo a deadlock: the removal itself would need the order the cycle breaks
        assertTrue(check(p, SyncProblem.REMOVED, 1).startsWith("removed pair 2 is not implied")); // index 0 is 2, seen first
        assertNotNull(check(p, SyncProblem.REMOVED, SyncProblem.REMOVED));
        assertNotNull(SyncValidator.firstViolation(p, new int[] {SyncProblem.REMOVED, SyncProblem.REMOVED}));
    }

    /**
     * Pair 1 removed from programs around it: implied or not, as the strategies' validator says too.
     * Work is assumed around every sync op, so nothing ever follows the last sync op of a warp, nothing
     * precedes the first, and a same-warp pair is implied exactly when the producer comes first.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "p1 p2 | c2 c1 | true",    // the work before p1 reaches p2, and c2 precedes the work after c1
            "p2 p1 | c2 c1 | false",   // p1 is its warp's last sync op: the work before it reaches no event
            "p1 p2 | c1 c2 | false",   // c1 is its warp's first sync op: nothing leads into the work after it
            "p1 work p2 | c2 work c1 | true",
            "p1 c3 | p3 c1 | false",   // c3 waits on w1, but that says nothing about w1 seeing w0
            "p1 c1 | x | true",        // one warp: program order
            "p1 p2 c2 c1 | x | true",
            "p1 p3 c2 | c3 p2 c1 | true",
            "p1 p3 | c3 c1 | true",
    })
    void removedPairs(String w0, String w1, boolean implied) {
        SyncProblem p = SyncCheckerFixtures.build("removed", Semantics.FLAG,
                List.of(Arrays.asList(w0.split(" ")), Arrays.asList(w1.split(" "))));
        int[] m = new int[p.size()];
        for (int r = 0; r < m.length; r++) {
            m[r] = r;
        }
        m[p.indexOf("1")] = SyncProblem.REMOVED;
        String v = check(p, m);
        assertEquals(implied, v == null, v);
        assertEquals(implied, SyncValidator.firstViolation(p, m) == null);
        if (!implied) {
            assertTrue(v.startsWith("removed pair 1 is not implied: "), v);
        }
    }

    @Test
    void removedPairsMustBeImpliedWithoutEachOther() {
        // 2 is implied by 4 and 4 by nothing else: dropping both loses the order
        SyncProblem q = SyncCheckerFixtures.build("both", Semantics.GENERATION,
                List.of(List.of("p1", "write", "p2", "p4"), List.of("c1", "c4", "c2", "read")));
        int r2 = q.indexOf("2");
        int r4 = q.indexOf("4");
        int[] m = {0, 1, 2};
        m[r2] = SyncProblem.REMOVED;
        assertNull(check(q, m));
        m[r4] = SyncProblem.REMOVED;
        assertTrue(check(q, m).startsWith("removed pair 2 is not implied: what precedes w0:p2 no longer happens before"
                + " what follows w1:c2"), check(q, m));
    }
}
