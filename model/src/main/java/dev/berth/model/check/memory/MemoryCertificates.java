package dev.berth.model.check.memory;

import dev.berth.model.Certificate;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.LiveBytes;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MisalignedPin;
import dev.berth.model.memory.OversizedBuffer;
import dev.berth.model.memory.PinnedEnd;
import dev.berth.model.memory.PinnedOverlap;
import dev.berth.model.memory.Segment;

/**
 * The memory family's certificates, each re-derived from the buffers: live bytes at a time are summed
 * from the segments that hold bytes then, a pin's end from the buffer, an overlap of pins from their
 * segments at the named time.
 */
final class MemoryCertificates {
    private MemoryCertificates() {
    }

    static String boundViolation(MemoryProblem p, Certificate c, long bound) {
        long proven;
        if (c instanceof LiveBytes lb) {
            proven = liveAt(p, lb.time());
            if (proven < lb.bytes()) {
                return "only " + proven + " bytes are live at time " + lb.time() + ", not " + lb.bytes();
            }
        } else if (c instanceof PinnedEnd pe) {
            Buffer b = buffer(p, pe.buffer());
            if (b == null || !b.isFixed() || b.size() == 0) {
                return "buffer " + pe.buffer() + " is not a pinned buffer of the instance";
            }
            proven = b.fixedOffset() + b.size();
        } else {
            return "a " + kind(c) + " proves no bound on a memory instance";
        }
        return proven >= bound ? null : "it proves " + proven + ", less than the bound " + bound;
    }

    static String infeasibilityViolation(MemoryProblem p, Certificate c) {
        if (c instanceof MisalignedPin mp) {
            Buffer b = buffer(p, mp.buffer());
            return b != null && b.isFixed() && b.fixedOffset() % b.alignment() != 0 ? null
                    : "buffer " + mp.buffer() + " is not pinned off its alignment";
        }
        if (c instanceof PinnedOverlap po) {
            return overlapViolation(p, po);
        }
        if (!p.hasCapacity()) {
            return "without a capacity only pins can make an instance infeasible";
        }
        long cap = p.capacity();
        if (c instanceof OversizedBuffer ob) {
            Buffer b = buffer(p, ob.buffer());
            return b != null && b.size() > cap ? null : "buffer " + ob.buffer() + " fits the capacity " + cap;
        }
        if (c instanceof PinnedEnd pe) {
            Buffer b = buffer(p, pe.buffer());
            return b != null && b.isFixed() && b.size() > 0 && b.fixedOffset() + b.size() > cap ? null
                    : "buffer " + pe.buffer() + " is not pinned beyond the capacity " + cap;
        }
        if (c instanceof LiveBytes lb) {
            long live = liveAt(p, lb.time());
            return live > cap ? null : live + " bytes live at time " + lb.time() + " fit the capacity " + cap;
        }
        return "a " + kind(c) + " proves nothing about a memory instance";
    }

    private static String overlapViolation(MemoryProblem p, PinnedOverlap po) {
        Buffer a = buffer(p, po.first());
        Buffer b = buffer(p, po.second());
        if (a == null || b == null || a == b || !a.isFixed() || !b.isFixed()) {
            return "buffers " + po.first() + " and " + po.second() + " are not two pinned buffers of the instance";
        }
        for (Segment x : a.segments()) {
            for (Segment y : b.segments()) {
                boolean now = x.start() <= po.time() && po.time() < x.end()
                        && y.start() <= po.time() && po.time() < y.end();
                long lo = Math.max(a.fixedOffset() + x.lower(), b.fixedOffset() + y.lower());
                long hi = Math.min(a.fixedOffset() + x.upper(), b.fixedOffset() + y.upper());
                if (now && lo < hi) {
                    return null;
                }
            }
        }
        return "pinned buffers " + po.first() + " and " + po.second() + " hold no common byte at time " + po.time();
    }

    /** Bytes held at {@code time}: the segments live then, each its own byte range. */
    static long liveAt(MemoryProblem p, long time) {
        long sum = 0;
        for (Buffer b : p.buffers()) {
            for (Segment s : b.segments()) {
                if (s.start() <= time && time < s.end()) {
                    sum += s.upper() - s.lower();
                }
            }
        }
        return sum;
    }

    private static Buffer buffer(MemoryProblem p, String id) {
        for (Buffer b : p.buffers()) {
            if (b.id().equals(id)) {
                return b;
            }
        }
        return null;
    }

    private static String kind(Certificate c) {
        return c == null ? "missing certificate" : c.getClass().getSimpleName();
    }
}
