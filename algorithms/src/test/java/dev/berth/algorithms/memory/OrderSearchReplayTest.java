package dev.berth.algorithms.memory;

import dev.berth.model.Budget;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.check.memory.MemoryChecker;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The order search replays each step only from the moved position; it must walk exactly the path a replay
 * from scratch walks: same layouts, same counters, for every seed and step limit.
 */
class OrderSearchReplayTest {

    private static SolveOptions steps(long n, long seed) {
        return SolveOptions.defaults().withTimeLimit(null).withNodeLimit(n).withSeed(seed);
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void incrementalReplayWalksTheSamePathAsReplayFromScratch(long seed) {
        MemoryProblem p = seed % 2 == 0 ? LargerInstances.random(seed, 400)
                : TinyMemoryInstances.random(seed, 80, seed % 4 == 1);
        for (long limit : new long[] {1, 7, 120}) {
            Result<MemoryLayout> fast = new OrderSearchMemoryAllocator(true).solve(p, steps(limit, seed));
            Result<MemoryLayout> slow = new OrderSearchMemoryAllocator(false).solve(p, steps(limit, seed));
            assertEquals(slow.status(), fast.status());
            assertArrayEquals(slow.solution().offsets(), fast.solution().offsets(), "limit " + limit);
            assertEquals(slow.stats(), fast.stats(), "limit " + limit);
            assertNull(MemoryChecker.firstViolation(p, fast.solution().offsets()));
        }
    }

    /** Replays from random positions, restores between them: every layout equals a pass from scratch. */
    @ParameterizedTest
    @ValueSource(longs = {11, 12, 13, 14})
    void replayAndRestoreMatchAFreshPassAtEveryPosition(long seed) {
        MemoryProblem p = LargerInstances.random(seed, 300);
        SegmentIndex index = SegmentIndex.of(p);
        GreedyPass journaled = new GreedyPass(p, index);
        GreedyPass fresh = new GreedyPass(p, index);
        Random r = new Random(seed);
        int[] order = GreedyOrder.SIZE.sequence(p);
        GreedyFit fit = seed % 2 == 0 ? GreedyFit.BEST : GreedyFit.FIRST; // one fit per pass, as a search uses
        long[] placed = journaled.replay(order, 0, fit, Budget.unlimited());
        assertArrayEquals(fresh.run(order, fit, Budget.unlimited()), placed);
        int tried = 0;
        for (int step = 0; step < 60; step++) {
            int from = 1 + r.nextInt(order.length - 1);
            int to = r.nextInt(from);
            int[] candidate = OrderSearchMemoryAllocator.promote(order, from, to);
            long[] got = journaled.replay(candidate, to, fit, Budget.unlimited());
            assertArrayEquals(fresh.run(candidate, fit, Budget.unlimited()), got, "step " + step);
            tried++;
            if (r.nextBoolean()) {
                order = candidate; // keep it, as an accepted step does
                placed = got;
            } else {
                journaled.restore(order, placed, to, Budget.unlimited()); // back to the kept order, as a rejected step does
            }
        }
        assertTrue(tried == 60);
    }

    /** A replay or restore cut short by the budget drops the journal; the next replay is a pass from scratch. */
    @ParameterizedTest
    @ValueSource(longs = {21, 22, 23})
    void aReplayCutShortLeavesNothingBehind(long seed) {
        MemoryProblem p = LargerInstances.random(seed, 3_000);
        SegmentIndex index = SegmentIndex.of(p);
        GreedyPass journaled = new GreedyPass(p, index);
        int[] order = GreedyOrder.SIZE.sequence(p);
        long[] placed = journaled.replay(order, 0, GreedyFit.FIRST, Budget.unlimited());
        Budget gone = Budget.unlimited();
        gone.cancel();
        int[] candidate = OrderSearchMemoryAllocator.promote(order, order.length - 1, 0);
        assertNull(journaled.replay(candidate, 0, GreedyFit.FIRST, gone), "no layout on a cancelled budget");
        journaled.restore(order, placed, 1, gone);
        int[] other = OrderSearchMemoryAllocator.promote(order, order.length / 2, order.length / 4);
        assertArrayEquals(new GreedyPass(p, index).run(other, GreedyFit.FIRST, Budget.unlimited()),
                journaled.replay(other, order.length / 4, GreedyFit.FIRST, Budget.unlimited()));
    }
}
