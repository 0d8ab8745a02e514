package dev.berth.cli.serve;

import java.time.Duration;

/**
 * How the server shares the machine and what it takes from a client.
 *
 * @param workers          requests that run at once (solve, check, simulate); the rest wait in order
 * @param pending          requests accepted and not answered beyond which the server holds further ones only
 *                         up to {@code maxRequestBytes} of their lines before it stops reading
 * @param defaultTimeLimit a request's limit when it gives none
 * @param maxTimeLimit     the longest limit a request may ask for
 * @param maxRequestBytes  the longest request line; a longer one is skipped and answered -32600
 * @param files            which files a request may name
 */
public record ServeSettings(int workers, int pending, Duration defaultTimeLimit, Duration maxTimeLimit,
                            int maxRequestBytes, FilePolicy files) {
    /** The default longest request line: a 1M-buffer memory instance inline is about 60 MB. */
    public static final int DEFAULT_MAX_REQUEST_BYTES = 64 << 20;

    /** Files from the working directory and below, as the command's default. */
    public static ServeSettings of(int workers, int pending, Duration defaultTimeLimit, Duration maxTimeLimit) {
        return new ServeSettings(workers, pending, defaultTimeLimit, maxTimeLimit, DEFAULT_MAX_REQUEST_BYTES,
                FilePolicy.workingDirectory());
    }
}
