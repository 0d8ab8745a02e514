package dev.berth.model;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** A solve's values computed once: shared by every budget made from the solve's, not by another solve. */
class BudgetSolveValuesTest {
    @Test
    void aValueIsComputedOncePerSolveWhateverBudgetOfItAsks() {
        AtomicInteger computed = new AtomicInteger();
        Object instance = new Object();
        Budget solve = Budget.of(Duration.ofSeconds(60));
        Object first = solve.once("bound", instance, () -> List.of(computed.incrementAndGet()));
        assertSame(first, solve.child().once("bound", instance, () -> List.of(computed.incrementAndGet())));
        assertSame(first, solve.child(Duration.ofSeconds(1)).child().once("bound", instance, () -> List.of(0)));
        assertSame(first, solve.deadlineOnly(Duration.ofSeconds(1)).once("bound", instance, () -> List.of(0)),
                "the gate's check budget belongs to the same solve");
        assertEquals(1, computed.get());

        Budget other = Budget.of(Duration.ofSeconds(60));
        assertNotSame(first, other.once("bound", instance, () -> List.of(computed.incrementAndGet())));
        assertEquals(2, computed.get(), "another solve computes its own");
    }

    @Test
    void keysAreComparedByIdentityAndKindsKeptApart() {
        Budget solve = Budget.unlimited();
        String a = new String("same");
        String b = new String("same");
        assertEquals(1, (int) solve.once("n", a, () -> 1));
        assertEquals(2, (int) solve.once("n", b, () -> 2), "an equal instance is another instance");
        assertEquals(3, (int) solve.once("m", a, () -> 3), "another kind of value of the same instance");
    }

    @Test
    void aComputationThatFailsStoresNothing() {
        Budget solve = Budget.unlimited();
        Object key = new Object();
        assertThrows(OutOfTime.class, () -> solve.once("bound", key, () -> {
            throw new OutOfTime("computing the bound", false);
        }));
        assertEquals(7, (int) solve.once("bound", key, () -> 7));
    }
}
