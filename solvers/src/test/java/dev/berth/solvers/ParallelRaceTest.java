package dev.berth.solvers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.berth.model.Budget;
import dev.berth.model.InputException;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class ParallelRaceTest {

    private static List<Function<Budget, Integer>> members(int k, List<Integer> started, List<Long> budgets) {
        List<Function<Budget, Integer>> out = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            int id = i;
            out.add(b -> {
                started.add(id);
                budgets.add(b.remainingMillis());
                return id;
            });
        }
        return out;
    }

    @Test
    void oneLaneRunsTheMembersInOrderEachWithTheTimeLeft() {
        List<Integer> started = Collections.synchronizedList(new ArrayList<>());
        List<Long> budgets = Collections.synchronizedList(new ArrayList<>());
        List<Integer> arrived = new ArrayList<>();
        ParallelRace.run(members(4, started, budgets), 1, Budget.of(Duration.ofSeconds(400)), r -> false,
                arrived::add);
        assertEquals(List.of(0, 1, 2, 3), started);
        assertEquals(List.of(0, 1, 2, 3), arrived);
        // members return at once, so each finds about the whole 400 s left
        for (int i = 0; i < 4; i++) {
            assertTrue(budgets.get(i) > 395_000, "member " + i + " had " + budgets.get(i) + " ms");
        }
    }

    @Test
    void aDecisiveAnswerSkipsTheMembersNotStarted() {
        List<Integer> started = Collections.synchronizedList(new ArrayList<>());
        List<Long> budgets = Collections.synchronizedList(new ArrayList<>());
        List<Integer> arrived = new ArrayList<>();
        ParallelRace.run(members(5, started, budgets), 1, Budget.unlimited(), r -> r == 1, arrived::add);
        assertEquals(List.of(0, 1), started);
        assertEquals(List.of(0, 1), arrived);
    }

    @Test
    void twoLanesRunEveryMemberOnceAndHandEachResultOverOnce() {
        for (int k = 1; k <= 7; k++) {
            List<Integer> started = Collections.synchronizedList(new ArrayList<>());
            List<Long> budgets = Collections.synchronizedList(new ArrayList<>());
            List<Integer> arrived = new ArrayList<>();
            ParallelRace.run(members(k, started, budgets), 2, Budget.unlimited(), r -> false, arrived::add);
            List<Integer> sorted = new ArrayList<>(arrived);
            Collections.sort(sorted);
            assertEquals(k, sorted.size());
            for (int i = 0; i < k; i++) {
                assertEquals(i, sorted.get(i));
            }
        }
    }

    @Test
    void aMembersInputErrorReachesTheCallerAndOtherFailuresAreWrapped() {
        List<Function<Budget, Integer>> bad = List.of(b -> {
            throw new InputException("x", "bad field");
        });
        assertThrows(InputException.class, () -> ParallelRace.run(bad, 2, Budget.unlimited(), r -> false, r -> { }));
        List<Function<Budget, Integer>> broken = List.of(b -> 1, b -> {
            throw new ArithmeticException("boom");
        });
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> ParallelRace.run(broken, 2, Budget.unlimited(), r -> false, r -> { }));
        assertEquals("boom", e.getCause().getMessage());
        assertFalse(e.getMessage().isEmpty());
    }
}
