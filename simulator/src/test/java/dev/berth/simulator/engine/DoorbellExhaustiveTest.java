package dev.berth.simulator.engine;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The correct protocol on every interleaving of small units. The counts are those of the whole reachable
 * state graph, so they do not depend on the search order: a change in them means the model changed. A
 * failing core changes only the values written, never which steps are possible, so its counts are the same.
 */
class DoorbellExhaustiveTest {
    @ParameterizedTest(name = "N={0} P={1} tasks={2}: {3} states")
    @CsvSource({
            "1, 1, 1,   56,   67",
            "2, 1, 1,  172,  321",
            "2, 2, 1,  184,  343",
            "3, 1, 1,  546, 1429",
            "3, 2, 1,  594, 1553",
            "3, 3, 1,  666, 1745",
            "4, 1, 1, 1804, 6197",
            "4, 2, 1, 1996, 6837",
            "4, 3, 1, 2284, 7821",
            "4, 4, 1, 2716, 9333",
            "1, 1, 2,   90,  111",
            "2, 1, 2,  308,  612",
            "2, 2, 2,  332,  656",
            "3, 1, 2, 1126, 3264",
            "3, 2, 2, 1222, 3512",
            "3, 3, 2, 1366, 3896",
            // a disconnect alone: the unit takes it, detaches, and the worker stops
            "1, 1, 0,   22,   23",
            "2, 1, 0,   52,   82",
            "3, 1, 0,  126,  270",
    })
    void correctProtocolHoldsOnEveryInterleaving(int cores, int parts, int tasks, long states, long transitions) {
        for (int failing = -1; failing < cores; failing++) {
            UnitConfiguration c = new UnitConfiguration(cores, parts, failing, tasks, ProtocolVariant.CORRECT);
            ExplorationReport r = DoorbellModel.explore(c);
            assertTrue(r.clean(), () -> c + ": " + r.violation().orElseThrow());
            assertEquals(states, r.states(), c + " states");
            assertEquals(transitions, r.transitions(), c + " transitions");
            // the protocol's end (all ended, buffers drained, doorbell 0) is the one state with no move
            assertEquals(1, r.endStates(), c + " end states");
        }
    }
}
