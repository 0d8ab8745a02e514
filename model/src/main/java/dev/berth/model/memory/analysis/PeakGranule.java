package dev.berth.model.memory.analysis;

import dev.berth.model.io.Numbers;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.MemoryProblem;

/**
 * A step every least peak is a multiple of, so a search for a lower peak can go down by whole steps. A layout can be
 * lowered buffer by buffer, in order of offset, to the lowest free aligned place, never higher than before; those
 * places are 0, pins or tops of other buffers rounded up to an alignment, so by induction all offsets and the peak
 * are multiples of the gcd of sizes, pinned offsets and the alignments above 1 (rounding up to 1 changes nothing;
 * counting it would make the step 1 on most traces). A windowed gap's window breaks the argument: 1 then.
 */
public final class PeakGranule {

    private PeakGranule() {
    }

    public static long of(MemoryProblem problem) {
        long g = 0;
        for (Buffer b : problem.buffers()) {
            for (Gap gap : b.gaps()) {
                if (gap.window() != null) {
                    return 1;
                }
            }
            g = Numbers.gcd(g, b.size());
            if (b.alignment() > 1) {
                g = Numbers.gcd(g, b.alignment());
            }
            if (b.isFixed()) {
                g = Numbers.gcd(g, b.fixedOffset());
            }
        }
        return Math.max(1, g);
    }
}
