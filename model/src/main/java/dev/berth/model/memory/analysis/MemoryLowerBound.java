package dev.berth.model.memory.analysis;

import dev.berth.model.Bound;
import dev.berth.model.CurrentBudget;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.ColocationGroup;
import dev.berth.model.memory.LiveBytes;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.PinnedEnd;
import dev.berth.model.memory.Segment;

import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.Arrays;
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

    /**
     * The largest of the three bounds, with the certificate a checker re-derives. The last instance's bound is
     * kept, by identity: the portfolio's quick infeasibility, each strategy's start and each gate ask for the
     * bound of one instance, and on a million buffers it takes 0.5–2 s each time. Instances are immutable
     * records, so a kept bound is the one a new computation would give; the instance is held weakly.
     */
    public static Bound compute(MemoryProblem problem) {
        Kept k = kept;
        if (k != null && k.problem().get() == problem) {
            return k.bound();
        }
        Bound bound = computeAfresh(problem);
        kept = new Kept(new WeakReference<>(problem), bound);
        return bound;
    }

    private record Kept(WeakReference<MemoryProblem> problem, Bound bound) {
    }

    private static volatile Kept kept;

    private static Bound computeAfresh(MemoryProblem problem) {
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
        Changes changes = changes(problem);
        int m = changes.size;
        long[] times = Arrays.copyOf(changes.time, m);
        Arrays.sort(times);
        int distinct = 0;
        for (int k = 0; k < m; k++) {
            if (distinct == 0 || times[k] != times[distinct - 1]) {
                times[distinct++] = times[k];
            }
        }
        CurrentBudget.check("summing the live bytes over time");
        long[] delta = new long[distinct];
        for (int k = 0; k < m; k++) {
            if ((k & 0xffff) == 0) {
                CurrentBudget.check("summing the live bytes over time");
            }
            delta[Arrays.binarySearch(times, 0, distinct, changes.time[k])] += changes.bytes[k];
        }
        long[][] out = new long[distinct][];
        long live = 0;
        for (int t = 0; t < distinct; t++) {
            live += delta[t];
            out[t] = new long[] {times[t], live};
        }
        return out;
    }

    /** The changes of live bytes, as columns: at {@code time[k]} the live bytes change by {@code bytes[k]}. */
    private static final class Changes {
        int size;
        long[] time;
        long[] bytes;

        Changes(int capacity) {
            time = new long[Math.max(4, capacity)];
            bytes = new long[time.length];
        }

        void add(long t, long b) {
            if (size == time.length) {
                time = Arrays.copyOf(time, 2 * size);
                bytes = Arrays.copyOf(bytes, 2 * size);
            }
            time[size] = t;
            bytes[size] = b;
            size++;
        }
    }

    /** Each buffer's segments, a group's stretches in place of its members'. */
    private static Changes changes(MemoryProblem problem) {
        Changes changes = new Changes(2 * problem.size());
        boolean[] grouped = new boolean[problem.size()];
        for (ColocationGroup g : problem.groups()) {
            List<Buffer> members = new ArrayList<>();
            for (int i : g.members()) {
                grouped[i] = true;
                members.add(problem.buffer(i));
            }
            for (ColocatedOccupancy.Stretch s : ColocatedOccupancy.of(members)) {
                changes.add(s.start(), s.bytes());
                changes.add(s.end(), -s.bytes());
            }
        }
        for (int i = 0; i < problem.size(); i++) {
            if ((i & 0xffff) == 0) {
                CurrentBudget.check("summing the live bytes over time");
            }
            Buffer b = problem.buffer(i);
            if (grouped[i]) {
                continue;
            }
            if (b.gaps().isEmpty()) {
                if (b.size() > 0 && b.start() < b.end()) {
                    changes.add(b.start(), b.size());
                    changes.add(b.end(), -b.size());
                }
                continue;
            }
            for (Segment s : b.segments()) {
                changes.add(s.start(), s.upper() - s.lower());
                changes.add(s.end(), -(s.upper() - s.lower()));
            }
        }
        return changes;
    }
}
