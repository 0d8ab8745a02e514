package dev.berth.engine;

import java.util.concurrent.Phaser;

/**
 * The unit side of a memory portion: a primary core (rank 0) and secondary cores, each a thread. The primary waits
 * for the doorbell, reads the task, gives each of the first {@code min(parts, cores)} cores a contiguous run of
 * parts (itself included), and after every core has set its completion bit and met the others at the barrier it
 * clears the doorbell. Two barrier phases per task: the start phase publishes the task to the secondaries, the end
 * phase is the text's barrier, which keeps any core from touching the register again before the worker has read it.
 */
final class UnitCores {

    private final MemoryPortion portion;
    private final TaskRegister register;
    private final int cores;
    private final Phaser barrier;
    private final Thread[] threads;

    // Written by the primary before the start phase, read by the secondaries after it: the phase orders them.
    private UnitTask task;
    private int width;
    private boolean stopping;

    // Written by the primary before it clears the doorbell, so a worker reads it after a completion.
    private long tasksRun;

    UnitCores(String name, MemoryPortion portion, long stackBytes) {
        this.portion = portion;
        this.register = portion.register();
        this.cores = register.cores();
        this.barrier = new Phaser(cores);
        this.threads = new Thread[cores];
        threads[0] = builder(name + "-core-0", stackBytes).unstarted(() -> {
            EngineThreads.mark();
            primary();
        });
        for (int j = 1; j < cores; j++) {
            int rank = j;
            threads[j] = builder(name + "-core-" + j, stackBytes).unstarted(() -> {
                EngineThreads.mark();
                secondary(rank);
            });
        }
        for (Thread t : threads) {
            t.start();
        }
    }

    private static Thread.Builder.OfPlatform builder(String name, long stackBytes) {
        Thread.Builder.OfPlatform b = Thread.ofPlatform().name(name).daemon();
        return stackBytes > 0 ? b.stackSize(stackBytes) : b;
    }

    long tasksRun() {
        return tasksRun;
    }

    boolean anyAlive() {
        for (Thread t : threads) {
            if (t.isAlive()) {
                return true;
            }
        }
        return false;
    }

    void join() throws InterruptedException {
        for (Thread t : threads) {
            t.join();
        }
    }

    private void primary() {
        while (true) {
            portion.awaitTask();
            if (register.opcode() == Opcode.DISCONNECT) {
                stopping = true;
                barrier.arrive(); // releases the secondaries from the start phase; they see stopping and end
                register.setWidth(1);
                register.setCompletionBit(0);
                portion.complete();
                return;
            }
            UnitTask current = register.task();
            int w = Math.min(register.parts(), cores);
            task = current;
            width = w;
            register.setWidth(w);
            barrier.arriveAndAwaitAdvance();
            runShare(0, current, w);
            barrier.arriveAndAwaitAdvance();
            task = null;
            tasksRun++;
            portion.complete();
        }
    }

    private void secondary(int rank) {
        while (true) {
            barrier.arriveAndAwaitAdvance();
            if (stopping) {
                return;
            }
            if (rank < width) {
                runShare(rank, task, width);
            }
            barrier.arriveAndAwaitAdvance();
        }
    }

    /** Core {@code rank} of {@code w} working cores runs its contiguous run of parts and reports in its bit. */
    private void runShare(int rank, UnitTask current, int w) {
        long parts = register.parts();
        int from = (int) (parts * rank / w);
        int to = (int) (parts * (rank + 1) / w);
        try {
            for (int part = from; part < to; part++) {
                current.runPart(part);
            }
        } catch (Throwable failure) { // anything a part throws is this core's 0 bit, never a dead core and a hang
            register.setFailure(rank, failure);
            return;
        }
        register.setCompletionBit(rank);
    }
}
