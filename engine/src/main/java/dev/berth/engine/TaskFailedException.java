package dev.berth.engine;

import java.util.List;

/**
 * A leaf failed: a core's completion bit was 0. The first failure is the cause, the others are suppressed.
 * No one-argument (Throwable) constructor on purpose: ForkJoinPool would use it to wrap this exception in a copy
 * of itself when rethrowing across threads.
 */
public final class TaskFailedException extends RuntimeException {

    public TaskFailedException(String message, List<Throwable> failures) {
        super(message, failures.isEmpty() ? null : failures.get(0));
        for (int i = 1; i < failures.size(); i++) {
            addSuppressed(failures.get(i));
        }
    }
}
