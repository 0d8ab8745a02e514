package dev.berth.solvers.tiles;

import dev.berth.heuristics.tiles.ReferenceTileAllocator;
import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.tiles.analysis.EqualAddressGroups;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.TileAllocator;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.analysis.TileObjective;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileResult;
import dev.berth.model.tiles.analysis.TileValidator;
import dev.berth.model.tiles.testing.StackedTileLayout;
import dev.berth.model.tiles.testing.TileExamples;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TileStrategiesTest {
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withTimeLimit(Duration.ofSeconds(30))
            .withNodeLimit(2_000).withThreads(2);

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void portfolioIsValidAndNeverAboveTheReference(long seed) {
        TileProblem p = TileExamples.random(seed, 4, 6, 2, 3);
        TileResult reference = new ReferenceTileAllocator().allocate(p, OPTIONS);
        TileResult portfolio = TileStrategies.byName("portfolio").allocate(p, OPTIONS);
        if (reference.status() == Status.INFEASIBLE) {
            assertEquals(Status.INFEASIBLE, portfolio.status());
            return;
        }
        assertTrue(portfolio.status().hasSolution(), portfolio.reason());
        assertNull(TileValidator.firstViolation(p, portfolio.layout()));
        assertTrue(portfolio.objective().compareTo(reference.objective()) <= 0,
                portfolio.objective() + " vs reference " + reference.objective());
        assertEquals(portfolio.objective(), TileObjective.of(p, portfolio.layout()));
    }

    @Test
    void everyStrategySolvesTheFig4ExamplesAsTheMethodSays() {
        for (TileAllocator a : TileStrategies.all()) {
            assertEquals(Status.INFEASIBLE, a.allocate(TileExamples.fig4b(), OPTIONS).status(), a.name());
            TileResult r = a.allocate(TileExamples.fig4a(), OPTIONS);
            assertEquals(Status.OPTIMAL, r.status(), a.name());
            assertNull(TileValidator.firstViolation(TileExamples.fig4a(), r.layout()));
        }
    }

    @Test
    void theGateRejectsAnInvalidLayoutAndAnUnprovenInfeasible() {
        TileProblem p = TileExamples.formatsExample();
        TileLayout ok = StackedTileLayout.of(p, StructurePlan.allReplicated(p));
        long[] broken = ok.variableOffsets().clone();
        broken[p.variableIndex("x3")] = broken[p.variableIndex("c")];
        TileAllocator liar = fixed(new TileResult(Status.OPTIMAL, new TileLayout(broken, ok.structures()),
                TileObjective.of(p, ok), 1540, "liar", 0, null, null));
        TileResult r = new ValidatedTileAllocator(liar).allocate(p, OPTIONS);
        assertEquals(Status.UNKNOWN, r.status());
        assertTrue(r.reason().contains("rejected by the validator"), r.reason());
        TileResult infeasible = new ValidatedTileAllocator(fixed(TileResult.infeasible("trust me", 0, "liar")))
                .allocate(p, OPTIONS);
        assertEquals(Status.UNKNOWN, infeasible.status());
        TileResult honest = new ValidatedTileAllocator(fixed(TileResult.solved(ok, new TileObjective(1, 1, 0), 99_999, "x")))
                .allocate(p, OPTIONS);
        assertEquals(TileObjective.of(p, ok), honest.objective(), "the gate recomputes the objective");
        assertEquals(1540, honest.bound(), "and keeps only the bound it proves itself");
    }

    @Test
    void sharingPaysOnTheBundledExampleAndEveryStrategyFindsTheBound() {
        TileProblem p = TileExamples.parse("vs", """
                {"machine": {"tiles": 4, "bytesPerTile": 4096, "bankBytes": 1024}, "steps": 6,
                 "variables": [ {"id": "a", "tile": 1, "size": 256, "live": [[3, 6]], "banked": true},
                                {"id": "b", "tile": 2, "size": 256, "live": [[3, 6]], "banked": true},
                                {"id": "c", "tile": 3, "size": 128, "live": [[3, 6]], "banked": true},
                                {"id": "x1", "tile": 1, "size": 1200, "live": [[0, 3]]},
                                {"id": "x2", "tile": 2, "size": 1400, "live": [[0, 3]]},
                                {"id": "x3", "tile": 3, "size": 1100, "live": [[0, 4]]},
                                {"id": "w0", "tile": 0, "size": 200} ],
                 "structures": [ {"id": "vs0", "size": 1024, "users": [1, 2, 3], "use": [[4, 6]],
                                  "pointers": [ {"format": "vector", "targets": {"1": "a", "2": "b", "3": "c"}} ],
                                  "exchangeCodeBytes": {"send": 48, "receive": 24}} ] }""");
        assertTrue(EqualAddressGroups.of(p, null).consistent());
        for (TileAllocator a : TileStrategies.all()) {
            TileResult r = a.allocate(p, OPTIONS);
            assertEquals(Status.OPTIMAL, r.status(), a.name());
            assertEquals(1424, r.objective().maxPeak(), a.name());
            assertTrue(r.layout().structures().get(0).plan().shared(), a.name());
        }
    }

    private static TileAllocator fixed(TileResult r) {
        return new TileAllocator() {
            @Override
            public String name() {
                return r.solver();
            }

            @Override
            public String description() {
                return "a fixed answer";
            }

            @Override
            public TileResult allocate(TileProblem problem, SolveOptions options, Budget budget) {
                return r;
            }
        };
    }
}
