package dev.berth.simulator.engine;

import static dev.berth.simulator.engine.Layout.*;

/** Names the moves of a trace, read off the state before the move. */
final class Describer {
    private Describer() {
    }

    static String who(int process) {
        return switch (process) {
            case 0 -> "worker";
            case 1 -> "core 0 (primary)";
            default -> "core " + (process - 1);
        };
    }

    static String describe(Machine m, int[] s, Transition t, StepKind kind) {
        Layout l = m.layout;
        int p = t.process();
        if (t.isDrain()) {
            int cell = l.entryCell(s, p, t.entry());
            return who(p) + ": drain " + cellName(cell) + " = " + value(cell, l.entryValue(s, p, t.entry()));
        }
        int b = l.base(p);
        int task = s[b + TASK];
        String detail = switch (kind) {
            case WRITE_OPCODE -> " (task " + task + ", " + Cells.opName(s[b + OP]) + ")";
            case WRITE_ARGUMENT, CLEAR_COMPLETION, READ_RESULT, DISPATCH -> " (task " + task + ")";
            case AWAIT_RING -> " (takes task " + (task + 1) + ")";
            case READ_OPCODE -> " -> " + value(OPCODE, l.read(s, p, OPCODE));
            case READ_ARGUMENT -> " -> " + value(ARGUMENT, l.read(s, p, ARGUMENT));
            case READ_DISPATCH -> " -> " + value(DISPATCH, l.read(s, p, DISPATCH));
            case SET_BIT -> " (task " + task + ", bit " + (p - 1 == m.config.failingCore() ? 0 : 1) + ")";
            default -> "";
        };
        return who(p) + ": " + kind.label + detail;
    }

    static String value(int cell, int v) {
        if (cell == DOORBELL) {
            return Integer.toString(v);
        }
        int task = Cells.task(v);
        int payload = Cells.payload(v);
        return switch (cell) {
            case OPCODE -> "task " + task + " " + Cells.opName(payload);
            case ARGUMENT -> "task " + task + " parts " + payload;
            case DISPATCH -> "task " + task + " " + Cells.opName(Cells.dispatchOp(payload)) + " parts "
                    + Cells.dispatchParts(payload);
            default -> (payload & Cells.WRITTEN) == 0 ? "task " + task + " cleared"
                    : "task " + task + " bit " + (payload & Cells.BIT);
        };
    }
}
