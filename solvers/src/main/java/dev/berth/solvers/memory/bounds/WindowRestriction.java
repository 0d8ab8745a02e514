package dev.berth.solvers.memory.bounds;

import dev.berth.model.io.Numbers;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.Segment;

import java.util.ArrayList;
import java.util.List;

/**
 * The instance seen through a time window {@code [from, to)}: every buffer with bytes live in the window, its
 * lifespan and gaps cut to the window; the others dropped. A relaxation: the offsets of any layout of the whole
 * lay out the restriction (fewer buffers, fewer conflicts, same sizes, alignments, pins and groups), so the
 * restriction's least peak is a lower bound of the whole's.
 *
 * <p>Bands: a buffer that holds all its bytes through the whole window conflicts with every other buffer of
 * the restriction, so in any layout every other buffer lies wholly above or wholly below it. Taking it out and
 * lowering what lay above by its size keeps a layout valid when that size is a multiple of every alignment in
 * the window and nothing there is pinned or has a windowed gap (then every buffer holds all its bytes whenever
 * it holds any); so {@code least peak(restriction) >= bands + least peak(rest)} and the search runs on the rest.
 *
 * @param rest      the restriction without its bands (named after the window)
 * @param bandBytes the summed sizes of the bands taken out
 * @param bands     how many were taken out
 */
public record WindowRestriction(long from, long to, MemoryProblem rest, long bandBytes, int bands) {

    /** The restriction of {@code problem} to {@code [from, to)}, bands taken out where that is sound. */
    public static WindowRestriction of(MemoryProblem problem, long from, long to) {
        List<Buffer> inside = new ArrayList<>();
        for (Buffer b : problem.buffers()) {
            Buffer cut = cut(b, from, to);
            if (cut != null) {
                inside.add(cut);
            }
        }
        long lcm = 1;
        boolean shiftable = true;
        for (Buffer b : inside) {
            lcm = lcm(lcm, b.alignment());
            shiftable &= !b.isFixed() && b.gaps().stream().allMatch(g -> g.window() == null);
        }
        List<Buffer> rest = new ArrayList<>();
        long bandBytes = 0;
        int bands = 0;
        for (Buffer b : inside) {
            if (shiftable && lcm > 0 && isBand(b, from, to) && b.size() % lcm == 0) {
                bandBytes += b.size();
                bands++;
            } else {
                rest.add(b);
            }
        }
        String name = problem.name() + "[" + from + "," + to + ")";
        return new WindowRestriction(from, to, new MemoryProblem(name, rest, MemoryProblem.UNBOUNDED), bandBytes, bands);
    }

    /** A buffer holding all its bytes at every time of the window, in no group (a group shifts as one). */
    private static boolean isBand(Buffer b, long from, long to) {
        return !b.isColocated() && b.start() <= from && b.end() >= to && b.gaps().isEmpty() && b.size() > 0;
    }

    /** {@code b} cut to the window, or null when it holds no byte there. */
    static Buffer cut(Buffer b, long from, long to) {
        long s = Math.max(b.start(), from);
        long e = Math.min(b.end(), to);
        if (s >= e || b.size() == 0) {
            return null;
        }
        List<Gap> gaps = new ArrayList<>();
        for (Gap g : b.gaps()) {
            long gs = Math.max(g.start(), s);
            long ge = Math.min(g.end(), e);
            if (gs < ge) {
                gaps.add(new Gap(gs, ge, g.window()));
            }
        }
        Buffer c = new Buffer(b.id(), s, e, b.size(), b.alignment(), b.fixedOffset(), gaps, b.hint(), b.colocate());
        for (Segment seg : c.segments()) {
            if (seg.upper() > seg.lower()) {
                return c;
            }
        }
        return null;
    }

    private static long lcm(long a, long b) {
        long g = Numbers.gcd(a, b);
        long l = a / g * b;
        return l > Numbers.MAX_VALUE || l <= 0 ? 0 : l;
    }
}
