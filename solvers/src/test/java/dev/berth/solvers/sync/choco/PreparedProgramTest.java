package dev.berth.solvers.sync.choco;

import dev.berth.model.Budget;
import dev.berth.model.sync.analysis.HandOverOrder;
import dev.berth.model.sync.analysis.HappensBefore;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.SyncValidator;
import dev.berth.model.sync.analysis.SyncWidth;
import dev.berth.model.sync.testing.SyncExamples;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PreparedProgramTest {

    /** The conflict graph is exactly "same class and not comparable", judged by the model's own order. */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 4, 5})
    void conflictGraphListsExactlyThePairsThatMayNotShare(int seed) {
        for (String s : ConstrainedSyncPrograms.semantics()) {
            SyncProblem p = ConstrainedSyncPrograms.random(seed, 3, 18, s, true);
            PreparedProgram prep = PreparedProgram.of(p, false, Budget.unlimited());
            ConflictGraph g = ConflictGraph.of(prep, Budget.unlimited());
            HandOverOrder order = new HandOverOrder(HappensBefore.of(p));
            long pairs = 0;
            for (int r = 0; r < p.size(); r++) {
                for (int q = 0; q < p.size(); q++) {
                    boolean expected = r != q && p.resource(r).classIndex() == p.resource(q).classIndex()
                            && !order.comparable(r, q);
                    int qq = q;
                    assertEquals(expected, Arrays.stream(g.neighbours(r)).anyMatch(x -> x == qq), r + "," + q);
                    pairs += expected && r < q ? 1 : 0;
                }
            }
            assertEquals(pairs, g.pairs());
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7})
    void liveSetsAreCliquesOfTheConflictGraph(int seed) {
        for (String s : ConstrainedSyncPrograms.semantics()) {
            SyncProblem p = ConstrainedSyncPrograms.random(seed, 2 + seed % 4, 25, s, true);
            for (boolean remove : new boolean[] {false, true}) {
                PreparedProgram prep = PreparedProgram.of(p, remove, Budget.unlimited());
                int found = 0;
                for (int c = 0; c < prep.classCount(); c++) {
                    for (int[] set : LiveSets.of(prep, c, 2)) {
                        found++;
                        for (int i = 0; i < set.length; i++) {
                            for (int j = i + 1; j < set.length; j++) {
                                assertTrue(prep.conflict(set[i], set[j]), p.name() + " " + s);
                            }
                        }
                    }
                }
                assertTrue(found > 0);
            }
        }
    }

    /** Without pins and within the limits the chain mapping is valid and uses exactly the width. */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
    void chainStartReachesTheWidthWithoutPins(int seed) {
        for (String s : ConstrainedSyncPrograms.semantics()) {
            SyncProblem p = SyncExamples.random(seed, 2 + seed % 5, 30, s);
            PreparedProgram prep = PreparedProgram.of(p, seed % 2 == 1, Budget.unlimited());
            StartingMapping start = StartingMapping.alongChains(prep);
            assertTrue(start.valid());
            assertNull(SyncValidator.firstViolation(p, start.mapping()));
            assertEquals(prep.width().width(), start.used());
            assertEquals(SyncValidator.used(p, start.mapping()), start.used());
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
    void bruteForceFindsTheWidthWithoutSideConstraints(int seed) {
        for (String s : ConstrainedSyncPrograms.semantics()) {
            SyncProblem p = SyncExamples.random(seed, 2 + seed % 2, 6 + seed % 3, s);
            assertEquals(SyncWidth.of(p).width(), SyncBruteForce.optimum(p).getAsInt());
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3})
    void classIdsOfferPinnedIdsAndTheFirstFreeUsableOnes(int reservedTop) {
        var rc = new dev.berth.model.sync.ResourceClass("c", 10, java.util.stream.IntStream.range(0, reservedTop)
                .boxed().toList(), dev.berth.model.sync.Semantics.GENERATION);
        ClassIds ids = ClassIds.of(rc, new int[] {reservedTop + 1, 9}, 3);
        int a = reservedTop;
        assertArrayEquals(new int[] {a, a + 1, a + 2, a + 3, 9}, ids.ids());
        assertArrayEquals(new int[] {0, 2, 3}, ids.freeIndices());
        assertFalse(ids.free()[1]);
    }
}
