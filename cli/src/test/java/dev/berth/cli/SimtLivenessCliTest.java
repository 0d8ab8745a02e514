package dev.berth.cli;

import org.junit.jupiter.api.Test;

import java.net.URISyntaxException;
import java.nio.file.Path;

import static dev.berth.cli.CliTest.berth;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A compiled kernel every static rule accepts but that livelocks on the next-PC hardware (a spin-lock released
 * in the block that then synchronises the warp, compiled by an earlier pass that put the wait before the
 * release): {@code berth check} runs it and says invalid, with the state repeat that proves it.
 */
class SimtLivenessCliTest {
    private static String resource(String name) throws URISyntaxException {
        return Path.of(SimtLivenessCliTest.class.getResource("/simt-livelock/" + name).toURI()).toString();
    }

    @Test
    void checkRunsTheKernelAndFindsTheLivelock() throws Exception {
        CliTest.Run r = berth("check", resource("release-sync-1x4.json"), resource("release-sync-1x4.livelocking.json"));
        assertEquals(ExitCodes.INVALID, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("invalid: on the hardware model:"), r.out());
        assertTrue(r.out().contains("livelock under nextpc: the state after step"), r.out());
    }

    @Test
    void simulateShowsTheSameLivelock() throws Exception {
        CliTest.Run r = berth("simulate", resource("release-sync-1x4.json"), resource("release-sync-1x4.livelocking.json"));
        assertTrue(r.out().contains("livelock"), r.out());
        assertEquals(1, r.code(), r.out() + r.err());
    }
}
