package dev.berth.cli;

import org.junit.jupiter.api.Test;

import java.lang.management.ManagementFactory;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code berth solve}'s limit counts from the JVM's start when the JVM runs that one command (its start-up and the
 * reading of the instance are part of the wait), and from the command's own start inside a longer-lived JVM.
 */
class SolveClockTest {
    @Test
    void aJvmOfItsOwnSpendsItsStartUpFromTheLimit() {
        boolean was = SolveCommand.ownJvm;
        try {
            SolveCommand.ownJvm = false;
            assertEquals(Duration.ofSeconds(10), SolveCommand.sinceStart(Duration.ofSeconds(10)));
            assertNull(SolveCommand.sinceStart(null), "no limit stays no limit");
            SolveCommand.ownJvm = true;
            long up = ManagementFactory.getRuntimeMXBean().getUptime();
            Duration left = SolveCommand.sinceStart(Duration.ofMillis(up + 60_000));
            assertTrue(left.toMillis() <= 60_000 && left.toMillis() > 0, left.toString());
            assertEquals(Duration.ofMillis(1), SolveCommand.sinceStart(Duration.ofMillis(1)),
                    "a limit the start-up has spent leaves a millisecond, not a negative budget");
        } finally {
            SolveCommand.ownJvm = was;
        }
    }
}
