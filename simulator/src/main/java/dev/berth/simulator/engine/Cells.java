package dev.berth.simulator.engine;

/**
 * The encoding of a cell's value: the number of the task that wrote it (a ghost tag, which no program reads
 * for its decisions — only the invariant checks do) above an 8-bit payload. Task 0 is the initial memory.
 */
final class Cells {
    static final int NONE = 0;
    static final int COMPUTE = 1;
    static final int DISCONNECT = 2;

    /** Completion cell payload: written by a core (not the worker's clear), and its bit. */
    static final int WRITTEN = 2;
    static final int BIT = 1;

    private Cells() {
    }

    static int of(int task, int payload) {
        return task << 8 | payload;
    }

    static int task(int value) {
        return value >>> 8;
    }

    static int payload(int value) {
        return value & 0xFF;
    }

    static int dispatch(int op, int parts) {
        return op << 6 | parts;
    }

    static int dispatchOp(int payload) {
        return payload >>> 6;
    }

    static int dispatchParts(int payload) {
        return payload & 0x3F;
    }

    static String opName(int op) {
        return switch (op) {
            case COMPUTE -> "compute";
            case DISCONNECT -> "disconnect";
            default -> "none";
        };
    }
}
