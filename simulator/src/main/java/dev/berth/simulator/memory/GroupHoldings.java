package dev.berth.simulator.memory;

import dev.berth.model.CurrentBudget;
import dev.berth.model.memory.Buffer;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The machine events of a co-location group, whose members alias each other (an in-place operator's input
 * and output are the same bytes). Between two changes of any member's holding, every byte some live member
 * holds is held once, by the first such member in problem order; when that changes, the old holder reads the
 * bytes back before the new one takes them, so a foreign write in between is still caught, and members never
 * read back each other's tags as a collision. Each member's holding comes from {@link BufferHoldings}.
 */
final class GroupHoldings {
    private record Piece(int buffer, long lower, long upper) {
    }

    private GroupHoldings() {
    }

    /** Appends the events of the group's members (indices in problem order) at their offsets. */
    static void events(List<Buffer> buffers, int[] members, long[] offsets, List<MachineEvent> out) {
        TreeSet<Long> cuts = new TreeSet<>();
        for (int i : members) {
            Buffer b = buffers.get(i);
            out.add(BufferHoldings.placement(b, i, offsets[i]));
            cuts.addAll(BufferHoldings.changes(b));
        }
        Set<Piece> held = new HashSet<>();
        int step = 0;
        for (long t : cuts) {
            if ((step++ & 0x3f) == 0) {
                CurrentBudget.check("replaying a co-location group on the memory machine");
            }
            Set<Piece> now = new HashSet<>();
            TreeMap<Long, Long> taken = new TreeMap<>();
            for (int i : members) {
                long[] h = BufferHoldings.heldFrom(buffers.get(i), t);
                long lower = BufferHoldings.add(offsets[i], h[0]);
                long upper = BufferHoldings.add(offsets[i], h[1]);
                if (upper > lower) {
                    for (long[] free : outside(lower, upper, taken)) {
                        now.add(new Piece(i, free[0], free[1]));
                    }
                }
            }
            for (Piece p : held) {
                if (!now.contains(p)) {
                    out.add(new MachineEvent(t, MachineEvent.RELEASE, p.buffer(), p.lower(), p.upper()));
                }
            }
            for (Piece p : now) {
                if (!held.contains(p)) {
                    out.add(new MachineEvent(t, MachineEvent.ACQUIRE, p.buffer(), p.lower(), p.upper()));
                }
            }
            held = now;
        }
    }

    /**
     * The parts of [lower, upper) outside every range already taken, which then takes it too. {@code taken} maps
     * the lower byte of each taken range to its upper one, the ranges disjoint: a member is compared with the
     * ranges it meets, not with every member before it (a thousand members live together made that cubic).
     */
    private static List<long[]> outside(long lower, long upper, TreeMap<Long, Long> taken) {
        List<long[]> parts = new ArrayList<>();
        long from = lower;
        long to = upper;
        Map.Entry<Long, Long> before = taken.lowerEntry(lower);
        long at = lower;
        if (before != null && before.getValue() > lower) {
            at = Math.min(upper, before.getValue());
            from = before.getKey();
            to = Math.max(upper, before.getValue());
            taken.remove(before.getKey());
        }
        for (Map.Entry<Long, Long> e = taken.ceilingEntry(lower); e != null && e.getKey() < upper;
             e = taken.ceilingEntry(lower)) {
            if (e.getKey() > at) {
                parts.add(new long[] {at, e.getKey()});
            }
            at = Math.max(at, Math.min(upper, e.getValue()));
            to = Math.max(to, e.getValue());
            taken.remove(e.getKey());
        }
        if (at < upper) {
            parts.add(new long[] {at, upper});
        }
        taken.put(from, to);
        return parts;
    }
}
