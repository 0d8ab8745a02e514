package dev.berth.model.check.memory;

import dev.berth.model.Certificate;
import dev.berth.model.CurrentBudget;
import dev.berth.model.memory.AlignedLiveBytes;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.ColocationConflict;
import dev.berth.model.memory.LiveBytes;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MisalignedPin;
import dev.berth.model.memory.OversizedBuffer;
import dev.berth.model.memory.PinnedEnd;
import dev.berth.model.memory.PinnedOverlap;
import dev.berth.model.memory.Segment;

/**
 * The memory family's certificates, each re-derived from the buffers: live bytes at a time are summed
 * from the segments that hold bytes then (a co-location group's members alias: the group counts the union of
 * their bytes), the padding alignment forces then from the aligned buffers' sizes, a pin's end from the
 * buffer, an overlap of pins from their segments at the named time, a co-location conflict from the two
 * members' pins and alignments. A member of a group with a pinned member is pinned where the first pinned
 * member is.
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
        } else if (c instanceof AlignedLiveBytes al) {
            if (al.alignment() < 2) {
                return "an alignment of " + al.alignment() + " forces no padding";
            }
            proven = liveAt(p, al.time()) + forcedPadding(p, al.time(), al.alignment());
            if (proven < al.bytes()) {
                return "live bytes and forced padding at time " + al.time() + " come to " + proven + ", not " + al.bytes();
            }
        } else if (c instanceof PinnedEnd pe) {
            Buffer b = buffer(p, pe.buffer());
            Long pin = b == null ? null : pin(p, b);
            if (pin == null || b.size() == 0) {
                return "buffer " + pe.buffer() + " is not a pinned buffer of the instance";
            }
            proven = pin + b.size();
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
        if (c instanceof ColocationConflict cc) {
            return conflictViolation(p, cc);
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
            Long pin = b == null ? null : pin(p, b);
            return pin != null && b.size() > 0 && pin + b.size() > cap ? null
                    : "buffer " + pe.buffer() + " is not pinned beyond the capacity " + cap;
        }
        if (c instanceof LiveBytes lb) {
            long live = liveAt(p, lb.time());
            return live > cap ? null : live + " bytes live at time " + lb.time() + " fit the capacity " + cap;
        }
        if (c instanceof AlignedLiveBytes al) {
            String why = boundViolation(p, al, cap + 1);
            return why == null ? null : why + " (the capacity is " + cap + ")";
        }
        return "a " + kind(c) + " proves nothing about a memory instance";
    }

    private static String overlapViolation(MemoryProblem p, PinnedOverlap po) {
        Buffer a = buffer(p, po.first());
        Buffer b = buffer(p, po.second());
        Long pa = a == null ? null : pin(p, a);
        Long pb = b == null ? null : pin(p, b);
        if (pa == null || pb == null || a == b) {
            return "buffers " + po.first() + " and " + po.second() + " are not two pinned buffers of the instance";
        }
        if (a.colocate() != null && a.colocate().equals(b.colocate())) {
            return "buffers " + po.first() + " and " + po.second() + " are co-located: they share their bytes";
        }
        for (Segment x : a.segments()) {
            for (Segment y : b.segments()) {
                boolean now = x.start() <= po.time() && po.time() < x.end()
                        && y.start() <= po.time() && po.time() < y.end();
                long lo = Math.max(pa + x.lower(), pb + y.lower());
                long hi = Math.min(pa + x.upper(), pb + y.upper());
                if (now && lo < hi) {
                    return null;
                }
            }
        }
        return "pinned buffers " + po.first() + " and " + po.second() + " hold no common byte at time " + po.time();
    }

    private static String conflictViolation(MemoryProblem p, ColocationConflict cc) {
        Buffer a = buffer(p, cc.pinned());
        Buffer b = buffer(p, cc.other());
        boolean together = a != null && b != null && a.colocate() != null && a.colocate().equals(b.colocate());
        if (!together || !a.isFixed()) {
            return "buffers " + cc.pinned() + " and " + cc.other() + " are not a pinned buffer and another of its "
                    + "co-location group";
        }
        boolean apart = b.isFixed() && b.fixedOffset().longValue() != a.fixedOffset().longValue();
        return apart || a.fixedOffset() % b.alignment() != 0 ? null
                : "buffer " + cc.other() + " can share offset " + a.fixedOffset() + " with " + cc.pinned();
    }

    /** Where {@code b} is pinned: its own fixed offset, else its group's first pinned member's; null if free. */
    private static Long pin(MemoryProblem p, Buffer b) {
        if (b.isFixed() || b.colocate() == null) {
            return b.fixedOffset();
        }
        for (Buffer m : p.buffers()) {
            if (b.colocate().equals(m.colocate()) && m.isFixed()) {
                return m.fixedOffset();
            }
        }
        return null;
    }

    /**
     * Bytes held at {@code time}: the segments live then, each its own byte range, except that a co-location
     * group's members share theirs (the group counts the union).
     */
    static long liveAt(MemoryProblem p, long time) {
        long sum = 0;
        java.util.Map<String, java.util.List<Buffer>> groups = new java.util.HashMap<>();
        int seen = 0;
        for (Buffer b : p.buffers()) {
            if ((seen++ & 0xffff) == 0) {
                CurrentBudget.check("summing the bytes live at time " + time);
            }
            if (b.start() > time || b.end() <= time) {
                continue; // its segments lie within its lifespan
            }
            if (b.colocate() != null) {
                groups.computeIfAbsent(b.colocate(), g -> new java.util.ArrayList<>()).add(b);
                continue;
            }
            for (Segment s : b.segments()) {
                if (s.start() <= time && time < s.end()) {
                    sum += s.upper() - s.lower();
                }
            }
        }
        for (java.util.List<Buffer> members : groups.values()) {
            sum += AliasedHoldings.unionAt(members, time);
        }
        return sum;
    }

    /**
     * The padding {@link AlignedLiveBytes} claims, from its rule: the whole plain buffers held at {@code time}
     * whose alignment is a multiple of {@code alignment}, h of them, and k other byte ranges held then that are
     * co-located or not a multiple of {@code alignment} in size (every segment of a co-location member,
     * windowed or not, counts as one); of h - 1 - k of them, the smallest (-size) mod alignment.
     */
    private static long forcedPadding(MemoryProblem p, long time, long alignment) {
        java.util.List<Long> paddings = new java.util.ArrayList<>();
        long others = 0;
        int seen = 0;
        for (Buffer b : p.buffers()) {
            if ((seen++ & 0xffff) == 0) {
                CurrentBudget.check("summing the padding at time " + time);
            }
            if (b.start() > time || b.end() <= time) {
                continue;
            }
            for (Segment s : b.segments()) {
                if (s.upper() <= s.lower() || time < s.start() || s.end() <= time) {
                    continue;
                }
                if (b.colocate() == null && s.lower() == 0 && s.upper() == b.size() && b.alignment() % alignment == 0) {
                    paddings.add(Math.floorMod(-b.size(), alignment));
                } else if (b.colocate() != null || (s.upper() - s.lower()) % alignment != 0) {
                    others++;
                }
            }
        }
        java.util.Collections.sort(paddings);
        long followed = paddings.size() - 1 - others;
        long sum = 0;
        for (int i = 0; i < followed; i++) {
            sum += paddings.get(i);
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
