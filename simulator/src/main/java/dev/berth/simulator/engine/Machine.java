package dev.berth.simulator.engine;

import java.util.ArrayList;
import java.util.List;

import static dev.berth.simulator.engine.Layout.*;

/**
 * The semantics of one configuration: which moves a state allows and what each does. A move is either a
 * process's next program step or the drain of one pending write to memory. Pending writes to different
 * cells drain in any order (partial store order): on x86's total store order the missing release before
 * the doorbell could never show, but the Java memory model, ARM, POWER and GPUs allow it, so the model
 * must. Loads are not reordered, so a load that sees a value orders the loads after it (an implicit
 * acquire). A release and a barrier arrival wait until the process's own buffer is empty.
 */
final class Machine {
    final UnitConfiguration config;
    final Layout layout;
    private final List<List<Instruction>> programs = new ArrayList<>();

    Machine(UnitConfiguration config) {
        this.config = config;
        this.layout = new Layout(config.cores());
        programs.add(Programs.worker(config.variant()));
        programs.add(Programs.primary(config.variant()));
        for (int c = 1; c < config.cores(); c++) {
            programs.add(Programs.secondary(config.variant()));
        }
    }

    int[] initial() {
        int[] s = new int[layout.width];
        int w = layout.base(0);
        s[w + TASK] = 1;
        s[w + OP] = opFor(1);
        s[w + PARTS] = config.parts();
        return s;
    }

    private int opFor(int task) {
        return task <= config.computeTasks() ? Cells.COMPUTE : Cells.DISCONNECT;
    }

    private Instruction instruction(int[] s, int p) {
        return programs.get(p).get(s[layout.base(p) + PC]);
    }

    boolean ended(int[] s, int p) {
        return instruction(s, p).kind() == StepKind.END;
    }

    /** Program steps in process order, then drains in process and cell order: a fixed order keeps runs repeatable. */
    List<Transition> moves(int[] s) {
        List<Transition> moves = new ArrayList<>();
        for (int p = 0; p < layout.processes(); p++) {
            if (enabled(s, p)) {
                moves.add(Transition.step(p));
            }
        }
        for (int p = 0; p < layout.processes(); p++) {
            for (int k = 0; k < layout.pending(s, p); k++) {
                // the buffer is sorted by cell, so the first entry of each run is that cell's oldest write
                if (k == 0 || layout.entryCell(s, p, k - 1) != layout.entryCell(s, p, k)) {
                    moves.add(Transition.drain(p, k));
                }
            }
        }
        return moves;
    }

    private boolean enabled(int[] s, int p) {
        int b = layout.base(p);
        return switch (instruction(s, p).kind()) {
            case RELEASE -> layout.pending(s, p) == 0;
            case ARRIVE_START, ARRIVE_END -> config.variant() == ProtocolVariant.BARRIER_WITHOUT_RELEASE
                    || layout.pending(s, p) == 0;
            case AWAIT_CLEAR -> layout.read(s, p, DOORBELL) == 0;
            case AWAIT_RING -> layout.read(s, p, DOORBELL) == 1;
            case LEAVE_START, LEAVE_END -> s[layout.barrierSense] == s[b + SENSE];
            case END -> false;
            default -> true;
        };
    }

    /** Applies a move to {@code s} in place. */
    Effect apply(int[] s, Transition t) {
        if (t.isDrain()) {
            layout.drain(s, t.process(), t.entry());
            return Effect.NONE;
        }
        int p = t.process();
        Effect e = execute(s, p, instruction(s, p).kind());
        if (!e.violated()) {
            advance(s, p);
        }
        return e;
    }

    private Effect execute(int[] s, int p, StepKind kind) {
        int b = layout.base(p);
        int task = s[b + TASK];
        switch (kind) {
            case WRITE_OPCODE -> layout.push(s, p, OPCODE, Cells.of(task, s[b + OP]));
            case WRITE_ARGUMENT -> layout.push(s, p, ARGUMENT,
                    Cells.of(task, s[b + OP] == Cells.COMPUTE ? s[b + PARTS] : 0));
            case CLEAR_COMPLETION -> {
                for (int c = 0; c < config.cores(); c++) {
                    layout.push(s, p, DONE + c, Cells.of(task, 0));
                }
            }
            case RING -> layout.push(s, p, DOORBELL, 1);
            case READ_RESULT -> {
                return ResultCheck.check(config, layout, s, task);
            }
            case AWAIT_RING -> s[b + TASK] = task + 1;
            case READ_OPCODE, READ_ARGUMENT -> {
                int cell = kind == StepKind.READ_OPCODE ? OPCODE : ARGUMENT;
                int v = layout.read(s, p, cell);
                if (Cells.task(v) != task) {
                    return stale(p, cell, v, task);
                }
                s[b + (cell == OPCODE ? OP : PARTS)] = Cells.payload(v);
            }
            case DISPATCH -> layout.push(s, p, DISPATCH, Cells.of(task, Cells.dispatch(s[b + OP], s[b + PARTS])));
            case ARRIVE_START, ARRIVE_END -> arrive(s, b);
            case READ_DISPATCH -> {
                int v = layout.read(s, p, DISPATCH);
                // the primary has already taken this task; a secondary expects the one after its last
                int expected = p == 1 ? task : task + 1;
                if (Cells.task(v) != expected) {
                    return stale(p, DISPATCH, v, expected);
                }
                s[b + TASK] = expected;
                s[b + OP] = Cells.dispatchOp(Cells.payload(v));
                s[b + PARTS] = Cells.dispatchParts(Cells.payload(v));
            }
            case SET_BIT -> {
                int core = p - 1;
                int bit = core == config.failingCore() ? 0 : Cells.BIT;
                layout.push(s, p, DONE + core, Cells.of(task, Cells.WRITTEN | bit));
            }
            case CLEAR_DOORBELL -> layout.push(s, p, DOORBELL, 0);
            case RELEASE, AWAIT_CLEAR, LEAVE_START, LEAVE_END -> {
                // the condition was the step: enabled only once it held
            }
            default -> throw new IllegalStateException("not a step: " + kind);
        }
        return Effect.NONE;
    }

    private static Effect stale(int p, int cell, int value, int expected) {
        return Effect.violation(ViolationKind.HALF_WRITTEN_TASK, Describer.who(p) + " read "
                + Layout.cellName(cell) + " of task " + Cells.task(value) + " while serving task " + expected);
    }

    /** Sense-reversing barrier: the last of the cores to arrive flips the shared sense and frees them all. */
    private void arrive(int[] s, int b) {
        int sense = 1 - s[b + SENSE];
        s[b + SENSE] = sense;
        if (++s[layout.barrierCount] == config.cores()) {
            s[layout.barrierCount] = 0;
            s[layout.barrierSense] = sense;
        }
    }

    /** Moves past the step just taken, following jumps and skipping instructions whose guard fails. */
    private void advance(int[] s, int p) {
        int b = layout.base(p);
        List<Instruction> program = programs.get(p);
        int pc = s[b + PC] + 1;
        while (true) {
            if (pc >= program.size()) {
                throw new IllegalStateException(Describer.who(p) + " ran off its program");
            }
            Instruction in = program.get(pc);
            if (!holds(s, p, in.guard())) {
                pc++;
            } else if (in.kind() == StepKind.NEXT_TASK) {
                s[b + TASK]++;
                s[b + OP] = opFor(s[b + TASK]);
                pc = 0;
            } else if (in.kind() == StepKind.LOOP) {
                pc = 0;
            } else {
                break;
            }
        }
        s[b + PC] = pc;
    }

    private boolean holds(int[] s, int p, Guard g) {
        int b = layout.base(p);
        int op = s[b + OP];
        return switch (g) {
            case ALWAYS -> true;
            case COMPUTE -> op == Cells.COMPUTE;
            case DISCONNECT -> op == Cells.DISCONNECT;
            case ASSIGNED -> op == Cells.COMPUTE && p - 1 < s[b + PARTS];
        };
    }

    /** Judges a state with no move left: the protocol's end, or the reason it is not. */
    Effect judgeEnd(int[] s) {
        List<String> waiting = new ArrayList<>();
        for (int p = 0; p < layout.processes(); p++) {
            if (!ended(s, p)) {
                waiting.add(Describer.who(p) + " at " + instruction(s, p).kind().label);
            }
        }
        if (waiting.isEmpty()) {
            return s[DOORBELL] == 0 ? Effect.NONE : Effect.violation(ViolationKind.DOORBELL_NOT_CLEARED,
                    "every process ended with the doorbell at " + s[DOORBELL]);
        }
        if (ended(s, 0)) {
            return Effect.violation(ViolationKind.NOT_DETACHED,
                    "the worker disconnected and ended, but " + String.join(", ", waiting));
        }
        return Effect.violation(ViolationKind.DEADLOCK, "no move left: " + String.join(", ", waiting));
    }

    String describe(int[] s, Transition t) {
        return Describer.describe(this, s, t, instruction(s, t.process()).kind());
    }
}
