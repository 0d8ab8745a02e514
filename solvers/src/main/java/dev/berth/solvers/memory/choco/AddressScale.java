package dev.berth.solvers.memory.choco;

import dev.berth.model.io.Numbers;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.Window;

import java.util.ArrayList;
import java.util.List;

/**
 * An address unit {@code g} such that solving the problem in units of {@code g} bytes loses no layout, and
 * the problem restated in those units.
 *
 * <p>{@code g} divides every size, pinned offset and gap window bound, and every alignment either divides
 * {@code g} or is a multiple of it. Then rounding every offset of a valid layout down to a multiple of
 * {@code g} gives a valid layout with no higher peak: rounding down is monotone and commutes with adding a
 * multiple of {@code g}, so each "segment A ends at or below where segment B starts" survives; an offset that
 * was a multiple of an alignment dividing {@code g} becomes a multiple of {@code g}, one that was a multiple
 * of an alignment multiple of {@code g} does not move; pinned offsets do not move. So the optimum and
 * feasibility within {@code floor(capacity / g)} units are those of the original problem. Accelerator
 * buffers are typically sized in multiples of 16 or more bytes, which shrinks the CP domains that much.
 */
public final class AddressScale {
    private final long unit;
    private final MemoryProblem scaled;

    private AddressScale(long unit, MemoryProblem scaled) {
        this.unit = unit;
        this.scaled = scaled;
    }

    public static AddressScale of(MemoryProblem problem) {
        long g = 0;
        for (Buffer b : problem.buffers()) {
            g = Numbers.gcd(g, b.size());
            if (b.isFixed()) {
                g = Numbers.gcd(g, b.fixedOffset());
            }
            for (Gap gap : b.gaps()) {
                if (gap.window() != null) {
                    g = Numbers.gcd(Numbers.gcd(g, gap.window().lower()), gap.window().upper());
                }
            }
        }
        if (g == 0) {
            g = 1;
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (Buffer b : problem.buffers()) {
                long a = b.alignment();
                if (a % g != 0 && g % a != 0) {
                    g = Numbers.gcd(g, a);
                    changed = true;
                }
            }
        }
        return new AddressScale(g, g == 1 ? problem : scale(problem, g));
    }

    /** Bytes per unit. */
    public long unit() {
        return unit;
    }

    /** The problem in units (the same object when the unit is one byte). */
    public MemoryProblem scaled() {
        return scaled;
    }

    /** Offsets in units back to bytes. */
    public long[] toBytes(long[] offsets) {
        long[] out = new long[offsets.length];
        for (int i = 0; i < offsets.length; i++) {
            out[i] = Math.multiplyExact(offsets[i], unit);
        }
        return out;
    }

    private static MemoryProblem scale(MemoryProblem p, long g) {
        List<Buffer> buffers = new ArrayList<>(p.size());
        for (Buffer b : p.buffers()) {
            List<Gap> gaps = new ArrayList<>(b.gaps().size());
            for (Gap gap : b.gaps()) {
                Window w = gap.window();
                gaps.add(w == null ? gap : new Gap(gap.start(), gap.end(), new Window(w.lower() / g, w.upper() / g)));
            }
            long a = b.alignment() % g == 0 ? b.alignment() / g : 1;
            Long pin = b.isFixed() ? b.fixedOffset() / g : null;
            buffers.add(new Buffer(b.id(), b.start(), b.end(), b.size() / g, a, pin, gaps, null));
        }
        long capacity = p.hasCapacity() ? p.capacity() / g : MemoryProblem.UNBOUNDED;
        return new MemoryProblem(p.name(), buffers, capacity);
    }
}
