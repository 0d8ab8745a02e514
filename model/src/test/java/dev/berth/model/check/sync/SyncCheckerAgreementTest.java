package dev.berth.model.check.sync;

import dev.berth.model.sync.Semantics;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.HappensBefore;
import dev.berth.model.sync.analysis.SyncValidator;
import dev.berth.model.sync.testing.SyncExamples;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/** The checker and the strategies' own validator judge the same mappings alike, on thousands of them. */
class SyncCheckerAgreementTest {
    private final SyncChecker checker = new SyncChecker();

    @EverySemantics
    void agreesOnRandomProgramsWithSideConstraints(Semantics semantics) {
        int[] tally = new int[2];
        for (int seed = 0; seed < 300; seed++) {
            Random rnd = new Random(seed * 31L + semantics.ordinal());
            SyncProblem plain = SyncExamples.random(seed, 2 + seed % 6, 1 + seed % 25, semantics.label());
            SyncProblem p = seed % 4 == 0 ? plain : SyncCheckerFixtures.decorate(plain, rnd);
            for (boolean[] removed : SyncCheckerFixtures.removals(p, rnd)) {
                List<int[]> mappings = new ArrayList<>();
                if (HappensBefore.withRemoved(p, removed).acyclic()) {
                    int[] chains = SyncCheckerFixtures.chains(p, removed);
                    mappings.add(chains);
                    mappings.add(SyncCheckerFixtures.greedy(p, removed, rnd));
                    mappings.add(SyncCheckerFixtures.mutate(chains, rnd));
                    mappings.add(SyncCheckerFixtures.mutate(SyncCheckerFixtures.mutate(chains, rnd), rnd));
                }
                mappings.add(SyncCheckerFixtures.random(p.size(), rnd));
                for (int[] m : mappings) {
                    tally[agree(p, m, "seed " + seed)]++;
                }
            }
        }
        // both outcomes must be exercised in earnest
        assertTrue(tally[0] > 1000 && tally[1] > 1000, Arrays.toString(tally));
    }

    @EverySemantics
    void agreesOnScrambledProgramsThatMayDeadlock(Semantics semantics) {
        int deadlocks = 0;
        for (int seed = 0; seed < 300; seed++) {
            Random rnd = new Random(seed);
            SyncProblem p = SyncCheckerFixtures.scrambled(seed, 2 + seed % 4, 1 + seed % 7, semantics);
            boolean[] nothing = new boolean[p.size()];
            if (!HappensBefore.of(p).acyclic()) {
                deadlocks++;
                String v = checker.violation(p, new SyncMapping(new int[p.size()]));
                assertTrue(v != null && v.startsWith("the program deadlocks: "), v);
            }
            for (int k = 0; k < 8; k++) {
                int[] m = SyncCheckerFixtures.random(p.size(), rnd);
                agree(p, m, "seed " + seed);
                if (HappensBefore.withRemoved(p, SyncCheckerFixtures.removedOf(m)).acyclic()) {
                    agree(p, SyncCheckerFixtures.greedy(p, SyncCheckerFixtures.removedOf(m), rnd), "seed " + seed);
                }
            }
            if (HappensBefore.of(p).acyclic()) {
                agree(p, SyncCheckerFixtures.chains(p, nothing), "seed " + seed);
            }
        }
        assertTrue(deadlocks > 50, "deadlocks " + deadlocks);
    }

    /** 1 when both call {@code m} valid, 0 when both call it invalid; fails when they differ. */
    private int agree(SyncProblem p, int[] m, String where) {
        String mine = checker.violation(p, new SyncMapping(m));
        String theirs = SyncValidator.firstViolation(p, m);
        if ((mine == null) != (theirs == null)) {
            fail(where + " " + p.name() + " mapping " + Arrays.toString(m) + ": checker says " + mine
                    + ", validator says " + theirs);
        }
        if (mine == null) {
            assertEquals(SyncValidator.used(p, m), checker.score(p, new SyncMapping(m)).headline(), where);
            return 1;
        }
        assertTrue(!mine.contains("\n"), mine);
        return 0;
    }
}
