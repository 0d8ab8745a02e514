package dev.berth.model.memory.analysis;

import dev.berth.model.Bound;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.ColocationGroup;
import dev.berth.model.memory.LiveBytes;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.PinnedEnd;
import dev.berth.model.memory.Segment;

import java.util.ArrayList;
import java.util.List;

/**
 * Lower bounds on the peak that need no search: the most bytes live at one time (each live buffer needs
 * its own bytes; the members of a co-location group share theirs, so a group counts the union of what its
 * live members hold), the top of every pinned buffer (a member of a group with a pin is pinned there), and
 * live bytes plus the padding alignment forces between them ({@link AlignedPadding}).
 */
public final class MemoryLowerBound {
    private MemoryLowerBound() {
    }

    public static long of(MemoryProblem problem) {
        return compute(problem).value();
    }

    /** The largest of the three bounds, with the certificate a checker re-derives. */
    public static Bound compute(MemoryProblem problem) {
        long fixedTop = 0;
        String fixedId = null;
        Long[] pins = EffectivePins.of(problem);
        for (int i = 0; i < problem.size(); i++) {
            Buffer b = problem.buffer(i);
            if (pins[i] != null && pins[i] + b.size() > fixedTop) {
                fixedTop = pins[i] + b.size();
                fixedId = b.id();
            }
        }
        // the live bytes after each time's changes: at one time ends come first (half-open lifespans), so the
        // most live during it is the amount after all its changes
        long[][] profile = profile(problem);
        long best = 0;
        long bestTime = -1;
        for (long[] entry : profile) {
            if (entry[1] > best) {
                best = entry[1];
                bestTime = entry[0];
            }
        }
        Bound aligned = AlignedPadding.above(problem, profile, Math.max(best, fixedTop));
        if (aligned != null) {
            return aligned;
        }
        if (fixedTop > best) {
            return new Bound(fixedTop, new PinnedEnd(fixedId, fixedTop));
        }
        return best == 0 ? Bound.ZERO : new Bound(best, new LiveBytes(bestTime, best));
    }

    /** Live bytes at every time where the amount changes: pairs (time, bytes live from then on). */
    public static long[][] profile(MemoryProblem problem) {
        List<long[]> events = events(problem);
        events.sort((x, y) -> Long.compare(x[0], y[0]));
        List<long[]> out = new ArrayList<>();
        long live = 0;
        for (int i = 0; i < events.size(); ) {
            long t = events.get(i)[0];
            while (i < events.size() && events.get(i)[0] == t) {
                live += events.get(i)[1];
                i++;
            }
            out.add(new long[] {t, live});
        }
        return out.toArray(new long[0][]);
    }

    /** (time, change of live bytes): each buffer's segments, a group's stretches in place of its members'. */
    private static List<long[]> events(MemoryProblem problem) {
        List<long[]> events = new ArrayList<>();
        boolean[] grouped = new boolean[problem.size()];
        for (ColocationGroup g : problem.groups()) {
            List<Buffer> members = new ArrayList<>();
            for (int i : g.members()) {
                grouped[i] = true;
                members.add(problem.buffer(i));
            }
            for (ColocatedOccupancy.Stretch s : ColocatedOccupancy.of(members)) {
                events.add(new long[] {s.start(), s.bytes()});
                events.add(new long[] {s.end(), -s.bytes()});
            }
        }
        for (int i = 0; i < problem.size(); i++) {
            if (grouped[i]) {
                continue;
            }
            for (Segment s : problem.buffer(i).segments()) {
                events.add(new long[] {s.start(), s.upper() - s.lower()});
                events.add(new long[] {s.end(), -(s.upper() - s.lower())});
            }
        }
        return events;
    }
}
