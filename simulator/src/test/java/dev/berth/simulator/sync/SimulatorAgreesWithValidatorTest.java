package dev.berth.simulator.sync;

import dev.berth.model.sync.analysis.HappensBefore;
import dev.berth.model.sync.analysis.RedundantPairs;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.SyncValidator;
import dev.berth.model.sync.analysis.SyncWidth;
import dev.berth.model.sync.testing.SyncExamples;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The simulator judges a mapping by running it; the model's validator by happens-before reasoning. On small
 * programs the exhaustive exploration sees every schedule, so the two must give the same verdict.
 */
class SimulatorAgreesWithValidatorTest {
    private static final String[] SEMANTICS = {"generation", "parity", "flag"};

    @Test
    void exhaustiveSimulationAndValidatorAgreeOnRandomMappings() {
        Random rnd = new Random(2026_11_22L);
        int valid = 0;
        int invalid = 0;
        int withRemoved = 0;
        int validWithRemoved = 0;
        for (int seed = 1; seed <= 200; seed++) {
            for (String semantics : SEMANTICS) {
                SyncProblem p = SyncExamples.random(seed, 2 + seed % 3, 1 + seed % 8, semantics);
                for (int round = 0; round < 3; round++) {
                    int[] m = round == 0 ? randomMapping(p, rnd) : nearOptimalMapping(p, rnd, round == 2);
                    String expected = SyncValidator.firstViolation(p, m);
                    SyncSimulationReport r = SyncSimulator.run(p, m, SimulationSettings.exhaustive(2_000_000));
                    String where = p.name() + " " + semantics + " " + p.warps() + " mapping " + Arrays.toString(m);
                    assertNotEquals(ExplorationStatus.STATE_LIMIT, r.exploration(), where);
                    assertEquals(expected == null, r.ok(), where + ": validator says " + expected + "; simulator "
                            + r.firstViolationMessage());
                    if (expected == null) {
                        valid++;
                        assertTrue(r.explorationComplete(), where);
                        SyncSimulationReport randomized = SyncSimulator.run(p, m,
                                SimulationSettings.randomized(20, seed, 0.5));
                        assertTrue(randomized.ok(), where + ": " + randomized.firstViolationMessage());
                    } else {
                        invalid++;
                        assertEquals(r.violation(), SyncSimulator.replay(p, m, r.trace()).violation(), where);
                    }
                    if (Arrays.stream(m).anyMatch(x -> x == SyncProblem.REMOVED)) {
                        withRemoved++;
                        validWithRemoved += expected == null ? 1 : 0;
                    }
                }
            }
        }
        // both verdicts must be well represented, or the comparison says little
        assertTrue(valid >= 500, "valid " + valid);
        assertTrue(invalid >= 500, "invalid " + invalid);
        assertTrue(validWithRemoved >= 150, "valid with removed pairs " + validWithRemoved);
        assertTrue(withRemoved - validWithRemoved >= 150, "invalid with removed pairs " + (withRemoved - validWithRemoved));
    }

    /**
     * A minimum chain cover (chain index = id) after dropping some redundant pairs, valid by the model; with
     * {@code disturb}, one resource moved to another id or one more pair dropped, which is often invalid by a
     * single hand-over.
     */
    private static int[] nearOptimalMapping(SyncProblem p, Random rnd, boolean disturb) {
        boolean[] redundant = RedundantPairs.find(p);
        int[] m = new int[p.size()];
        for (int r = 0; r < m.length; r++) {
            m[r] = redundant[r] && rnd.nextBoolean() ? SyncProblem.REMOVED : 0;
        }
        SyncWidth width = SyncWidth.of(HappensBefore.of(p, m));
        for (int c = 0; c < width.chains().size(); c++) {
            for (int r : width.chains().get(c)) {
                m[r] = c;
            }
        }
        if (disturb) {
            int r = rnd.nextInt(m.length);
            m[r] = rnd.nextInt(5) == 0 ? SyncProblem.REMOVED : rnd.nextInt(width.chains().size() + 1);
        }
        return m;
    }

    /** Ids from a small range (so resources share often), a few pairs removed. */
    private static int[] randomMapping(SyncProblem p, Random rnd) {
        int ids = 1 + rnd.nextInt(Math.max(1, p.size()));
        int[] m = new int[p.size()];
        boolean remove = rnd.nextInt(3) == 0;
        for (int r = 0; r < m.length; r++) {
            m[r] = remove && rnd.nextInt(4) == 0 ? SyncProblem.REMOVED : rnd.nextInt(ids);
        }
        return m;
    }
}
