package dev.berth.engine;

import java.util.function.BooleanSupplier;

/**
 * The memory shared by one worker and one execution unit: a doorbell and a task register, plus the two waiters
 * that let either side sleep. The worker posts (register first, then ring) and awaits the clear; the unit's primary
 * awaits the ring, and clears once the completion word is written.
 */
public final class MemoryPortion {

    private final Doorbell doorbell;
    private final TaskRegister register;
    private final SpinParkWaiter unitWaiter;
    private final SpinParkWaiter workerWaiter;
    private final BooleanSupplier rung;
    private final BooleanSupplier clear;
    private boolean posted; // worker-side bookkeeping only, never read by the unit

    public MemoryPortion(Doorbell doorbell, int cores, int spins) {
        this.doorbell = doorbell;
        this.register = new TaskRegister(cores);
        this.unitWaiter = new SpinParkWaiter(spins);
        this.workerWaiter = new SpinParkWaiter(spins);
        this.rung = doorbell::isRung;
        this.clear = doorbell::isClear;
    }

    public Doorbell doorbell() {
        return doorbell;
    }

    public TaskRegister register() {
        return register;
    }

    /** Worker side: writes the task register, then rings (the ring's release orders the two). */
    public void post(Opcode opcode, UnitTask task) {
        if (posted) {
            throw new IllegalStateException("a task is already posted on this memory portion");
        }
        posted = true;
        register.write(opcode, task);
        doorbell.ring();
        unitWaiter.wake();
    }

    /** Worker side: waits for the clear, then reads the completion word. */
    public CompletionWord awaitCompletion() {
        if (!posted) {
            throw new IllegalStateException("no task posted on this memory portion");
        }
        workerWaiter.await(clear);
        posted = false;
        return register.completion();
    }

    /** Unit side: waits for a ring; the task register may be read once this returns. */
    public void awaitTask() {
        unitWaiter.await(rung);
    }

    /** Unit side: the completion word and results are written; hands the register back to the worker. */
    public void complete() {
        doorbell.clear();
        workerWaiter.wake();
    }
}
