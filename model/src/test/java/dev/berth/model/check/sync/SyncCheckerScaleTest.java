package dev.berth.model.check.sync;

import dev.berth.model.sync.Antichain;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.SyncValidator;
import dev.berth.model.sync.analysis.SyncWidth;
import dev.berth.model.sync.testing.SyncExamples;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

/** One answer of the size the checker meets in benchmarks: 64 warps, 10,000 pairs. No time is asserted. */
class SyncCheckerScaleTest {
    @Test
    void checksSixtyFourWarpsOfTenThousandPairs() {
        SyncProblem p = SyncExamples.random(7, 64, 10_000, "parity");
        boolean[] nothing = new boolean[p.size()];
        int[] m = SyncCheckerFixtures.chains(p, nothing);
        SyncWidth w = SyncWidth.of(p);
        SyncChecker checker = new SyncChecker();
        long start = System.nanoTime();
        String v = checker.violation(p, new SyncMapping(m));
        long score = checker.score(p, new SyncMapping(m)).headline();
        String bound = checker.boundViolation(p, null, new Antichain(w.certificate()), w.width());
        long micros = (System.nanoTime() - start) / 1000;
        System.out.println("SyncCheckerScaleTest: 64 x 10000, width " + w.width() + ", checked in " + micros / 1000 + " ms");
        assertNull(v);
        assertNull(SyncValidator.firstViolation(p, m));
        assertEquals(w.width(), score);
        assertEquals(SyncValidator.used(p, m), score);
        assertNull(bound);
        // one hand-over broken: two chains merged onto one id
        int[] merged = m.clone();
        int a = w.chains().get(0)[0];
        int b = w.chains().get(1)[0];
        merged[b] = merged[a];
        assertNotNull(checker.violation(p, new SyncMapping(merged)));
        assertNotNull(SyncValidator.firstViolation(p, merged));
    }
}
