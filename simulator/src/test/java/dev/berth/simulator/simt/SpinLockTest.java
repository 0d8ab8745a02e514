package dev.berth.simulator.simt;

import dev.berth.model.simt.Launch;
import dev.berth.model.simt.ir.Kernel;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The family's motivating kernel: an intra-warp spin-lock never finishes on a SIMT stack (the winner is masked
 * off while the losers spin) and completes under per-thread scheduling.
 */
class SpinLockTest {
    private static final Kernel SPINLOCK = ExampleKernels.load("spinlock.simt");

    private static Launch launch(int warps, int lanes) {
        return new Launch(warps, lanes, 2, Map.of());
    }

    @ParameterizedTest
    @CsvSource({"1, 4", "2, 4"})
    void ipdomNeverFinishesAndNamesTheMaskedOffHolder(int warps, int lanes) {
        SimtRunReport r = SimtSimulator.run(SPINLOCK, launch(warps, lanes), ExecutionModel.IPDOM,
                SimtRunOptions.deterministic());
        assertEquals(SimtOutcome.LIVELOCK, r.outcome(), r.message());
        assertFalse(r.suspected(), "a deterministic repeat is a proof, not a suspicion");
        assertTrue(r.message().contains("t0 masked off at critical:0"), r.message());
        assertTrue(r.unfinished().getFirst().startsWith("t0 (warp 0, lane 0): masked off at critical:0"),
                r.unfinished().toString());
        assertEquals(warps * lanes, r.unfinished().size());
        assertEquals(1, r.word(0), "the holder never releases the lock");
        assertEquals(0, r.word(1), "nobody reaches the counter");
        assertTrue(r.steps() < 100, "the repeat is found within a few loop turns: " + r.steps());
        assertFalse(r.trace().isEmpty());
        assertTrue(r.trace().getLast().contains("spin:"), r.trace().getLast());
    }

    @ParameterizedTest
    @CsvSource({"1, 4", "2, 4", "1, 32"})
    void itsCompletesEveryThreadsCriticalSection(int warps, int lanes) {
        SimtRunReport r = SimtSimulator.run(SPINLOCK, launch(warps, lanes), ExecutionModel.ITS,
                SimtRunOptions.deterministic());
        assertEquals(SimtOutcome.COMPLETED, r.outcome(), r.message());
        assertEquals(0, r.word(0));
        assertEquals(warps * lanes, r.word(1));
        assertTrue(r.unfinished().isEmpty());
    }

    @ParameterizedTest
    @CsvSource({"1, 4", "2, 4"})
    void itsCompletesUnderRandomSchedules(int warps, int lanes) {
        for (long seed = 1; seed <= 10; seed++) {
            SimtRunReport r = SimtSimulator.run(SPINLOCK, launch(warps, lanes), ExecutionModel.ITS,
                    SimtRunOptions.random(seed));
            assertEquals(SimtOutcome.COMPLETED, r.outcome(), "seed " + seed + ": " + r.message());
            assertEquals(warps * lanes, r.word(1), "seed " + seed);
            assertEquals(0, r.word(0), "seed " + seed);
        }
    }

    @ParameterizedTest
    @CsvSource({"1, 4", "2, 4"})
    void ipdomUnderARandomScheduleIsASuspectedLivelockAtTheStepLimit(int warps, int lanes) {
        SimtRunReport r = SimtSimulator.run(SPINLOCK, launch(warps, lanes), ExecutionModel.IPDOM,
                SimtRunOptions.random(7).withMaxSteps(5_000));
        assertEquals(SimtOutcome.LIVELOCK, r.outcome(), r.message());
        assertTrue(r.suspected());
        assertEquals(5_000, r.steps());
        // whichever warp won the lock first, exactly one thread holds it, masked off before the counter
        assertEquals(1, r.unfinished().stream().filter(u -> u.contains("masked off at critical:0")).count(),
                r.unfinished().toString());
        assertEquals(SimtRunOptions.DEFAULT_TRACE_LENGTH, r.trace().size());
    }
}
