package dev.berth.cli;

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
import java.time.Duration;
import java.util.concurrent.Callable;

/** {@code berth serve}: the JSON-RPC 2.0 service on standard input and output (formats.md). */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Serve JSON-RPC 2.0 requests, one JSON object per line on stdin, answers on stdout (docs/formats.md):",
                "solve, check, simulate, solvers, cancel, shutdown; progress notifications while a solve runs.",
                "Requests run concurrently; a bad request is answered with an error and the server goes on."})
final class ServeCommand implements Callable<Integer> {
    @Option(names = "--workers", paramLabel = "N",
            description = "requests that run at once (default: the number of cores); each solve uses one thread unless it asks for more")
    Integer workers;

    @Option(names = "--pending", paramLabel = "N", defaultValue = "256",
            description = "requests accepted but not yet answered before the server stops reading (default: ${DEFAULT-VALUE})")
    int pending;

    @Option(names = "--time-limit", paramLabel = "SECONDS", defaultValue = "10",
            description = "a solve's limit when the request gives no timeLimit (default: ${DEFAULT-VALUE})")
    double timeLimit;

    @Option(names = "--max-time-limit", paramLabel = "SECONDS", defaultValue = "3600",
            description = "the longest timeLimit a request may ask for (default: ${DEFAULT-VALUE})")
    double maxTimeLimit;

    @Override
    public Integer call() throws IOException {
        int n = workers == null ? Runtime.getRuntime().availableProcessors() : workers;
        if (n < 1) {
            throw new InputException("--workers", "must be at least 1, got " + n);
        }
        if (pending < 1) {
            throw new InputException("--pending", "must be at least 1, got " + pending);
        }
        ServeSettings settings = new ServeSettings(n, pending, seconds("--time-limit", timeLimit),
                seconds("--max-time-limit", maxTimeLimit));
        // the protocol owns standard output: anything a library prints goes to standard error instead
        OutputStream protocol = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out));
        System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.err), true));
        return new Server(System.in, protocol, settings).run();
    }

    private static Duration seconds(String option, double s) {
        if (!(s > 0) || Double.isInfinite(s)) {
            throw new InputException(option, "must be a positive number of seconds, got " + s);
        }
        return Duration.ofMillis((long) Math.ceil(s * 1000));
    }
}
