package dev.berth.algorithms.memory;

import dev.berth.model.InputException;
import dev.berth.model.Objective;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.Result;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.check.memory.MemoryChecker;
import dev.berth.model.memory.Window;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GreedyMemoryAllocatorTest extends MemoryHeuristicContract<GreedyMemoryAllocator> {
    private static final String[] ORDERS = {"size", "area", "lifespan", "start", "contention"};
    private static final String[] FITS = {"best", "first"};

    private final GreedyMemoryAllocator greedy = heuristic;

    GreedyMemoryAllocatorTest() {
        super(new GreedyMemoryAllocator(), everyVariant());
    }

    static List<SolveOptions> everyVariant() {
        List<SolveOptions> out = new ArrayList<>();
        for (String o : ORDERS) {
            for (String f : FITS) {
                out.add(options().withParam("order", o).withParam("fit", f));
            }
        }
        out.add(options().withParam("order", "all"));
        return out;
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6})
    void largerLayoutsAreValidAndAllKeepsTheBestPass(long seed) {
        MemoryProblem p = LargerInstances.random(seed, 500);
        long bestSingle = Long.MAX_VALUE;
        for (SolveOptions o : everyVariant()) {
            Result<MemoryLayout> r = greedy.solve(p, o);
            assertValid(p, r, o.params().toString());
            if (!"all".equals(o.params().get("order"))) {
                bestSingle = Math.min(bestSingle, r.objective());
            } else {
                assertEquals(bestSingle, r.objective());
            }
        }
    }

    @Test
    void miniMallocExampleIsPackedPerfectlyByEveryVariant() {
        MemoryProblem p = TinyMemoryInstances.miniMallocExample();
        for (SolveOptions o : everyVariant()) {
            Result<MemoryLayout> r = greedy.solve(p, o);
            assertEquals(Status.OPTIMAL, r.status(), o.params()::toString);
            assertEquals(12, r.objective());
            assertNull(MemoryChecker.firstViolation(p, r.solution().offsets()));
        }
        // by size (all 4 bytes), ties by lifespan: b5 at 0, b4 and b3 at 4, b2 and b1 at 8
        assertArrayEquals(new long[] {8, 8, 4, 4, 0}, greedy.solve(p, options()).solution().offsets());
    }

    @Test
    void pinsAreHonouredAndTheGapBelowAPinIsUsed() {
        MemoryProblem p = new MemoryProblem("pin", List.of(
                Buffer.of("p", 0, 10, 4).withFixedOffset(4L), Buffer.of("a", 0, 10, 4), Buffer.of("b", 0, 10, 2)),
                MemoryProblem.UNBOUNDED);
        Result<MemoryLayout> r = greedy.solve(p, options());
        assertArrayEquals(new long[] {4, 0, 8}, r.solution().offsets());
        assertEquals(Status.OPTIMAL, r.status());
    }

    @Test
    void alignmentRoundsUpAndBestFitTakesTheSmallestGap() {
        MemoryProblem p = new MemoryProblem("align", List.of(
                Buffer.of("a", 0, 10, 6), Buffer.of("b", 0, 10, 4).withAlignment(8), Buffer.of("c", 0, 10, 2),
                Buffer.of("d", 0, 10, 1)), MemoryProblem.UNBOUNDED);
        // a [0,6), b rounds up to 8, leaving gaps [6,8) (2 bytes) and [12, inf): c fills [6,8) exactly
        Result<MemoryLayout> best = greedy.solve(p, options());
        assertArrayEquals(new long[] {0, 8, 6, 12}, best.solution().offsets());
        // first fit puts d in the first free byte as well; here both rules agree on every buffer
        Result<MemoryLayout> first = greedy.solve(p, options().withParam("fit", "first"));
        assertArrayEquals(new long[] {0, 8, 6, 12}, first.solution().offsets());
    }

    @Test
    void bestFitTakesTheSmallestGapAndFirstFitTheLowest() {
        MemoryProblem p = new MemoryProblem("fits", List.of(
                Buffer.of("p0", 0, 10, 1).withFixedOffset(0L), Buffer.of("p1", 0, 10, 3).withFixedOffset(4L),
                Buffer.of("p2", 0, 10, 1).withFixedOffset(9L), Buffer.of("w", 0, 10, 2)), MemoryProblem.UNBOUNDED);
        // free: [1, 4) (3 bytes), [7, 9) (2 bytes), [10, inf)
        assertEquals(7, greedy.solve(p, options()).solution().offsets()[3]);
        assertEquals(1, greedy.solve(p, options().withParam("fit", "first")).solution().offsets()[3]);
    }

    @Test
    void gapsFreeMemoryAndWindowsKeepOnlyTheirPart() {
        Buffer a = Buffer.of("a", 0, 10, 4).withGaps(List.of(new Gap(3, 7)));
        Buffer b = Buffer.of("b", 4, 6, 4);
        MemoryProblem free = new MemoryProblem("gap", List.of(a, b), MemoryProblem.UNBOUNDED);
        Result<MemoryLayout> r = greedy.solve(free, options());
        assertArrayEquals(new long[] {0, 0}, r.solution().offsets());
        assertEquals(Status.OPTIMAL, r.status());

        Buffer windowed = a.withGaps(List.of(new Gap(3, 7, new Window(0, 2))));
        MemoryProblem kept = new MemoryProblem("window", List.of(windowed, b), MemoryProblem.UNBOUNDED);
        Result<MemoryLayout> w = greedy.solve(kept, options());
        // during the gap only a's bytes [0, 2) are held, so b starts at 2 and reuses a's bytes [2, 4)
        assertArrayEquals(new long[] {0, 2}, w.solution().offsets());
        assertNull(MemoryChecker.firstViolation(kept, w.solution().offsets()));
        assertEquals(6, w.objective());
        assertEquals(Status.OPTIMAL, w.status());
    }

    @Test
    void emptyProblemsAndZeroSizeBuffersCostNothing() {
        Result<MemoryLayout> empty = greedy.solve(new MemoryProblem("empty", List.of(), 8), options());
        assertEquals(Status.OPTIMAL, empty.status());
        assertEquals(0, empty.objective());
        MemoryProblem zero = new MemoryProblem("zero", List.of(Buffer.of("z", 0, 4, 0), Buffer.of("a", 0, 4, 3)), 3);
        Result<MemoryLayout> r = greedy.solve(zero, options());
        assertEquals(Status.OPTIMAL, r.status());
        assertEquals(3, r.objective());
    }

    @Test
    void sameInputSameLayout() {
        MemoryProblem p = LargerInstances.random(11, 500);
        Result<MemoryLayout> a = greedy.solve(p, options().withParam("order", "all"));
        Result<MemoryLayout> b = greedy.solve(p, options().withParam("order", "all"));
        assertArrayEquals(a.solution().offsets(), b.solution().offsets());
        assertEquals(a.stats(), b.stats());
    }

    @Test
    void fitObjectiveStopsAtTheFirstPassWithinTheCapacity() {
        MemoryProblem p = LargerInstances.random(3, 300);
        long peak = greedy.solve(p, options()).objective();
        Result<MemoryLayout> r = greedy.solve(p.withCapacity(peak),
                options().withObjective(Objective.FIT).withParam("order", "all"));
        assertTrue(r.status().hasSolution());
        assertEquals(1, r.stats().get("passes"));
    }

    @Test
    void nodeLimitCapsThePassesOfAll() {
        MemoryProblem p = LargerInstances.random(4, 300);
        Result<MemoryLayout> r = greedy.solve(p, options().withParam("order", "all").withNodeLimit(3));
        assertEquals(Status.FEASIBLE, r.status()); // no pass meets the bound, so none stops the search
        assertEquals(3, r.stats().get("passes"));
        Result<MemoryLayout> all = greedy.solve(p, options().withParam("order", "all"));
        assertEquals(10, all.stats().get("passes"));
        assertTrue(all.objective() <= r.objective());
    }

    @Test
    void unknownParametersAreRejected() {
        MemoryProblem p = TinyMemoryInstances.miniMallocExample();
        assertThrows(InputException.class, () -> greedy.solve(p, options().withParam("order", "random")));
        assertThrows(InputException.class, () -> greedy.solve(p, options().withParam("fit", "worst")));
    }
}
