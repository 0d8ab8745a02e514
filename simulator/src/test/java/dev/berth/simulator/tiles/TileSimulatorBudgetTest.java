package dev.berth.simulator.tiles;

import dev.berth.model.Budget;
import dev.berth.model.CurrentBudget;
import dev.berth.model.OutOfTime;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.testing.StackedTileLayout;
import dev.berth.model.tiles.testing.TileExamples;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The BSP simulator stops at a cancelled budget, and runs to its end under an open one. */
class TileSimulatorBudgetTest {
    private static final TileProblem P = TileExamples.random(5, 16, 40, 0, 6);

    @Test
    void aCancelledSimulationStops() {
        var layout = StackedTileLayout.of(P, StructurePlan.allReplicated(P));
        Budget cancelled = Budget.unlimited();
        cancelled.cancel();
        OutOfTime e = assertThrows(OutOfTime.class,
                () -> CurrentBudget.during(cancelled, () -> TileSimulator.run(P, layout)));
        assertTrue(e.cancelled());
        assertTrue(e.getMessage().startsWith("cancelled while simulating"), e.getMessage());
    }

    @Test
    void anOpenBudgetRunsEveryTile() {
        var layout = StackedTileLayout.of(P, StructurePlan.allReplicated(P));
        TileSimulationReport report = CurrentBudget.during(Budget.unlimited(), () -> TileSimulator.run(P, layout));
        assertEquals(TileSimulator.run(P, layout).violations(), report.violations());
        assertEquals(P.tiles(), report.peaks().length);
    }
}
