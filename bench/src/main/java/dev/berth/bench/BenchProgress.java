package dev.berth.bench;

import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;

/**
 * The progress bar of a bench on stderr, naming the run under way; a no-op when not shown, so the loops of
 * the benches need no null checks.
 */
public final class BenchProgress implements AutoCloseable {
    private final ProgressBar bar;

    private BenchProgress(ProgressBar bar) {
        this.bar = bar;
    }

    /** A bar of {@code steps} steps titled {@code task}, or a silent one when {@code show} is false. */
    public static BenchProgress of(boolean show, String task, long steps) {
        return new BenchProgress(show ? new ProgressBarBuilder().setTaskName(task).setInitialMax(steps)
                .setConsumer(new ConsoleProgressBarConsumer(System.err)).setUpdateIntervalMillis(250)
                .continuousUpdate().build() : null);
    }

    /** What is being run now, e.g. "instance / strategy". */
    public void message(String text) {
        if (bar != null) {
            bar.setExtraMessage(text);
        }
    }

    public void step() {
        if (bar != null) {
            bar.step();
        }
    }

    @Override
    public void close() {
        if (bar != null) {
            bar.close();
        }
    }
}
