package dev.berth.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class ExecutionUnitTest {

    /** Counts how often each part ran and on how many distinct threads; part {@code failing} throws. */
    private static final class RecordingTask implements UnitTask {
        final AtomicIntegerArray runs;
        final Set<String> threads = ConcurrentHashMap.newKeySet();
        final int failing;
        final RuntimeException failure = new IllegalStateException("part failed on purpose");

        RecordingTask(int parts, int failing) {
            this.runs = new AtomicIntegerArray(parts);
            this.failing = failing;
        }

        @Override
        public int parts() {
            return runs.length();
        }

        @Override
        public void runPart(int part) {
            runs.incrementAndGet(part);
            threads.add(Thread.currentThread().getName());
            if (part == failing) {
                throw failure;
            }
        }

        void assertEachPartRanOnce() {
            for (int p = 0; p < runs.length(); p++) {
                assertEquals(1, runs.get(p), "part " + p);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(DoorbellKind.class)
    void fivePartsOnThirtyTwoCoresSetExactlyFiveBits(DoorbellKind kind) {
        ExecutionUnit unit = new ExecutionUnit(0, 32, kind, 100);
        try {
            RecordingTask task = new RecordingTask(5, -1);
            UnitResult result = unit.run(task);
            assertEquals(5, result.completion().width());
            assertEquals(5, result.completion().successes());
            assertEquals(0b11111, result.completion().bits());
            assertTrue(result.succeeded());
            task.assertEachPartRanOnce();
            assertEquals(5, task.threads.size(), "one part per core");
        } finally {
            unit.disconnect();
        }
    }

    @ParameterizedTest
    @EnumSource(DoorbellKind.class)
    void morePartsThanCoresGiveEveryCoreARun(DoorbellKind kind) {
        ExecutionUnit unit = new ExecutionUnit(0, 4, kind, 100);
        try {
            for (int round = 0; round < 50; round++) {
                RecordingTask task = new RecordingTask(101, -1);
                UnitResult result = unit.run(task);
                assertEquals(4, result.completion().width());
                assertTrue(result.succeeded());
                task.assertEachPartRanOnce();
            }
            assertEquals(50, unit.tasksRun());
        } finally {
            unit.disconnect();
        }
    }

    @ParameterizedTest
    @EnumSource(DoorbellKind.class)
    void anExceptionInACoreIsAZeroBitAndTheUnitCarriesOn(DoorbellKind kind) {
        ExecutionUnit unit = new ExecutionUnit(0, 4, kind, 100);
        try {
            RecordingTask failing = new RecordingTask(8, 5); // parts 4..5 are core 2's run
            UnitResult result = unit.run(failing);
            assertFalse(result.succeeded());
            assertEquals(0b1011, result.completion().bits());
            assertEquals(1, result.failures().size());
            assertSame(failing.failure, result.failures().get(0));

            RecordingTask next = new RecordingTask(8, -1);
            assertTrue(unit.run(next).succeeded(), "a failure leaves the unit usable");
            next.assertEachPartRanOnce();
        } finally {
            unit.disconnect();
        }
    }

    @ParameterizedTest
    @EnumSource(DoorbellKind.class)
    void disconnectEndsTheCoresAndRefusesFurtherTasks(DoorbellKind kind) {
        ExecutionUnit unit = new ExecutionUnit(3, 8, kind, 100);
        assertTrue(unit.run(new RecordingTask(3, -1)).succeeded());
        unit.disconnect();
        assertTrue(unit.isDetached());
        assertFalse(unit.coresAlive());
        assertThrows(IllegalStateException.class, () -> unit.post(new RecordingTask(1, -1)));
        unit.disconnect(); // idempotent
    }

    @ParameterizedTest
    @EnumSource(DoorbellKind.class)
    void parkedUnitWakesForATask(DoorbellKind kind) {
        ExecutionUnit unit = new ExecutionUnit(0, 2, kind, 0); // no spinning: every wait parks
        try {
            for (int round = 0; round < 20; round++) {
                assertTrue(unit.run(new RecordingTask(2, -1)).succeeded());
            }
        } finally {
            unit.disconnect();
        }
    }
}
