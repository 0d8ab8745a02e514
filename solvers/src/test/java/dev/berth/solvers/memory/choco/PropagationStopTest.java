package dev.berth.solvers.memory.choco;

import dev.berth.model.Budget;
import dev.berth.model.testing.Budgets;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.variables.IntVar;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PropagationStopTest {

    private static CliqueRoomPropagator roomFor(PropagationStop stop) {
        Model model = new Model();
        IntVar[] starts = {model.intVar("a", 0, 10), model.intVar("b", 0, 10)};
        return new CliqueRoomPropagator(starts, new int[] {2, 3}, stop);
    }

    @Test
    void aPropagatorGivesUpWithinAFewHundredCallsOnceTheBudgetIsGone() {
        Budget budget = Budgets.cancelled();
        PropagationStop stop = new PropagationStop(budget);
        CliqueRoomPropagator room = roomFor(stop);
        assertThrows(ContradictionException.class, () -> {
            for (int k = 0; k < 256; k++) {
                room.propagate(0);
            }
        });
        assertTrue(stop.fired());
    }

    @Test
    void anOpenBudgetNeverStopsPropagation() throws ContradictionException {
        PropagationStop stop = new PropagationStop(Budget.unlimited());
        CliqueRoomPropagator room = roomFor(stop);
        for (int k = 0; k < 1000; k++) {
            room.propagate(0);
        }
        assertFalse(stop.fired());
    }
}
