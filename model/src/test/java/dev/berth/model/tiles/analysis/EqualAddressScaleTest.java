package dev.berth.model.tiles.analysis;

import dev.berth.model.Budget;
import dev.berth.model.CurrentBudget;
import dev.berth.model.OutOfTime;
import dev.berth.model.tiles.LinkedSets;
import dev.berth.model.tiles.Machine;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.Steps;
import dev.berth.model.families.TileFamily;
import dev.berth.model.tiles.TileLimits;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileVariable;
import dev.berth.model.tiles.testing.StackedTileLayout;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The equal-address groups on long chains of sets and one tile's full group, the analyses and the checker
 * under a spent budget, and the alignment of coprime members.
 */
class EqualAddressScaleTest {
    private static final int TILES = 64;

    /**
     * {@code n} variables round the tiles, the k-th of each tile live at step k only, chained by {@code n - 1}
     * two-variable sets: one group, consistent. With {@code clash}, the last variable of tile 0 is live
     * throughout, so it meets v0 only when the chain's last sets join them.
     */
    private static TileProblem chain(int n, boolean clash) {
        int steps = n / TILES + 1;
        List<TileVariable> vs = new ArrayList<>();
        int last0 = (n - 1) / TILES * TILES;
        for (int i = 0; i < n; i++) {
            Steps live = clash && i == last0 ? Steps.of(0, steps) : Steps.of(i / TILES, i / TILES + 1);
            vs.add(new TileVariable("v" + i, i % TILES, 8, 1, live, false));
        }
        List<int[]> sets = new ArrayList<>();
        for (int i = 0; i + 1 < n; i++) {
            sets.add(new int[] {i, i + 1});
        }
        return new TileProblem("chain", new Machine(TILES, 1 << 20, 1 << 20, 4), steps, vs, sets, List.of());
    }

    private static Budget cancelled() {
        Budget b = Budget.unlimited();
        b.cancel();
        return b;
    }

    @Test
    void aLongChainOfSetsIsOneConsistentGroup() {
        EqualAddressGroups g = EqualAddressGroups.of(chain(60_000, false), null);
        assertTrue(g.consistent());
        assertEquals(1, g.groups().size());
        assertEquals(60_000, g.groups().get(0).length);
    }

    @Test
    void aConflictAtTheFarEndOfAChainIsFoundAndItsCertificateHolds() {
        TileProblem p = chain(6_000, true);
        AddressConflict c = EqualAddressGroups.of(p, null).conflict();
        assertNotNull(c);
        assertEquals(0, c.tile());
        assertEquals(List.of(0, 5952), List.of(c.first(), c.second()));
        LinkedSets proof = c.certificate();
        assertEquals(5952, proof.chain().size(), "v0 to v5952 is 5952 sets down the chain");
        assertNull(TileFamily.INSTANCE.checker().infeasibilityViolation(p, proof));
        String reason = c.describe(p);
        assertTrue(reason.contains("... (5952 sets in all)"), reason);
        assertTrue(reason.length() < 1000, "a chain of thousands is named by its ends: " + reason.length());
    }

    @Test
    void theGroupsStopWhenTheBudgetIsCancelled() {
        TileProblem p = chain(6_000, false);
        OutOfTime e = assertThrows(OutOfTime.class,
                () -> CurrentBudget.during(cancelled(), () -> EqualAddressGroups.of(p, null)));
        assertEquals("cancelled while checking the equal-address sets", e.getMessage());
    }

    @Test
    void theBoundAndTheCheckerStopWhenTheBudgetIsCancelled() {
        TileProblem p = chain(6_000, false);
        var layout = StackedTileLayout.of(p, StructurePlan.allReplicated(p));
        assertThrows(OutOfTime.class, () -> CurrentBudget.during(cancelled(), () -> TileLowerBound.of(p)));
        assertThrows(OutOfTime.class,
                () -> CurrentBudget.during(cancelled(), () -> TileFamily.INSTANCE.checker().violation(p, layout)));
        assertThrows(OutOfTime.class,
                () -> CurrentBudget.during(cancelled(), () -> TileFamily.INSTANCE.checker().score(p, layout)));
        assertThrows(OutOfTime.class,
                () -> CurrentBudget.during(cancelled(), () -> TileValidator.firstViolation(p, layout)));
        assertThrows(OutOfTime.class, () -> CurrentBudget.during(cancelled(), () -> TileInfeasibility.find(p)));
        Budget open = Budget.unlimited();
        assertEquals(TileLowerBound.of(p).max(), CurrentBudget.during(open, () -> TileLowerBound.of(p)).max());
    }

    @Test
    void coprimeAlignmentsSaturatePastATebibyte() {
        int[] primes = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71};
        List<TileVariable> vs = new ArrayList<>();
        for (int i = 0; i < primes.length; i++) {
            vs.add(new TileVariable("v" + i, i, 8, primes[i], Steps.of(0, 4), false));
        }
        TileProblem p = new TileProblem("a", new Machine(primes.length, 1 << 20, 1 << 20, 4), 4, vs, List.of(),
                List.of());
        int[] all = java.util.stream.IntStream.range(0, primes.length).toArray();
        assertEquals(2 * TileLimits.MAX_BYTES, EqualAddressGroups.alignment(p, all));
        assertEquals(2L * 3 * 5 * 7, EqualAddressGroups.alignment(p, new int[] {0, 1, 2, 3}));
    }
}
