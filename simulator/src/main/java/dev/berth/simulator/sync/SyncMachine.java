package dev.berth.simulator.sync;

import dev.berth.model.sync.SyncProblem;

/**
 * The sync family's simulated hardware for a caller that decides the schedule itself (the channels family's
 * timed run): the same machine, semantics and violation messages the sync simulator uses, stepped one warp at
 * a time. A step is an ordinary instruction, a signal, a wait's issue or a wait's completion; only the
 * completion can be blocked.
 */
public final class SyncMachine {
    private final CompiledProgram program;
    private final WarpMachine machine;

    /**
     * The program with {@code mapping} (per logical resource, a physical id within its class), in its initial
     * state.
     *
     * @throws IllegalArgumentException when the mapping does not have one entry per resource
     */
    public SyncMachine(SyncProblem problem, int[] mapping) {
        this.program = new CompiledProgram(problem, mapping);
        this.machine = new WarpMachine(program);
    }

    /** What makes the hardware impossible to set up with this mapping (an unusable id, arrival counts), or null. */
    public SyncViolation setupViolation() {
        return program.setupViolation;
    }

    public int warps() {
        return program.warps;
    }

    /** Steps every warp's code takes in all (an upper bound for any schedule). */
    public int totalSteps() {
        return program.totalSteps;
    }

    /** Whether warp w has run all its code. */
    public boolean done(int w) {
        return machine.nextKind(w) < 0;
    }

    public boolean finished() {
        return machine.finished();
    }

    /** Whether warp w can take its next step now (false when done, or waiting on a channel that does not let it pass). */
    public boolean canStep(int w) {
        return machine.enabled(w);
    }

    /** Whether warp w's next step is an ordinary instruction (no sync op); false when done. */
    public boolean nextIsInstruction(int w) {
        return machine.nextKind(w) == CompiledProgram.OTHER;
    }

    /** Index, in warp w's ops, of the op its next step belongs to (a wait's two steps share one); -1 when done. */
    public int nextOp(int w) {
        return done(w) ? -1 : program.op[w][machine.pc[w]];
    }

    /** "w1:c4" for warp w's next step. */
    public String nextOpName(int w) {
        return done(w) ? program.problem.warps().get(w).id() + ":(done)" : program.opName(w, machine.pc[w]);
    }

    /** Whether warp w's next step is a wait's completion (the blocking half of a wait). */
    public boolean nextIsWaitCompletion(int w) {
        return machine.nextKind(w) == CompiledProgram.COMPLETE;
    }

    /**
     * Takes warp w's next step, which {@link #canStep} must allow; {@code at} is its number in the caller's
     * trace. Returns the violation it caused (lost signal, wrong wake-up, out-of-order signal), or null.
     */
    public SyncViolation step(int w, int at) {
        if (!machine.enabled(w)) {
            throw new IllegalStateException("warp " + w + " cannot step at " + nextOpName(w));
        }
        SyncViolation.Kind k = machine.step(w);
        return k == null ? null : machine.violation(k, at);
    }

    /** The deadlock as the sync simulator describes it (each stuck warp's op and its channel's state). */
    public SyncViolation deadlock(int at) {
        return machine.deadlock(at);
    }
}
