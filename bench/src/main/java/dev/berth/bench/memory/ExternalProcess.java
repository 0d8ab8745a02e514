package dev.berth.bench.memory;

import dev.berth.model.Budget;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs one external command under a {@link Budget}: no shell, stdin closed, stdout discarded, stderr into a
 * file (so a chatty tool can neither block on a full pipe nor flood the bench's console). When the budget
 * runs out or is cancelled, the whole process tree is killed: descendants first, because once the parent
 * is gone its children are re-parented and no longer reachable from it.
 */
final class ExternalProcess {
    /** How often the budget is polled while the command runs. */
    private static final long POLL_MILLIS = 50;
    /** How long to wait for a killed process to be reaped. */
    private static final long REAP_SECONDS = 5;
    private static final int MAX_REASON_CHARS = 300;
    private static final int TAIL_BYTES = 8192;

    private ExternalProcess() {
    }

    /**
     * How the command ended.
     *
     * @param exitCode    its exit code, or null when it did not end by itself
     * @param stopped     killed because the budget ran out or was cancelled
     * @param startError  why it could not be started, or null
     * @param lastStderr  the last non-blank line it wrote on stderr (shortened), or null
     */
    record Outcome(Integer exitCode, boolean stopped, String startError, String lastStderr) {
    }

    static Outcome run(List<String> argv, Path stderrFile, Budget budget) {
        Process process;
        try {
            process = new ProcessBuilder(argv)
                    .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(stderrFile.toFile())
                    .start();
        } catch (IOException | RuntimeException e) {
            return new Outcome(null, false, oneLine(String.valueOf(e.getMessage())), null);
        }
        boolean interrupted = false;
        try {
            while (!process.waitFor(Math.max(1, Math.min(POLL_MILLIS, budget.remainingMillis())), TimeUnit.MILLISECONDS)) {
                if (budget.exhausted()) {
                    break;
                }
            }
        } catch (InterruptedException e) {
            interrupted = true;
        }
        if (process.isAlive()) {
            killTree(process);
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            return new Outcome(null, true, null, lastLine(stderrFile));
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        return new Outcome(process.exitValue(), false, null, lastLine(stderrFile));
    }

    static void killTree(Process process) {
        List<ProcessHandle> tree = process.descendants().toList();
        tree.forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        try {
            process.waitFor(REAP_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The last non-blank line of {@code file} (only its tail is read), shortened for a one-line reason; null if none. */
    static String lastLine(Path file) {
        try (SeekableByteChannel ch = Files.newByteChannel(file)) {
            long from = Math.max(0, ch.size() - TAIL_BYTES);
            ByteBuffer buf = ByteBuffer.allocate((int) (ch.size() - from));
            ch.position(from);
            while (buf.hasRemaining() && ch.read(buf) >= 0) {
                // read the whole tail
            }
            String[] lines = new String(buf.array(), 0, buf.position(), StandardCharsets.UTF_8).split("\\R");
            for (int i = lines.length - 1; i >= 0; i--) {
                if (!lines[i].isBlank()) {
                    return oneLine(lines[i]);
                }
            }
            return null;
        } catch (IOException e) { // no stderr file: nothing to report
            return null;
        }
    }

    static String oneLine(String s) {
        String t = s.replaceAll("\\s+", " ").strip();
        return t.length() <= MAX_REASON_CHARS ? t : t.substring(0, MAX_REASON_CHARS) + "...";
    }
}
