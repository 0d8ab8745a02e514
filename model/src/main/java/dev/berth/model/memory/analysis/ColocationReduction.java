package dev.berth.model.memory.analysis;

import dev.berth.model.Certificate;
import dev.berth.model.CurrentBudget;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.ColocationGroup;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.PinnedOverlap;
import dev.berth.model.memory.Segment;
import dev.berth.model.memory.Window;

import java.util.ArrayList;
import java.util.List;

/**
 * Co-location removed by one reduction that every memory strategy can solve: each group of two or more
 * buffers becomes one buffer that holds, at every time, what the group holds together — lifespan the
 * members' hull, size the largest member's, alignment the lcm of theirs, pinned where a member is, and gaps
 * for the time profile: a plain gap where no member is live, a windowed gap {@code [lower, upper)} where the
 * members live then hold less than the largest size. It carries the largest member's id, so messages about
 * sizes and pins stay true. A layout of the reduced instance gives every member its group's offset.
 *
 * <p>Exact (the reduced instance has exactly the original's layouts, peaks and live bytes) when at every
 * time the bytes the live members hold form one range, as they do when members have no windows of their own
 * ({@link #exact()}). Otherwise the window is the hull of what they hold, which only forbids more: layouts
 * stay valid, proofs of the reduced instance prove nothing here.
 */
public final class ColocationReduction {
    private final MemoryProblem original;
    private final MemoryProblem reduced;
    /** index in the reduced instance of each original buffer */
    private final int[] image;
    /** for each reduced buffer, the original buffers it stands for */
    private final List<int[]> preimage;
    private final boolean exact;
    private final boolean windowed;

    private ColocationReduction(MemoryProblem original, MemoryProblem reduced, int[] image, List<int[]> preimage,
                                boolean exact, boolean windowed) {
        this.original = original;
        this.reduced = reduced;
        this.image = image;
        this.preimage = preimage;
        this.exact = exact;
        this.windowed = windowed;
    }

    /**
     * The reduction of {@code problem}; its groups' pins must agree with each other and with the members'
     * alignments ({@link MemoryInfeasibility#find} reports them first).
     *
     * @throws IllegalArgumentException when a group's pins or alignments admit no common offset
     */
    public static ColocationReduction of(MemoryProblem problem) {
        int n = problem.size();
        int[] image = new int[n];
        int[] groupOf = new int[n];
        java.util.Arrays.fill(groupOf, -1);
        List<ColocationGroup> groups = problem.groups();
        for (int g = 0; g < groups.size(); g++) {
            for (int i : groups.get(g).members()) {
                groupOf[i] = g;
            }
        }
        List<Buffer> buffers = new ArrayList<>();
        List<int[]> preimage = new ArrayList<>();
        boolean[] done = new boolean[groups.size()];
        boolean exact = true;
        boolean windowed = false;
        for (int i = 0; i < n; i++) {
            int g = groupOf[i];
            if (g < 0) {
                image[i] = buffers.size();
                preimage.add(new int[] {i});
                buffers.add(problem.buffer(i));
            } else if (!done[g]) {
                CurrentBudget.check("merging co-located buffers");
                done[g] = true;
                ColocationGroup group = groups.get(g);
                Merged m = merge(problem, group);
                exact &= m.exact;
                windowed |= m.windowed;
                for (int k : group.members()) {
                    image[k] = buffers.size();
                }
                preimage.add(group.members().clone());
                buffers.add(m.buffer);
            }
        }
        MemoryProblem reduced = new MemoryProblem(problem.name(), buffers, problem.capacity());
        return new ColocationReduction(problem, reduced, image, preimage, exact, windowed);
    }

    private record Merged(Buffer buffer, boolean exact, boolean windowed) {
    }

    private static Merged merge(MemoryProblem problem, ColocationGroup group) {
        List<Buffer> members = new ArrayList<>();
        Buffer largest = null;
        Long pin = null;
        long start = Long.MAX_VALUE;
        long end = Long.MIN_VALUE;
        for (int i : group.members()) {
            Buffer b = problem.buffer(i);
            members.add(b);
            if (largest == null || b.size() > largest.size()) {
                largest = b;
            }
            if (b.isFixed()) {
                if (pin != null && !pin.equals(b.fixedOffset())) {
                    throw new IllegalArgumentException("co-location group " + group.name() + " has two pins");
                }
                pin = b.fixedOffset();
            }
            start = Math.min(start, b.start());
            end = Math.max(end, b.end());
        }
        if (pin != null && pin % group.alignment() != 0) {
            throw new IllegalArgumentException("co-location group " + group.name() + ": pin " + pin
                    + " breaks an alignment of its members");
        }
        long size = largest.size();
        List<Gap> gaps = new ArrayList<>();
        boolean exact = true;
        boolean windowed = false;
        long t = start;
        for (ColocatedOccupancy.Stretch s : ColocatedOccupancy.of(members)) {
            if (s.start() > t) {
                gaps.add(new Gap(t, s.start()));
            }
            exact &= s.contiguous();
            if (s.lower() > 0 || s.upper() < size) {
                gaps.add(new Gap(s.start(), s.end(), new Window(s.lower(), s.upper())));
                windowed = true;
            }
            t = s.end();
        }
        if (t < end && size > 0) {
            gaps.add(new Gap(t, end));
        }
        Buffer b = new Buffer(largest.id(), start, end, size, group.alignment(), pin, gaps, largest.hint());
        return new Merged(b, exact, windowed);
    }

    public MemoryProblem reduced() {
        return reduced;
    }

    /** Whether the reduced instance has exactly the original's layouts (see the class comment). */
    public boolean exact() {
        return exact;
    }

    /** Whether some group needed a windowed gap: a solver must handle windows exactly for its proofs to stand. */
    public boolean windowed() {
        return windowed;
    }

    /** Offsets of the original buffers from those of the reduced ones: every member gets its group's. */
    public long[] expand(long[] reducedOffsets) {
        long[] out = new long[image.length];
        for (int i = 0; i < image.length; i++) {
            out[i] = reducedOffsets[image[i]];
        }
        return out;
    }

    /**
     * A certificate about the reduced instance restated for the original one; unchanged when its ids are the
     * original's already (live bytes, a size or pin end of the largest member), null when no restatement
     * applies. The checker still verifies whatever this returns.
     */
    public Certificate restate(Certificate c) {
        if (c instanceof PinnedOverlap po) {
            return pinnedOverlap(po);
        }
        return c;
    }

    /** The two original buffers behind a reduced pinned overlap that hold a common byte at its time. */
    private Certificate pinnedOverlap(PinnedOverlap po) {
        Long[] pins = EffectivePins.of(original);
        int a = reduced.indexById().getOrDefault(po.first(), -1);
        int b = reduced.indexById().getOrDefault(po.second(), -1);
        if (a < 0 || b < 0) {
            return null;
        }
        for (int x : preimage.get(a)) {
            for (int y : preimage.get(b)) {
                if (pins[x] != null && pins[y] != null && holdTogether(x, pins[x], y, pins[y], po.time())) {
                    return new PinnedOverlap(original.buffer(x).id(), original.buffer(y).id(), po.time());
                }
            }
        }
        return null;
    }

    private boolean holdTogether(int x, long ox, int y, long oy, long time) {
        for (Segment s : original.buffer(x).segments()) {
            for (Segment u : original.buffer(y).segments()) {
                boolean now = s.start() <= time && time < s.end() && u.start() <= time && time < u.end();
                if (now && Math.max(ox + s.lower(), oy + u.lower()) < Math.min(ox + s.upper(), oy + u.upper())) {
                    return true;
                }
            }
        }
        return false;
    }
}
