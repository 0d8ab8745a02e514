package dev.berth.simulator.sync;

import java.util.StringJoiner;

import static dev.berth.simulator.sync.CompiledProgram.COMPLETE;
import static dev.berth.simulator.sync.CompiledProgram.FLAG;
import static dev.berth.simulator.sync.CompiledProgram.GENERATION;
import static dev.berth.simulator.sync.CompiledProgram.ISSUE;
import static dev.berth.simulator.sync.CompiledProgram.OTHER;
import static dev.berth.simulator.sync.CompiledProgram.PARITY;
import static dev.berth.simulator.sync.CompiledProgram.PRODUCE;
import static dev.berth.simulator.sync.CompiledProgram.REMOVED_CONSUME;

/**
 * The simulated hardware: a program counter per warp and one int of state per physical resource —
 * generation and flag keep the pending signal's logical resource + 1 (0 = empty), parity its phase counter.
 * Stepping allocates nothing; a violation's details stay in fields until {@link #violation} describes them.
 */
final class WarpMachine {
    final CompiledProgram program;
    final int[] pc;
    final int[] state;
    private int faultWarp;
    private int faultStep;
    private int faultBefore;

    WarpMachine(CompiledProgram program) {
        this.program = program;
        this.pc = new int[program.warps];
        this.state = new int[program.physicals];
    }

    void reset() {
        java.util.Arrays.fill(pc, 0);
        java.util.Arrays.fill(state, 0);
    }

    /** Length of the machine state as {@link #save} writes it. */
    int stateLength() {
        return pc.length + state.length;
    }

    void save(int[] into, int offset) {
        System.arraycopy(pc, 0, into, offset, pc.length);
        System.arraycopy(state, 0, into, offset + pc.length, state.length);
    }

    void load(int[] from, int offset) {
        System.arraycopy(from, offset, pc, 0, pc.length);
        System.arraycopy(from, offset + pc.length, state, 0, state.length);
    }

    boolean finished() {
        for (int w = 0; w < pc.length; w++) {
            if (pc[w] < program.kind[w].length) {
                return false;
            }
        }
        return true;
    }

    /** What warp w's next step does, or -1 when it is done. */
    int nextKind(int w) {
        return pc[w] < program.kind[w].length ? program.kind[w][pc[w]] : -1;
    }

    /** Whether warp w can take a step: it has one left, and a waiting consumer's condition holds. */
    boolean enabled(int w) {
        int s = pc[w];
        int[] kinds = program.kind[w];
        if (s >= kinds.length) {
            return false;
        }
        if (kinds[s] != COMPLETE) {
            return true;
        }
        int r = program.resource[w][s];
        int p = program.physicalOf[r];
        return switch (program.semantics[p]) {
            case GENERATION -> state[p] == r + 1;
            case FLAG -> state[p] != 0;
            default -> ((state[p] ^ program.useOf[r]) & 1) != 0;
        };
    }

    /** Takes warp w's next step (it must be enabled); returns the violation it caused, or null. */
    SyncViolation.Kind step(int w) {
        int s = pc[w]++;
        int k = program.kind[w][s];
        if (k == OTHER || k == ISSUE || k == CompiledProgram.REMOVED_PRODUCE) {
            return null;
        }
        int r = program.resource[w][s];
        if (k == REMOVED_CONSUME) {
            if (pc[program.producerWarpOf[r]] <= program.producerStepOf[r]) {
                return fault(w, s, 0, SyncViolation.Kind.UNORDERED_REMOVED_PAIR);
            }
            return null;
        }
        int p = program.physicalOf[r];
        int before = state[p];
        if (program.semantics[p] == PARITY) {
            int use = program.useOf[r];
            if (k == PRODUCE) {
                if (before != use) {
                    return fault(w, s, before, SyncViolation.Kind.OUT_OF_ORDER_SIGNAL);
                }
                state[p] = before + 1;
                return null;
            }
            return before != use + 1 ? fault(w, s, before, SyncViolation.Kind.WRONG_WAKEUP) : null;
        }
        if (k == PRODUCE) {
            if (before != 0) {
                return fault(w, s, before, SyncViolation.Kind.LOST_SIGNAL);
            }
            state[p] = r + 1;
            return null;
        }
        state[p] = 0;
        return before != r + 1 ? fault(w, s, before, SyncViolation.Kind.WRONG_WAKEUP) : null;
    }

    private SyncViolation.Kind fault(int w, int s, int before, SyncViolation.Kind kind) {
        faultWarp = w;
        faultStep = s;
        faultBefore = before;
        return kind;
    }

    /** Describes the violation the last {@link #step} returned, which was step number {@code at} of the trace. */
    SyncViolation violation(SyncViolation.Kind kind, int at) {
        CompiledProgram g = program;
        int w = faultWarp;
        int s = faultStep;
        int r = g.resource[w][s];
        String op = g.opName(w, s);
        String id = g.resourceId(r);
        if (kind == SyncViolation.Kind.UNORDERED_REMOVED_PAIR) {
            return new SyncViolation(kind, at, op, id, null, "removed pair " + id + ": " + op + "'s warp ran past it"
                    + " before " + g.problem.opName(r, true) + "'s warp reached its producer, so the ordering the pair"
                    + " stood for does not hold");
        }
        int p = g.physicalOf[r];
        String phys = g.physicalName[p];
        String message = switch (kind) {
            case LOST_SIGNAL -> op + " signalled " + phys + " while it still held the signal of " + g.resourceId(
                    faultBefore - 1) + " (from " + g.problem.opName(faultBefore - 1, true) + ", not yet taken by "
                    + g.problem.opName(faultBefore - 1, false) + "): a signal is lost";
            case OUT_OF_ORDER_SIGNAL -> op + " signalled " + phys + " as its use " + g.useOf[r]
                    + " while the phase counter stood at " + faultBefore + useHint(p, faultBefore);
            case WRONG_WAKEUP -> g.semantics[p] == PARITY
                    ? op + " (use " + g.useOf[r] + " of " + phys + ") passed at phase " + faultBefore + " instead of "
                    + (g.useOf[r] + 1) + (faultBefore <= g.useOf[r]
                    ? ": it was woken by an earlier use's phase before " + g.problem.opName(r, true) + " signalled"
                    : ": later uses had signalled over its phase")
                    : op + " woke on " + phys + " holding the signal of " + g.resourceId(faultBefore - 1) + " (from "
                    + g.problem.opName(faultBefore - 1, true) + "), not its own";
            default -> throw new IllegalStateException(kind.toString());
        };
        return new SyncViolation(kind, at, op, id, phys, message);
    }

    private String useHint(int p, int phase) {
        for (int r = 0; r < program.physicalOf.length; r++) {
            if (program.physicalOf[r] == p && program.useOf[r] == phase) {
                return " (use " + phase + " is resource " + program.resourceId(r) + ", from "
                        + program.problem.opName(r, true) + ")";
            }
        }
        return "";
    }

    /** Describes the state when no warp can move and some have work left; {@code at} steps were taken. */
    SyncViolation deadlock(int at) {
        StringJoiner stuck = new StringJoiner(", ");
        String firstOp = null;
        String firstResource = null;
        String firstPhysical = null;
        for (int w = 0; w < pc.length; w++) {
            if (pc[w] >= program.kind[w].length) {
                continue;
            }
            int s = pc[w];
            int r = program.resource[w][s];
            int p = program.physicalOf[r];
            String op = program.opName(w, s);
            String phys = program.physicalName[p];
            String holds = switch (program.semantics[p]) {
                case PARITY -> "phase " + state[p] + ", its use " + program.useOf[r] + " needs phase parity "
                        + ((program.useOf[r] + 1) & 1);
                default -> state[p] == 0 ? "empty" : "holding the signal of " + program.resourceId(state[p] - 1);
            };
            stuck.add(op + " on " + phys + " (" + holds + ")");
            if (firstOp == null) {
                firstOp = op;
                firstResource = program.resourceId(r);
                firstPhysical = phys;
            }
        }
        return new SyncViolation(SyncViolation.Kind.DEADLOCK, at, firstOp, firstResource, firstPhysical,
                "deadlock after " + at + " steps, every warp with work left waits: " + stuck);
    }
}
