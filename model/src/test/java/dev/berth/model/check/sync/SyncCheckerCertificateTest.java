package dev.berth.model.check.sync;

import dev.berth.model.Certificate;
import dev.berth.model.sync.Antichain;
import dev.berth.model.sync.PinnedClash;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.Semantics;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.HandOverOrder;
import dev.berth.model.sync.analysis.HappensBefore;
import dev.berth.model.sync.analysis.RedundantPairs;
import dev.berth.model.sync.analysis.SyncValidator;
import dev.berth.model.sync.analysis.SyncWidth;
import dev.berth.model.sync.testing.SyncExamples;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SyncCheckerCertificateTest {
    private final SyncChecker checker = new SyncChecker();

    @ParameterizedTest
    @CsvSource({"generation, 2, 6", "parity, 2, 7", "flag, 4, 8"})
    void workedExamplesHaveTheirPublishedWidths(String semantics, int width1, int width2) {
        provesWidth(SyncExamples.example1(semantics), width1);
        provesWidth(SyncExamples.example2(semantics), width2);
    }

    /** The antichain proves at least {@code width}, the chains use exactly {@code width}: both checked here. */
    private void provesWidth(SyncProblem p, int width) {
        SyncWidth w = SyncWidth.of(p);
        Antichain a = new Antichain(w.certificate());
        assertEquals(width, a.size());
        assertNull(checker.boundViolation(p, null, a, width));
        assertNotNull(checker.boundViolation(p, null, a, width + 1));
        SyncMapping chains = new SyncMapping(SyncCheckerFixtures.chains(p, new boolean[p.size()]));
        assertNull(checker.violation(p, chains));
        assertEquals(width, checker.score(p, chains).headline());
    }

    @EverySemantics
    void widthCertificatesProveTheWidthAndNoMore(Semantics semantics) {
        for (int seed = 0; seed < 200; seed++) {
            Random rnd = new Random(seed);
            SyncProblem plain = SyncExamples.random(seed, 2 + seed % 7, 1 + seed % 30, semantics.label());
            SyncProblem p = seed % 2 == 0 ? plain : SyncCheckerFixtures.decorate(plain, rnd);
            for (boolean[] removed : List.of(new boolean[p.size()], RedundantPairs.find(p))) {
                int[] m = SyncCheckerFixtures.chains(p, removed);
                SyncMapping mapping = Arrays.equals(removed, new boolean[p.size()]) && rnd.nextBoolean() ? null
                        : new SyncMapping(m);
                SyncWidth w = SyncWidth.of(HappensBefore.withRemoved(p, removed));
                Antichain a = new Antichain(w.certificate());
                assertNull(checker.boundViolation(p, mapping, a, w.width()), "seed " + seed);
                assertNull(checker.boundViolation(p, mapping, a, 0), "seed " + seed);
                assertNotNull(checker.boundViolation(p, mapping, a, w.width() + 1), "seed " + seed);
            }
        }
    }

    @EverySemantics
    void brokenAntichainsFail(Semantics semantics) {
        int comparable = 0;
        for (int seed = 0; seed < 200; seed++) {
            SyncProblem p = SyncExamples.random(seed, 2 + seed % 5, 2 + seed % 30, semantics.label());
            SyncWidth w = SyncWidth.of(p);
            int[] cert = w.certificate();
            for (int[] chain : w.chains()) {
                if (chain.length >= 2) {
                    comparable++;
                    String v = checker.boundViolation(p, null, new Antichain(new int[] {chain[1], chain[0]}), 2);
                    assertTrue(v != null && v.contains("may share"), v);
                    // one comparable pair among otherwise concurrent resources
                    int[] grown = Arrays.copyOf(cert, cert.length + 1);
                    int other = Arrays.stream(cert).anyMatch(x -> x == chain[0]) ? chain[1] : chain[0];
                    grown[cert.length] = other;
                    assertNotNull(checker.boundViolation(p, null, new Antichain(grown), 1), "seed " + seed);
                    break;
                }
            }
            int[] repeated = Arrays.copyOf(cert, cert.length + 1);
            repeated[cert.length] = cert[0];
            assertTrue(checker.boundViolation(p, null, new Antichain(repeated), 1).contains("repeats"));
            assertTrue(checker.boundViolation(p, null, new Antichain(new int[] {p.size()}), 1).contains("no resource"));
            assertTrue(checker.boundViolation(p, null, new Antichain(new int[] {-1}), 1).contains("no resource"));
            int[] m = new int[p.size()];
            m[cert[0]] = SyncProblem.REMOVED;
            assertTrue(checker.boundViolation(p, new SyncMapping(m), new Antichain(cert), 1).contains("removed"));
            assertTrue(checker.boundViolation(p, new SyncMapping(new int[p.size() + 1]), new Antichain(cert), 1)
                    .contains("entries"));
        }
        assertTrue(comparable > 100, "comparable " + comparable);
    }

    /**
     * Against the strategies' width as an oracle: a random set the checker accepts as a bound of b for
     * the program a mapping leaves really is pairwise unable to share there, so b is at most the width.
     */
    @EverySemantics
    void acceptedBoundsNeverExceedTheWidth(Semantics semantics) {
        int accepted = 0;
        for (int seed = 0; seed < 200; seed++) {
            Random rnd = new Random(seed);
            SyncProblem p = SyncCheckerFixtures.decorate(
                    SyncExamples.random(seed, 2 + seed % 5, 1 + seed % 12, semantics.label()), rnd);
            boolean[] removed = SyncCheckerFixtures.removals(p, rnd).get(rnd.nextInt(3));
            HappensBefore hb = HappensBefore.withRemoved(p, removed);
            HandOverOrder order = new HandOverOrder(hb);
            int width = SyncWidth.of(hb).width();
            SyncMapping m = new SyncMapping(SyncCheckerFixtures.chains(p, removed));
            for (int k = 0; k < 30; k++) {
                int[] cert = rnd.ints(1 + rnd.nextInt(5), 0, p.size()).distinct().toArray();
                boolean antichain = Arrays.stream(cert).noneMatch(r -> removed[r]);
                for (int i = 0; i < cert.length; i++) {
                    for (int j = i + 1; j < cert.length; j++) {
                        antichain &= !order.comparable(cert[i], cert[j]);
                    }
                }
                String v = checker.boundViolation(p, m, new Antichain(cert), cert.length);
                assertEquals(antichain, v == null, "seed " + seed + " " + Arrays.toString(cert) + ": " + v);
                if (v == null) {
                    accepted++;
                    assertTrue(cert.length <= width);
                }
            }
        }
        assertTrue(accepted > 500, "accepted " + accepted);
    }

    /**
     * Under a limit one below the width, the width's antichain proves infeasibility exactly when none of
     * its resources is removable; the antichain of the program without its redundant pairs always does.
     */
    @EverySemantics
    void infeasibleUnderALimitBelowTheWidth(Semantics semantics) {
        int removable = 0;
        int proven = 0;
        for (int seed = 0; seed < 300; seed++) {
            SyncProblem base = SyncExamples.random(seed, 2 + seed % 6, 2 + seed % 30, semantics.label());
            boolean[] redundant = RedundantPairs.find(base);
            int[] full = SyncWidth.of(base).certificate();
            int[] lean = SyncWidth.of(HappensBefore.withRemoved(base, redundant)).certificate();
            if (full.length >= 2) {
                SyncProblem p = SyncCheckerFixtures.withLimit(base, 0, full.length - 1, List.of());
                boolean anyRemovable = Arrays.stream(full).anyMatch(r -> redundant[r]);
                removable += anyRemovable ? 1 : 0;
                String v = checker.infeasibilityViolation(p, new Antichain(full));
                assertEquals(anyRemovable, v != null, "seed " + seed + ": " + v);
                if (anyRemovable) {
                    assertTrue(v.contains("may be removed"), v);
                }
            }
            if (lean.length >= 2) {
                // reserved ids below the limit shrink the class: limit 3 with 2 reserved has one usable id
                List<Integer> reserved = List.of(1, 2);
                SyncProblem p = SyncCheckerFixtures.withLimit(base, 0, lean.length + 1, reserved);
                assertEquals(lean.length - 1, p.classes().get(0).capacity());
                assertNull(checker.infeasibilityViolation(p, new Antichain(lean)), "seed " + seed);
                proven++;
                SyncProblem roomy = SyncCheckerFixtures.withLimit(base, 0, lean.length, List.of());
                assertTrue(checker.infeasibilityViolation(roomy, new Antichain(lean)).contains("fit"));
                assertTrue(checker.infeasibilityViolation(base, new Antichain(lean)).contains("no limit"));
                // and a mapping exists once the limit allows the lean width
                int[] m = SyncCheckerFixtures.chains(roomy, redundant);
                assertNull(checker.violation(roomy, new SyncMapping(m)), "seed " + seed);
            }
        }
        assertTrue(removable > 20 && proven > 100, removable + " / " + proven);
    }

    @Test
    void aRemovablePairProvesNothing() {
        // 2 is implied by 4 (the work before p2 reaches p4, which c4 waits for before c2): all three may be
        // in flight at once, yet two ids suffice once 2 is dropped
        SyncProblem p = SyncCheckerFixtures.withLimit(SyncCheckerFixtures.build("implied", Semantics.GENERATION,
                List.of(List.of("p1", "write", "p2", "p4"), List.of("c1", "c4", "c2", "read"))), 0, 2, List.of());
        int r1 = p.indexOf("1");
        int r2 = p.indexOf("2");
        int r4 = p.indexOf("4");
        assertNull(checker.boundViolation(p, null, new Antichain(new int[] {r1, r2, r4}), 3));
        String v = checker.infeasibilityViolation(p, new Antichain(new int[] {r1, r2, r4}));
        assertTrue(v != null && v.contains("resource 2 may be removed"), v);
        int[] m = new int[3];
        m[r1] = 0;
        m[r2] = SyncProblem.REMOVED;
        m[r4] = 1;
        assertNull(checker.violation(p, new SyncMapping(m)));
        assertNull(SyncValidator.firstViolation(p, m));
        // pinned, 2 can no longer be dropped, and the three do not fit
        SyncProblem pinned = SyncCheckerFixtures.pinned(p, Map.of("2", 0));
        assertNull(checker.infeasibilityViolation(pinned, new Antichain(new int[] {r1, r2, r4})));
    }

    @Test
    void infeasibleAntichainsMustStayInOneClass() {
        SyncProblem p = SyncCheckerFixtures.build("classes", List.of(
                        new ResourceClass(ResourceClass.DEFAULT, 1, List.of(), Semantics.GENERATION),
                        new ResourceClass("m", 1, List.of(), Semantics.PARITY)),
                List.of(List.of("p1", "p2", "p3"), List.of("c1", "c2", "c3")));
        List<dev.berth.model.sync.LogicalResource> rs = new ArrayList<>(p.resources());
        var x = rs.get(2);
        rs.set(2, new dev.berth.model.sync.LogicalResource(x.id(), x.producerWarp(), x.producerOp(), x.consumerWarp(),
                x.consumerOp(), 1, x.pinned(), x.arrivals()));
        SyncProblem q = p.withResources(rs);
        assertNull(checker.infeasibilityViolation(q, new Antichain(new int[] {0, 1})));
        assertTrue(checker.infeasibilityViolation(q, new Antichain(new int[] {0, 1, 2})).contains("mixes classes"));
        assertTrue(checker.infeasibilityViolation(q, new Antichain(new int[] {0, 0})).contains("repeats"));
        assertTrue(checker.infeasibilityViolation(q, new Antichain(new int[0])).contains("no resource"));
    }

    @Test
    void pinnedClashes() {
        SyncProblem concurrent = SyncCheckerFixtures.pinned(SyncCheckerFixtures.build("concurrent", Semantics.GENERATION,
                List.of(List.of("p1", "p2", "p3"), List.of("c1", "c2", "c3"))), Map.of("1", 3, "2", 3, "3", 4));
        assertNull(checker.infeasibilityViolation(concurrent, new PinnedClash(0, 1)));
        assertNull(checker.infeasibilityViolation(concurrent, new PinnedClash(1, 0)));
        assertTrue(checker.infeasibilityViolation(concurrent, new PinnedClash(0, 2)).contains("not pinned to one id"));
        assertTrue(checker.infeasibilityViolation(concurrent, new PinnedClash(1, 1)).contains("twice"));
        assertTrue(checker.infeasibilityViolation(concurrent, new PinnedClash(0, 7)).contains("no resource"));
        SyncProblem half = SyncCheckerFixtures.pinned(SyncCheckerFixtures.build("half", Semantics.GENERATION,
                List.of(List.of("p1", "p2"), List.of("c1", "c2"))), Map.of("1", 3));
        assertTrue(checker.infeasibilityViolation(half, new PinnedClash(0, 1)).contains("not pinned"));
        // c1 completes before p2 signals, so 1 hands over to 2 under generation and parity; under flag c2 may
        // start waiting before c1 completes
        for (Semantics s : Semantics.values()) {
            SyncProblem ordered = SyncCheckerFixtures.pinned(SyncCheckerFixtures.build("ordered", s,
                    List.of(List.of("p1", "c2"), List.of("c1", "p2"))), Map.of("1", 0, "2", 0));
            String v = checker.infeasibilityViolation(ordered, new PinnedClash(0, 1));
            assertEquals(s == Semantics.FLAG, v == null, s + ": " + v);
            assertEquals(v == null, SyncValidator.firstViolation(ordered, new int[] {0, 0}) != null, s.label());
        }
    }

    @Test
    void pinnedClashAcrossClassesProvesNothing() {
        SyncProblem p = SyncCheckerFixtures.build("classes", List.of(ResourceClass.unlimited(Semantics.GENERATION),
                        new ResourceClass("m", ResourceClass.UNLIMITED, List.of(), Semantics.GENERATION)),
                List.of(List.of("p1", "p2"), List.of("c1", "c2")));
        List<dev.berth.model.sync.LogicalResource> rs = new ArrayList<>();
        for (var x : p.resources()) {
            rs.add(new dev.berth.model.sync.LogicalResource(x.id(), x.producerWarp(), x.producerOp(), x.consumerWarp(),
                    x.consumerOp(), x.id().equals("2") ? 1 : 0, 0, x.arrivals()));
        }
        assertTrue(checker.infeasibilityViolation(p.withResources(rs), new PinnedClash(0, 1)).contains("different classes"));
    }

    @Test
    void otherCertificateKindsAreRefused() {
        SyncProblem p = SyncExamples.example1("generation");
        Certificate alien = () -> "a certificate of another family";
        assertTrue(checker.infeasibilityViolation(p, alien).contains("not one of the sync family's"));
        assertTrue(checker.infeasibilityViolation(p, null).contains("not one of the sync family's"));
        assertTrue(checker.boundViolation(p, null, new PinnedClash(0, 1), 1).contains("Antichain"));
        assertTrue(checker.boundViolation(p, null, null, 1).contains("Antichain"));
    }

    /**
     * Soundness by brute force on tiny programs: whenever the checker accepts an infeasibility
     * certificate, no mapping at all (any ids of the class, any pairs removed) passes the validator.
     */
    @EverySemantics
    void acceptedInfeasibilityMeansNoMappingExists(Semantics semantics) {
        int accepted = 0;
        for (int seed = 0; seed < 150; seed++) {
            Random rnd = new Random(seed);
            SyncProblem base = SyncExamples.random(seed, 2 + seed % 3, 2 + seed % 5, semantics.label());
            int limit = 1 + rnd.nextInt(2);
            SyncProblem p = SyncCheckerFixtures.withLimit(base, 0, limit, List.of());
            if (rnd.nextBoolean()) {
                p = SyncCheckerFixtures.pinned(p, Map.of(p.resource(0).id(), 0, p.resource(p.size() - 1).id(), 0));
            }
            List<Certificate> candidates = new ArrayList<>();
            for (int k = 0; k < 20; k++) {
                candidates.add(new Antichain(rnd.ints(limit + 1 + rnd.nextInt(2), 0, p.size()).distinct().toArray()));
                candidates.add(new PinnedClash(rnd.nextInt(p.size()), rnd.nextInt(p.size())));
            }
            candidates.add(new Antichain(SyncWidth.of(p).certificate()));
            boolean anyAccepted = false;
            for (Certificate c : candidates) {
                anyAccepted |= checker.infeasibilityViolation(p, c) == null;
            }
            if (anyAccepted) {
                accepted++;
                assertFalse(someMappingIsValid(p, limit), "seed " + seed);
            }
        }
        assertTrue(accepted > 30, "accepted " + accepted);
    }

    private static boolean someMappingIsValid(SyncProblem p, int limit) {
        int n = p.size();
        int[] m = new int[n];
        Arrays.fill(m, SyncProblem.REMOVED);
        while (true) {
            if (SyncValidator.firstViolation(p, m) == null) {
                return true;
            }
            int k = 0;
            while (k < n && m[k] == limit - 1) {
                m[k++] = SyncProblem.REMOVED;
            }
            if (k == n) {
                return false;
            }
            m[k]++;
        }
    }
}
