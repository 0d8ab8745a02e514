package dev.berth.bench.engine;

import dev.berth.bench.tiles.TileProgramGenerator;
import dev.berth.bench.tiles.TileProgramSpec;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;
import dev.berth.solvers.tiles.TileStrategies;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The tiles strategies whose parallel parts run on the shared engine — choco's per-tile waves (a wave's tiles
 * the engine's leaves) and timefold's tile decoding — give the same answer for 1, 2 and 3 threads under a node
 * or step limit and no clock: issue 15's "identical for a fixed seed and thread count", and more.
 */
class TilesOnTheEngineTest {
    private static final TileProblem CHIP = TileProgramGenerator.generate(TileProgramSpec.ipu(64, 100, 40, 1));

    private static TileLayout solve(String strategy, int threads) {
        SolveOptions o = SolveOptions.defaults().withTimeLimit(null).withSeed(1).withThreads(threads);
        o = strategy.equals("choco") ? o.withNodeLimit(20_000) : o.withParam("timefold.steps", "60");
        Result<TileLayout> r = TileStrategies.REGISTRY.byName(strategy).solve(CHIP, o);
        assertTrue(r.hasSolution(), strategy + " with " + threads + " threads: " + r.status() + " " + r.reason());
        return r.solution();
    }

    @ParameterizedTest
    @ValueSource(strings = {"choco", "timefold"})
    void theSameAnswerWhateverTheThreads(String strategy) {
        TileLayout one = solve(strategy, 1);
        for (int threads : new int[] {2, 3}) {
            TileLayout many = solve(strategy, threads);
            assertArrayEquals(one.variableOffsets(), many.variableOffsets(), strategy + ", " + threads + " threads");
            assertEquals(one.structures(), many.structures(), strategy + ", " + threads + " threads");
        }
    }
}
