package dev.berth.solvers.tiles.choco;

import dev.berth.model.Budget;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** One tile's complete search against the brute-force optimum, with banks, alignments and fixed blocks. */
class TileSearchTest {

    private static TilePlacement placement(TinyTile t) {
        long bound = PlacedTileBound.of(t.blocks(), t.offsets(), t.fixed(), t.bank());
        return TilePlacement.of(0, t.blocks(), t.offsets(), t.fixed(), t.capacity() + 1, bound, t.capacity(), t.bank(),
                1_000_000, Budget.unlimited());
    }

    private static long leastPeak(TinyTile t, TilePlacement pl) {
        return leastPeak(t, pl, Restarts.NONE);
    }

    /** Searches below capacity + 1 (no start layout to beat) and returns the least peak, capacity + 1 if none. */
    private static long leastPeak(TinyTile t, TilePlacement pl, Restarts restarts) {
        TileOutcome o = TileSearch.run(pl, t.blocks().size(), t.capacity() + 1, 0, Budget.unlimited(), restarts);
        assertTrue(o.complete());
        if (o.improved()) {
            assertNull(t.violation(o.offsets()));
        }
        return o.peak();
    }

    @ParameterizedTest(name = "{0} blocks")
    @ValueSource(ints = {2, 3, 4, 5, 6, 7})
    void leastPeakIsTheBruteForceOptimum(int n) {
        for (long seed = 0; seed < 40; seed++) {
            TinyTile t = TinyTile.random(seed * 17 + n, n, (int) (seed % 3));
            long optimum = t.leastPeak();
            assertEquals(optimum, leastPeak(t, placement(t)), "seed " + seed);
            // a failure every few nodes: many restarts, each diving with other ties, must stay complete
            assertEquals(optimum, leastPeak(t, placement(t), new Restarts(2, seed)), "restarts, seed " + seed);
            assertTrue(PlacedTileBound.of(t.blocks(), t.offsets(), t.fixed(), t.bank()) <= optimum, "bound, seed " + seed);
        }
    }

    /** Lengths sharing a factor are searched in units of it, and the optimum is the same in bytes. */
    @Test
    void commonFactorIsTheUnitAndLosesNothing() {
        for (long seed = 0; seed < 40; seed++) {
            TinyTile t = TinyTile.random(seed, 5, (int) (seed % 3));
            TinyTile big = t.scaled(16);
            TilePlacement pl = placement(big);
            assertEquals(0, pl.unit % 16, "seed " + seed);
            long optimum = t.leastPeak();
            assertEquals(optimum > t.capacity() ? big.capacity() + 1 : 16 * optimum, leastPeak(big, pl), "seed " + seed);
        }
    }

    /** Byte addresses past 2^31 fit Choco's domains once in units. */
    @Test
    void largeAddressesAreSolvedInUnits() {
        TinyTile t = TinyTile.random(7, 5, 1);
        TinyTile big = t.scaled(1L << 30);
        TilePlacement pl = placement(big);
        assertEquals(t.leastPeak() << 30, leastPeak(big, pl));
    }
}
