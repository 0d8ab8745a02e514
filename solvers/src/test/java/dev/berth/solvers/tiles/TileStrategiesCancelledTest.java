package dev.berth.solvers.tiles;

import dev.berth.model.Budget;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.testing.TileExamples;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every tiles strategy behind the gate with a budget cancelled or spent before it starts:
 * each answers UNKNOWN with the reason rather than running to its end or failing.
 */
class TileStrategiesCancelledTest {
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withTimeLimit(Duration.ofSeconds(30))
            .withNodeLimit(2_000).withThreads(2);

    /** Large enough that every analysis passes its first budget check. */
    private static final TileProblem P = TileExamples.random(3, 24, 200, 40, 12);

    private static Budget cancelled() {
        Budget b = Budget.of(Duration.ofSeconds(30));
        b.cancel();
        return b;
    }

    @ParameterizedTest
    @ValueSource(strings = {"reference", "group-search", "choco", "timefold", "portfolio"})
    void aCancelledBudgetIsAnsweredUnknownWithTheReason(String name) {
        Result<TileLayout> r = TileStrategies.REGISTRY.byName(name).solve(P, OPTIONS, cancelled());
        assertEquals(Status.UNKNOWN, r.status(), name + ": " + r.reason());
        assertTrue(r.reason() != null && (r.reason().contains("cancelled") || r.reason().contains("budget ran out")
                || r.reason().contains("could not be checked in time")), name + ": " + r.reason());
        assertTrue(!Boolean.TRUE.equals(r.stats().get(Result.FAILED)), name + " crashed: " + r.reason());
    }

    @ParameterizedTest
    @ValueSource(strings = {"reference", "group-search", "choco", "timefold", "portfolio"})
    void aSpentBudgetIsAnsweredUnknown(String name) {
        Result<TileLayout> r = TileStrategies.REGISTRY.byName(name).solve(P, OPTIONS, Budget.of(Duration.ZERO));
        assertEquals(Status.UNKNOWN, r.status(), name + ": " + r.reason());
        assertTrue(!Boolean.TRUE.equals(r.stats().get(Result.FAILED)), name + " crashed: " + r.reason());
    }
}
