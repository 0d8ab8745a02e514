package dev.berth.solvers.tiles.choco;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The pushed-down enumeration the tests use as the exact per-tile optimum agrees with trying every offset. */
class TileBruteForceTest {

    @ParameterizedTest(name = "{0} blocks")
    @ValueSource(ints = {2, 3, 4, 5})
    void pushedDownEnumerationMatchesEveryOffset(int n) {
        for (long seed = 0; seed < 60; seed++) {
            TinyTile t = TinyTile.random(seed * 31 + n, n, (int) (seed % 3));
            assertEquals(t.leastPeakOnGrid(), t.leastPeak(), "seed " + seed);
        }
    }
}
