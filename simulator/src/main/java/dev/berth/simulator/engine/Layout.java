package dev.berth.simulator.engine;

/**
 * Where everything sits in a state's flat int array: the shared cells, the barrier, then one block per
 * process (0 the worker, 1 + c core c) holding its registers and its store buffer. A flat array keeps a
 * state cheap to copy, hash and compare in the visited set.
 *
 * <p>Cells: the doorbell, the task register's opcode and argument, the unit-local dispatch word the primary
 * hands to the other cores, and the completion word as one cell per core. Each core writes its own bit
 * with a plain store; several cores storing into one packed word would lose each other's bits without a
 * read-modify-write, so a cell per core (a byte each, in a real layout) is the reading that needs none.
 *
 * <p>The store buffer is a list of pending (cell, value) writes kept sorted by cell, stably: writes to one
 * cell stay in program order, and two buffers with the same pending writes per cell encode the same state.
 */
final class Layout {
    static final int DOORBELL = 0;
    static final int OPCODE = 1;
    static final int ARGUMENT = 2;
    static final int DISPATCH = 3;
    static final int DONE = 4;

    static final int PC = 0;
    static final int TASK = 1;
    static final int OP = 2;
    static final int PARTS = 3;
    static final int SENSE = 4;
    static final int PENDING = 5;
    private static final int ENTRIES = 6;

    final int cores;
    final int cells;
    final int barrierCount;
    final int barrierSense;
    /** The most writes a process can have pending: the worker's opcode, argument, cleared word and doorbell. */
    final int capacity;
    final int block;
    final int width;

    Layout(int cores) {
        this.cores = cores;
        this.cells = DONE + cores;
        this.barrierCount = cells;
        this.barrierSense = cells + 1;
        this.capacity = cores + 3;
        this.block = ENTRIES + 2 * capacity;
        this.width = cells + 2 + (cores + 1) * block;
    }

    int processes() {
        return cores + 1;
    }

    int base(int process) {
        return cells + 2 + process * block;
    }

    static String cellName(int cell) {
        return switch (cell) {
            case DOORBELL -> "doorbell";
            case OPCODE -> "opcode";
            case ARGUMENT -> "argument";
            case DISPATCH -> "dispatch";
            default -> "done[" + (cell - DONE) + "]";
        };
    }

    int pending(int[] s, int p) {
        return s[base(p) + PENDING];
    }

    int entryCell(int[] s, int p, int k) {
        return s[base(p) + ENTRIES + 2 * k];
    }

    int entryValue(int[] s, int p, int k) {
        return s[base(p) + ENTRIES + 2 * k + 1];
    }

    /** Queues a write after every pending write to a cell at or below this one. */
    void push(int[] s, int p, int cell, int value) {
        int b = base(p);
        int n = s[b + PENDING];
        if (n == capacity) {
            throw new IllegalStateException("store buffer of process " + p + " overflows " + capacity);
        }
        int at = n;
        while (at > 0 && entryCell(s, p, at - 1) > cell) {
            at--;
        }
        int e = b + ENTRIES;
        System.arraycopy(s, e + 2 * at, s, e + 2 * at + 2, 2 * (n - at));
        s[e + 2 * at] = cell;
        s[e + 2 * at + 1] = value;
        s[b + PENDING] = n + 1;
    }

    /** Writes pending entry k to memory and removes it; k must be the oldest pending write to its cell. */
    void drain(int[] s, int p, int k) {
        int b = base(p);
        int n = s[b + PENDING];
        s[entryCell(s, p, k)] = entryValue(s, p, k);
        int e = b + ENTRIES;
        System.arraycopy(s, e + 2 * k + 2, s, e + 2 * k, 2 * (n - k - 1));
        s[e + 2 * (n - 1)] = 0;
        s[e + 2 * (n - 1) + 1] = 0;
        s[b + PENDING] = n - 1;
    }

    /** What process p sees in a cell: its own newest pending write (store forwarding), else memory. */
    int read(int[] s, int p, int cell) {
        for (int k = pending(s, p) - 1; k >= 0; k--) {
            if (entryCell(s, p, k) == cell) {
                return entryValue(s, p, k);
            }
        }
        return s[cell];
    }
}
