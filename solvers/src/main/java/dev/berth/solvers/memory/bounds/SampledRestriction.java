package dev.berth.solvers.memory.bounds;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.Segment;
import dev.berth.model.memory.Window;

import java.util.ArrayList;
import java.util.List;

/**
 * The instance seen only at chosen instants {@code times[0] < times[1] < ...}: time {@code k} of the restriction is
 * instant {@code times[k]} of the whole, and a buffer holds at {@code k} exactly the bytes it holds at
 * {@code times[k]} (a plain gap where it holds none, a windowed gap where it holds part); buffers holding nothing at
 * any chosen instant are dropped. A relaxation: two buffers conflict in the restriction only where they hold bytes
 * at one chosen instant, so the offsets of any layout of the whole lay it out, with the same peak (sizes,
 * alignments, pins and groups are kept). Its least peak is therefore a lower bound of the whole's. A time window
 * is the special case of every instant where something changes inside it.
 */
public final class SampledRestriction {
    private SampledRestriction() {
    }

    /** The restriction to {@code times} (sorted, distinct), named after the instance. */
    public static MemoryProblem of(MemoryProblem problem, long[] times, String label) {
        List<Buffer> out = new ArrayList<>();
        for (Buffer b : problem.buffers()) {
            Buffer s = sample(b, times);
            if (s != null) {
                out.add(s);
            }
        }
        return new MemoryProblem(problem.name() + label, out, MemoryProblem.UNBOUNDED);
    }

    /** {@code b} on the restriction's time axis, or null when it holds no byte at any chosen instant. */
    static Buffer sample(Buffer b, long[] times) {
        List<Segment> segs = b.segments();
        if (segs.isEmpty()) {
            return null;
        }
        int n = times.length;
        Segment[] at = new Segment[n];
        int first = -1;
        int last = -1;
        for (int k = 0; k < n; k++) {
            for (Segment s : segs) {
                if (s.start() <= times[k] && times[k] < s.end() && s.upper() > s.lower()) {
                    at[k] = s;
                }
            }
            if (at[k] != null) {
                last = k;
                if (first < 0) {
                    first = k;
                }
            }
        }
        if (first < 0) {
            return null;
        }
        List<Gap> gaps = new ArrayList<>();
        for (int k = first; k <= last; k++) {
            Segment s = at[k];
            if (s == null) {
                gaps.add(new Gap(k, k + 1));
            } else if (s.lower() != 0 || s.upper() != b.size()) {
                gaps.add(new Gap(k, k + 1, new Window(s.lower(), s.upper())));
            }
        }
        return new Buffer(b.id(), first, last + 1, b.size(), b.alignment(), b.fixedOffset(), gaps, b.hint(),
                b.colocate());
    }
}
