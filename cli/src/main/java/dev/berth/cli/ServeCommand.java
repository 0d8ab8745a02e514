package dev.berth.cli;

import dev.berth.cli.serve.FilePolicy;
import dev.berth.cli.serve.ServeSettings;
import dev.berth.cli.serve.Server;
import dev.berth.model.InputException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code berth serve}: the JSON-RPC 2.0 service on standard input and output (formats.md). */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Serve JSON-RPC 2.0 requests, one JSON object per line on stdin, answers on stdout (docs/formats.md):",
                "solve, check, simulate, solvers, cancel, shutdown; progress notifications while a solve runs.",
                "Requests run concurrently; a bad request is answered with an error and the server goes on.",
                "The end of the input cancels every request and ends the server within two seconds."})
final class ServeCommand implements Callable<Integer> {
    @Option(names = "--workers", paramLabel = "N",
            description = "requests that run at once (default: the number of cores); each solve uses one thread unless it asks for more")
    Integer workers;

    @Option(names = "--pending", paramLabel = "N", defaultValue = "256",
            description = "requests accepted and not yet answered before the server holds further ones only up to"
                    + " --max-request-bytes of their lines and then stops reading (default: ${DEFAULT-VALUE})")
    int pending;

    @Option(names = "--time-limit", paramLabel = "SECONDS", defaultValue = "10",
            description = "a request's limit when it gives no timeLimit (default: ${DEFAULT-VALUE})")
    double timeLimit;

    @Option(names = "--max-time-limit", paramLabel = "SECONDS", defaultValue = "3600",
            description = "the longest timeLimit a request may ask for (default: ${DEFAULT-VALUE})")
    double maxTimeLimit;

    @Option(names = "--max-request-bytes", paramLabel = "BYTES", defaultValue = "67108864",
            description = "the longest request line; a longer one is skipped unread and answered -32600 (default: ${DEFAULT-VALUE}, 64 MiB)")
    long maxRequestBytes;

    @Option(names = "--files", paramLabel = "DIR",
            description = "a directory whose regular files (and those below it) requests may name, links resolved first;"
                    + " repeatable (default: the working directory)")
    List<Path> files = new ArrayList<>();

    @Option(names = "--no-files", description = "read no files at all: instances come inline only")
    boolean noFiles;

    @Option(names = "--max-file-bytes", paramLabel = "BYTES", defaultValue = "268435456",
            description = "the largest file a request may name (default: ${DEFAULT-VALUE}, 256 MiB)")
    long maxFileBytes;

    @Override
    public Integer call() throws IOException {
        int n = workers == null ? Runtime.getRuntime().availableProcessors() : workers;
        if (n < 1) {
            throw new InputException("--workers", "must be at least 1, got " + n);
        }
        if (pending < 1) {
            throw new InputException("--pending", "must be at least 1, got " + pending);
        }
        if (maxRequestBytes < 1024 || maxRequestBytes > Integer.MAX_VALUE - 16) {
            throw new InputException("--max-request-bytes", "must be between 1024 and " + (Integer.MAX_VALUE - 16)
                    + ", got " + maxRequestBytes);
        }
        if (maxFileBytes < 1) {
            throw new InputException("--max-file-bytes", "must be at least 1, got " + maxFileBytes);
        }
        ServeSettings settings = new ServeSettings(n, pending, seconds("--time-limit", timeLimit),
                seconds("--max-time-limit", maxTimeLimit), (int) maxRequestBytes, policy());
        // the protocol owns standard output: anything a library prints goes to standard error instead
        OutputStream protocol = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out));
        System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.err), true));
        return new Server(System.in, protocol, settings).run();
    }

    private FilePolicy policy() {
        if (noFiles) {
            if (!files.isEmpty()) {
                throw new InputException("--no-files", "cannot go with --files");
            }
            return new FilePolicy(List.of(), maxFileBytes);
        }
        List<Path> roots = new ArrayList<>();
        for (Path p : files.isEmpty() ? List.of(Path.of("")) : files) {
            if (!Files.isDirectory(p)) {
                throw new InputException("--files " + p, "not a directory");
            }
            try {
                roots.add(p.toAbsolutePath().toRealPath());
            } catch (IOException e) {
                throw new InputException("--files " + p, "cannot resolve: " + e.getMessage());
            }
        }
        return new FilePolicy(roots, maxFileBytes);
    }

    private static Duration seconds(String option, double s) {
        if (!(s > 0) || Double.isInfinite(s)) {
            throw new InputException(option, "must be a positive number of seconds, got " + s);
        }
        return Duration.ofMillis((long) Math.ceil(s * 1000));
    }
}
