package dev.berth.simulator.engine;

/**
 * The invariants at the moment the worker reads the completion word. The ghost tags say which cells the
 * cores wrote for this task; the worker's verdict uses only the bits, as a real worker would.
 */
final class ResultCheck {
    private ResultCheck() {
    }

    static Effect check(UnitConfiguration config, Layout layout, int[] s, int task) {
        long bits = 0;
        long written = 0;
        for (int c = 0; c < config.cores(); c++) {
            int v = layout.read(s, 0, Layout.DONE + c);
            if ((Cells.payload(v) & Cells.BIT) != 0) {
                bits |= 1L << c;
            }
            if (Cells.task(v) == task && (Cells.payload(v) & Cells.WRITTEN) != 0) {
                written |= 1L << c;
            }
        }
        long assigned = (1L << config.parts()) - 1;
        if ((written & ~assigned) != 0 || (bits & ~assigned) != 0) {
            return Effect.violation(ViolationKind.WRONG_BIT_COUNT, "task " + task + ": cores "
                    + cores((written | bits) & ~assigned) + " outside the " + config.parts() + " parts hold bits");
        }
        if (written != assigned) {
            return Effect.violation(ViolationKind.EARLY_RESULT_READ, "task " + task + ": the worker read the word with "
                    + Long.bitCount(written) + " of " + config.parts() + " bits written (missing cores "
                    + cores(assigned & ~written) + ")");
        }
        boolean success = bits == assigned;
        if (success == config.expectsFailure()) {
            return Effect.violation(ViolationKind.WRONG_VERDICT, "task " + task + ": bits of cores "
                    + cores(bits) + " read as " + (success ? "success" : "failure"));
        }
        return Effect.read(new TaskOutcome(task, bits, success));
    }

    private static String cores(long mask) {
        return java.util.BitSet.valueOf(new long[] {mask}).toString();
    }
}
