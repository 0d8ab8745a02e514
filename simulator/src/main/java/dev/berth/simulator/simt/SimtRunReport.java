package dev.berth.simulator.simt;

import java.util.List;

/**
 * What one run did.
 *
 * @param outcome            how it ended
 * @param suspected          the outcome is a suspicion, not a proof: the step limit ran out (random schedules,
 *                           or a deterministic run whose state had not yet repeated)
 * @param message            one line: the outcome and why (a fault names thread, block and instruction; a livelock
 *                           or deadlock says where the unfinished threads are)
 * @param memory             the shared memory at the end, word by word
 * @param registers          every thread's registers at the end, by thread id; empty unless asked for
 * @param steps              warp instructions issued
 * @param threadInstructions the threads taking part, summed over the steps
 * @param simdEfficiency     thread instructions / (steps · threads per warp); 0 before the first step
 * @param trace              the last steps, oldest first: {@code #step wW block:index 'instruction' lanes {..}}
 * @param unfinished         where each thread that has not exited is, one line each, the first
 *                           {@link #MAX_UNFINISHED} of them (then one line counting the others)
 */
public record SimtRunReport(SimtOutcome outcome, boolean suspected, String message, List<Long> memory,
                            List<List<Long>> registers, long steps, long threadInstructions, double simdEfficiency,
                            List<String> trace, List<String> unfinished) {
    /** Unfinished threads a report names: a launch has up to 65,536. */
    public static final int MAX_UNFINISHED = 256;

    public SimtRunReport {
        memory = memory instanceof Words ? memory : List.copyOf(memory); // a big memory stays unboxed
        registers = List.copyOf(registers);
        trace = List.copyOf(trace);
        unfinished = List.copyOf(unfinished);
    }

    public boolean completed() {
        return outcome == SimtOutcome.COMPLETED;
    }

    /** Shared word {@code address} at the end. */
    public long word(int address) {
        return memory.get(address);
    }
}
