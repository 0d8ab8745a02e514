package dev.berth.engine;

/**
 * An execution unit as its worker sees it: the memory portion the two share and the unit's cores behind it.
 * Every method except the getters is for the one worker the unit is mapped to: the doorbell protocol has a single
 * writer per side, so two threads posting to one unit is a bug (the CAS doorbell detects it, the default does not).
 */
public final class ExecutionUnit {

    private final int index;
    private final MemoryPortion portion;
    private final UnitCores cores;
    private volatile boolean detached;
    private volatile boolean disconnectRequested;

    public ExecutionUnit(int index, int cores, DoorbellKind doorbell, int spins) {
        this(index, cores, doorbell, spins, 0);
    }

    /** With {@code stackBytes} of stack for each core (0: the JVM's default). */
    public ExecutionUnit(int index, int cores, DoorbellKind doorbell, int spins, long stackBytes) {
        this.index = index;
        this.portion = new MemoryPortion(doorbell.create(), cores, spins);
        this.cores = new UnitCores("berth-unit-" + index, portion, stackBytes);
    }

    public int index() {
        return index;
    }

    public int cores() {
        return portion.register().cores();
    }

    /** Posts a task (register, then doorbell) without waiting, so a worker can start several units at once. */
    public void post(UnitTask task) {
        if (detached) {
            throw new IllegalStateException("unit " + index + " is detached");
        }
        if (task.parts() < 1) {
            throw new IllegalArgumentException("a task needs at least one part, had " + task.parts());
        }
        portion.post(Opcode.RUN, task);
    }

    /** Waits for the posted task's completion. */
    public UnitResult await() {
        CompletionWord word = portion.awaitCompletion();
        return new UnitResult(word, portion.register().failures());
    }

    public UnitResult run(UnitTask task) {
        post(task);
        return await();
    }

    /** Sends the disconnect opcode and waits until every core of the unit has ended. Idempotent. */
    public void disconnect() {
        if (detached) {
            return;
        }
        portion.post(Opcode.DISCONNECT, null);
        portion.awaitCompletion();
        detached = true;
        boolean interrupted = false;
        while (true) {
            try {
                cores.join(); // the cores end right after the disconnect is acknowledged
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Any thread: asks the owning worker to send the disconnect opcode before its next offload (only that worker
     * may ring the doorbell). The engine's close disconnects units whose worker never got to it.
     */
    public void requestDisconnect() {
        disconnectRequested = true;
    }

    public boolean isDisconnectRequested() {
        return disconnectRequested;
    }

    public boolean isDetached() {
        return detached;
    }

    /** Whether any core thread of the unit is still running. */
    public boolean coresAlive() {
        return cores.anyAlive();
    }

    /** RUN tasks completed so far; exact when read by the worker (or after the engine's computation returned). */
    public long tasksRun() {
        return cores.tasksRun();
    }
}
