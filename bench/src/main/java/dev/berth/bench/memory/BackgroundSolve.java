package dev.berth.bench.memory;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Another process busy on the same cores: {@code berth solve TRACE --threads 2} with an hour's limit, started
 * again whenever it ends, until closed (then it and its children are stopped). Its output is discarded.
 */
final class BackgroundSolve implements AutoCloseable {
    private final List<String> command;
    private final AtomicBoolean open = new AtomicBoolean(true);
    private final Thread keeper;
    private volatile Process process;
    private volatile IOException failure;

    private BackgroundSolve(String berth, Path trace) {
        this.command = List.of(berth, "solve", trace.toString(), "--threads", "2", "--time-limit", "3600");
        this.keeper = Thread.ofPlatform().daemon().name("background-solve").start(this::keep);
    }

    static BackgroundSolve start(String berth, Path trace) throws InterruptedException {
        BackgroundSolve b = new BackgroundSolve(berth, trace);
        Thread.sleep(3_000); // its JVM up and its solve under way before anything is measured beside it
        if (b.failure != null) { // no "loaded" rows measured on a quiet machine
            throw new IllegalStateException("cannot start the background solve " + b.command + ": "
                    + b.failure.getMessage(), b.failure);
        }
        return b;
    }

    private void keep() {
        while (open.get()) {
            try {
                process = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                        .redirectError(ProcessBuilder.Redirect.DISCARD).start();
                process.waitFor();
            } catch (IOException e) {
                failure = e;
                return;
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    @Override
    public void close() throws InterruptedException {
        open.set(false);
        Process p = process;
        if (p != null) {
            p.descendants().forEach(ProcessHandle::destroy);
            p.destroy();
            p.waitFor();
        }
        keeper.interrupt();
        keeper.join(10_000);
    }
}
