package dev.berth.model.check.memory;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.Certificate;
import dev.berth.model.Checker;
import dev.berth.model.CurrentBudget;
import dev.berth.model.Score;
import dev.berth.model.memory.MemoryLayout;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The memory family's independent checker, written from formats.md with no help from any solver: offsets
 * present (a solution file that leaves a buffer out gives it {@link MemoryLayout#NO_OFFSET}), non-negative, aligned, pinned where pinned, within the capacity, and no two buffers holding the
 * same byte at the same time (O(n log n): a sweep over time keeping the occupied address ranges by their
 * lower byte, in primitive arrays: 0.1 s warm on 300,000 buffers, 0.4–0.6 s on a million); buffers of one
 * co-location group at one offset, holding their bytes together (never in conflict with each other, each in
 * conflict with everything else it meets); the peak recomputed from the offsets; bounds and infeasibility
 * from live bytes and pins recomputed from the buffers.
 */
public final class MemoryChecker implements Checker<MemoryProblem, MemoryLayout> {
    /** formats.md's sizes and addresses fit in 2^53 (the parsers refuse more), so offset + size cannot wrap. */
    static final long MAX_OFFSET = 1L << 53;
    private static final String DOING = "checking the layout";

    @Override
    public String violation(MemoryProblem problem, MemoryLayout layout) {
        return firstViolation(problem, layout.offsets());
    }

    @Override
    public Score score(MemoryProblem problem, MemoryLayout layout) {
        return Score.of(peak(problem, layout.offsets()));
    }

    @Override
    public String boundViolation(MemoryProblem problem, MemoryLayout layout, Certificate certificate, long bound) {
        return MemoryCertificates.boundViolation(problem, certificate, bound);
    }

    @Override
    public String infeasibilityViolation(MemoryProblem problem, Certificate certificate) {
        return MemoryCertificates.infeasibilityViolation(problem, certificate);
    }

    /** The highest address a layout uses: max over buffers of offset + size (0 for none). */
    public static long peak(MemoryProblem problem, long[] offsets) {
        long peak = 0;
        for (int i = 0; i < offsets.length; i++) {
            long size = problem.buffer(i).size();
            if (size > 0) {
                peak = Math.max(peak, offsets[i] + size);
            }
        }
        return peak;
    }

    /** The first violation, or {@code null} when the layout is valid. */
    public static String firstViolation(MemoryProblem problem, long[] offsets) {
        List<String> v = violations(problem, offsets, 1);
        return v.isEmpty() ? null : v.get(0);
    }

    public static boolean isValid(MemoryProblem problem, long[] offsets) {
        return firstViolation(problem, offsets) == null;
    }

    /** Up to {@code limit} violations, in a stable order (per-buffer rules first, then collisions by time). */
    public static List<String> violations(MemoryProblem problem, long[] offsets, int limit) {
        List<String> out = new ArrayList<>();
        List<Buffer> buffers = problem.buffers();
        if (offsets == null || offsets.length != buffers.size()) {
            out.add("layout has " + (offsets == null ? "no" : offsets.length) + " offsets for "
                    + buffers.size() + " buffers");
            return out;
        }
        for (int i = 0; i < buffers.size() && out.size() < limit; i++) {
            if ((i & 0xffff) == 0) {
                CurrentBudget.check(DOING);
            }
            Buffer b = buffers.get(i);
            long o = offsets[i];
            if (o == MemoryLayout.NO_OFFSET) {
                out.add("buffer " + b.id() + " has no offset");
            } else if (o < 0) {
                out.add("buffer " + b.id() + ": negative offset " + o);
            } else if (o > MAX_OFFSET) {
                // beyond any real address space, and offset + size could wrap around past Long.MAX_VALUE
                out.add("buffer " + b.id() + ": offset " + o + " is beyond the addressable range (" + MAX_OFFSET + ")");
            } else if (o % b.alignment() != 0) {
                out.add("buffer " + b.id() + ": offset " + o + " is not a multiple of its alignment " + b.alignment());
            } else if (b.isFixed() && o != b.fixedOffset()) {
                out.add("buffer " + b.id() + ": pinned at " + b.fixedOffset() + " but placed at " + o);
            } else if (problem.hasCapacity() && b.size() > 0 && o > problem.capacity() - b.size()) {
                out.add("buffer " + b.id() + ": ends at " + (o + b.size()) + ", beyond the capacity " + problem.capacity());
            }
        }
        if (out.size() < limit) {
            separatedAliases(problem, offsets, limit, out);
        }
        if (out.size() >= limit) {
            return out;
        }
        collisions(problem, offsets, limit - out.size(), out);
        return out;
    }

    /** Members of a co-location group placed at different offsets (each against the group's first member). */
    private static void separatedAliases(MemoryProblem problem, long[] offsets, int limit, List<String> out) {
        Map<String, Integer> first = new java.util.HashMap<>();
        for (int i = 0; i < offsets.length && out.size() < limit; i++) {
            if ((i & 0xffff) == 0) {
                CurrentBudget.check(DOING);
            }
            String g = problem.buffer(i).colocate();
            if (g == null) {
                continue;
            }
            Integer f = first.putIfAbsent(g, i);
            if (f != null && offsets[f] != offsets[i]) {
                out.add("buffers " + problem.buffer(f).id() + " and " + problem.buffer(i).id() + " are co-located (group "
                        + g + ") but placed at " + offsets[f] + " and " + offsets[i]);
            }
        }
    }

    /**
     * A sweep over time: at equal times ends come first, then starts in the order of (buffer, lower byte); each
     * start is compared with the occupied ranges just below and above its lower byte, which are disjoint (a
     * range that collides is reported and not added). Primitive arrays throughout: times and lower bytes are
     * replaced by their ranks, the occupied lower bytes are a {@link SlotSet}.
     */
    private static void collisions(MemoryProblem problem, long[] offsets, int limit, List<String> out) {
        AliasedHoldings.Pieces pieces = AliasedHoldings.pieces(problem, offsets);
        int m = pieces.size;
        long[] start = Arrays.copyOf(pieces.start, m);
        long[] end = Arrays.copyOf(pieces.end, m);
        int[] holder = pieces.holder;
        long[] lower = Arrays.copyOf(pieces.lower, m);
        long[] upper = pieces.upper;
        long[] byBuffer = new long[m];
        for (int p = 0; p < m; p++) {
            byBuffer[p] = (long) holder[p] << 32 | p; // a buffer's pieces at one time come in order of their lower byte
        }
        Arrays.sort(byBuffer);
        long[] times = distinctSorted(start, end);
        long[] starts = new long[m];
        long[] ends = new long[m];
        for (int k = 0; k < m; k++) {
            int p = (int) byBuffer[k];
            starts[k] = (long) Arrays.binarySearch(times, start[p]) << 32 | k;
            ends[k] = (long) Arrays.binarySearch(times, end[p]) << 32 | p;
        }
        Arrays.sort(starts);
        Arrays.sort(ends);
        long[] lowers = distinctSorted(lower, new long[0]);
        int[] slotHolder = new int[lowers.length]; // the piece holding each occupied lower byte, else -1
        Arrays.fill(slotHolder, -1);
        SlotSet occupied = new SlotSet(lowers.length);
        List<Buffer> buffers = problem.buffers();
        int found = 0;
        CurrentBudget.check(DOING);
        for (int i = 0, j = 0, step = 0; i < m; ) {
            if ((step++ & 0xffff) == 0) {
                CurrentBudget.check(DOING);
            }
            if (j < m && ends[j] >>> 32 <= starts[i] >>> 32) {
                int p = (int) ends[j++];
                int slot = Arrays.binarySearch(lowers, lower[p]);
                if (slotHolder[slot] == p) {
                    slotHolder[slot] = -1;
                    occupied.remove(slot);
                }
                continue;
            }
            int p = (int) byBuffer[(int) starts[i++]];
            int slot = Arrays.binarySearch(lowers, lower[p]);
            int below = occupied.atOrBelow(slot);
            int above = occupied.atOrAbove(slot);
            int other = -1;
            if (below >= 0 && upper[slotHolder[below]] > lower[p]) {
                other = slotHolder[below];
            } else if (above >= 0 && lower[slotHolder[above]] < upper[p]) {
                other = slotHolder[above];
            }
            if (other >= 0) {
                int ia = holder[other];
                int ib = holder[p];
                Buffer a = buffers.get(ia);
                Buffer b = buffers.get(ib);
                out.add("buffers " + a.id() + " [" + offsets[ia] + ", " + (offsets[ia] + a.size()) + ") and "
                        + b.id() + " [" + offsets[ib] + ", " + (offsets[ib] + b.size()) + ") overlap in memory at time "
                        + start[p]);
                if (++found >= limit) {
                    return;
                }
                continue; // keep the occupied ranges disjoint so later checks stay exact
            }
            slotHolder[slot] = p;
            occupied.add(slot);
        }
    }

    private static long[] distinctSorted(long[] a, long[] b) {
        long[] all = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        Arrays.sort(all);
        int k = 0;
        for (int i = 0; i < all.length; i++) {
            if (k == 0 || all[i] != all[k - 1]) {
                all[k++] = all[i];
            }
        }
        return Arrays.copyOf(all, k);
    }
}
