package dev.berth.cli.serve;

import java.time.Duration;

/**
 * How the server shares the machine.
 *
 * @param workers          requests that run at once (solve, check, simulate); the rest wait in order
 * @param pending          requests accepted but not finished before the reader stops taking more (memory stays
 *                         bounded however fast a client writes)
 * @param defaultTimeLimit a solve's limit when the request gives none
 * @param maxTimeLimit     the longest limit a request may ask for
 */
public record ServeSettings(int workers, int pending, Duration defaultTimeLimit, Duration maxTimeLimit) {
}
