package dev.berth.simulator.memory;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.Window;

import java.util.List;
import java.util.TreeSet;

/**
 * Which bytes a buffer holds at each time, worked out from its lifespan and gaps directly (not from
 * {@link Buffer#segments()}, so that a mistake there shows up as a disagreement with the validator), and
 * turned into machine events: at every change it reads back the bytes it stops holding and writes the
 * bytes it starts holding. During a gap it holds the gap's window (nothing without one); where gaps
 * overlap, the gap that starts first (then the one listed first) decides.
 */
final class BufferHoldings {
    private BufferHoldings() {
    }

    /** The event that hands the buffer its address range. */
    static MachineEvent placement(Buffer b, int index, long offset) {
        return new MachineEvent(b.start(), MachineEvent.PLACE, index, offset, add(offset, b.size()));
    }

    /** Times at which what the buffer holds may change: its lifespan's ends and its gaps' (clamped to it). */
    static TreeSet<Long> changes(Buffer b) {
        TreeSet<Long> cuts = new TreeSet<>();
        cuts.add(b.start());
        cuts.add(b.end());
        for (Gap g : b.gaps()) {
            cuts.add(clamp(g.start(), b));
            cuts.add(clamp(g.end(), b));
        }
        return cuts;
    }

    /** Relative byte range {@code {lower, upper}} held from time {@code t} on ({0, 0} outside its life). */
    static long[] heldFrom(Buffer b, long t) {
        if (b.size() <= 0 || t < b.start() || t >= b.end()) {
            return new long[] {0, 0};
        }
        return heldDuring(b, t);
    }

    /** Appends the buffer's events, with addresses made absolute by {@code offset}. */
    static void events(Buffer b, int index, long offset, List<MachineEvent> out) {
        out.add(placement(b, index, offset));
        if (b.size() <= 0 || b.start() >= b.end()) {
            return;
        }
        if (b.gaps().isEmpty()) {
            out.add(new MachineEvent(b.start(), MachineEvent.ACQUIRE, index, offset, add(offset, b.size())));
            out.add(new MachineEvent(b.end(), MachineEvent.RELEASE, index, offset, add(offset, b.size())));
            return;
        }
        TreeSet<Long> cuts = new TreeSet<>();
        cuts.add(b.start());
        cuts.add(b.end());
        for (Gap g : b.gaps()) {
            cuts.add(clamp(g.start(), b));
            cuts.add(clamp(g.end(), b));
        }
        long heldLower = 0;
        long heldUpper = 0;
        Long previous = null;
        for (long t : cuts) {
            if (previous != null) {
                long[] now = heldDuring(b, previous);
                change(index, offset, previous, heldLower, heldUpper, now[0], now[1], out);
                heldLower = now[0];
                heldUpper = now[1];
            }
            previous = t;
        }
        change(index, offset, b.end(), heldLower, heldUpper, 0, 0, out);
    }

    /** Relative byte range {@code {lower, upper}} held from time {@code t} to the next cut. */
    private static long[] heldDuring(Buffer b, long t) {
        Gap deciding = null;
        for (Gap g : b.gaps()) {
            if (g.start() <= t && t < g.end() && (deciding == null || g.start() < deciding.start())) {
                deciding = g;
            }
        }
        if (deciding == null) {
            return new long[] {0, b.size()};
        }
        Window w = deciding.window();
        if (w == null || w.upper() <= w.lower()) {
            return new long[] {0, 0};
        }
        return new long[] {w.lower(), w.upper()};
    }

    /** Events for going from holding [ol, ou) to holding [nl, nu) at time {@code t}. */
    private static void change(int index, long offset, long t, long ol, long ou, long nl, long nu,
                               List<MachineEvent> out) {
        if (ol == nl && ou == nu) {
            return;
        }
        difference(index, offset, t, MachineEvent.RELEASE, ol, ou, nl, nu, out);
        difference(index, offset, t, MachineEvent.ACQUIRE, nl, nu, ol, ou, out);
    }

    /** Events of {@code phase} for the bytes of [al, au) outside [bl, bu). */
    private static void difference(int index, long offset, long t, int phase, long al, long au, long bl, long bu,
                                   List<MachineEvent> out) {
        if (au <= al) {
            return;
        }
        if (bu <= bl || bu <= al || au <= bl) {
            out.add(new MachineEvent(t, phase, index, add(offset, al), add(offset, au)));
            return;
        }
        if (al < bl) {
            out.add(new MachineEvent(t, phase, index, add(offset, al), add(offset, bl)));
        }
        if (bu < au) {
            out.add(new MachineEvent(t, phase, index, add(offset, bu), add(offset, au)));
        }
    }

    private static long clamp(long t, Buffer b) {
        return Math.max(b.start(), Math.min(b.end(), t));
    }

    /** Address arithmetic that saturates instead of wrapping around for absurd offsets. */
    static long add(long a, long b) {
        long r = a + b;
        if (((a ^ r) & (b ^ r)) < 0) {
            return a < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
        return r;
    }
}
