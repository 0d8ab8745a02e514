package dev.berth.engine;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The task register of a memory portion. Its fields are plain on purpose: who may touch them is decided by the
 * doorbell (the worker while it is 0, the unit while it is 1), and the doorbell's release/acquire pair makes
 * one side's writes visible to the other. The only concurrent writes are the cores' completion bits, which share
 * one word and are therefore set by an atomic OR (the doorbell itself never sees a read-modify-write).
 */
public final class TaskRegister {

    private static final VarHandle COMPLETION;

    static {
        try {
            COMPLETION = MethodHandles.lookup().findVarHandle(TaskRegister.class, "completion", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private Opcode opcode;
    private UnitTask task;
    private int parts;
    private int width;
    private long completion;
    private final Throwable[] failures;

    public TaskRegister(int cores) {
        if (cores < 1 || cores > CompletionWord.MAX_WIDTH) {
            throw new IllegalArgumentException("a unit has 1.." + CompletionWord.MAX_WIDTH + " cores, not " + cores);
        }
        failures = new Throwable[cores];
    }

    /** Worker side, before ringing: the opcode and its arguments, and a cleared completion word. */
    public void write(Opcode opcode, UnitTask task) {
        this.completion = 0;
        this.width = 0;
        Arrays.fill(failures, null);
        this.parts = task == null ? 0 : task.parts();
        this.task = task;
        this.opcode = opcode;
    }

    public Opcode opcode() {
        return opcode;
    }

    public UnitTask task() {
        return task;
    }

    /** The part count the worker wrote, an argument separate from the task so a half-written register shows. */
    public int parts() {
        return parts;
    }

    public int cores() {
        return failures.length;
    }

    /** Unit side: how many cores got a part. */
    public void setWidth(int width) {
        this.width = width;
    }

    /** Unit side, core {@code core}: all its parts succeeded. */
    public void setCompletionBit(int core) {
        COMPLETION.getAndBitwiseOr(this, 1L << core);
    }

    /** Unit side, core {@code core}: why its bit stays 0. */
    public void setFailure(int core, Throwable failure) {
        failures[core] = failure;
    }

    /** Unit side or a test: how many cores got a part; 0 until the primary has read the task. */
    public int width() {
        return width;
    }

    /** The raw completion bits, for tests that must see a stale word (which {@link #completion()} would reject). */
    public long completionBits() {
        return completion;
    }

    /** Worker side, after the doorbell is clear. */
    public CompletionWord completion() {
        return new CompletionWord(completion, width);
    }

    /** Worker side, after the doorbell is clear: the exceptions of the failed cores, in core order. */
    public List<Throwable> failures() {
        List<Throwable> out = new ArrayList<>();
        for (Throwable t : failures) {
            if (t != null) {
                out.add(t);
            }
        }
        return out;
    }
}
