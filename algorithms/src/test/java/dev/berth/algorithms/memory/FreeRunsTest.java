package dev.berth.algorithms.memory;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class FreeRunsTest {

    @Test
    void firstFitOverTheComplementWithAlignmentAndCarving() {
        // taken: [2, 5), [4, 6), [8, 9) -> free [0, 2), [6, 8), [9, inf)
        FreeRuns runs = new FreeRuns(new long[] {8, 2, 4}, new long[] {9, 5, 6}, 3);
        assertEquals(0, runs.firstFit(2, 1));
        assertEquals(9, runs.firstFit(3, 1));
        runs.occupy(0, 2); // free [6, 8), [9, inf)
        assertEquals(12, runs.firstFit(1, 4));
        assertEquals(6, runs.firstFit(2, 2));
        runs.occupy(6, 1); // free [7, 8), [9, inf)
        assertEquals(7, runs.firstFit(1, 1));
        runs.occupy(10, 2); // free [7, 8), [9, 10), [12, inf)
        assertEquals(12, runs.firstFit(2, 1));
        runs.occupy(7, 1); // free [9, 10), [12, inf)
        assertEquals(9, runs.firstFit(1, 1));
        assertThrows(IllegalArgumentException.class, () -> runs.occupy(8, 1));
    }
}
