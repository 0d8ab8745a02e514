package dev.berth.cli.serve;

import java.nio.file.Path;
import java.util.List;

/**
 * Which files the service reads when a request names one (an instance path, a simt kernel): regular files
 * only, under {@code roots} once every link is resolved, at most {@code maxBytes} each. No roots: inline
 * instances only. The roots are real paths (links resolved when the server starts).
 */
public record FilePolicy(List<Path> roots, long maxBytes) {
    /** The default cap on a file's size. */
    public static final long DEFAULT_MAX_BYTES = 256L << 20;

    public FilePolicy {
        roots = List.copyOf(roots);
    }

    /** The working directory and below, at most {@link #DEFAULT_MAX_BYTES} a file. */
    public static FilePolicy workingDirectory() {
        try {
            return new FilePolicy(List.of(Path.of("").toAbsolutePath().toRealPath()), DEFAULT_MAX_BYTES);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    boolean readsFiles() {
        return !roots.isEmpty();
    }

    /** A new request's view of the policy, which remembers what the request read. */
    RequestFiles forRequest() {
        return new RequestFiles(this);
    }
}
