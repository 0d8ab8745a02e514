package dev.berth.model.check.memory;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.Certificate;
import dev.berth.model.Checker;
import dev.berth.model.Score;
import dev.berth.model.memory.MemoryLayout;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The memory family's independent checker, written from formats.md with no help from any solver: offsets
 * present, non-negative, aligned, pinned where pinned, within the capacity, and no two buffers holding the
 * same byte at the same time (O(n log n): a sweep over time keeping the occupied address ranges in a sorted
 * map); buffers of one co-location group at one offset, holding their bytes together (never in conflict with
 * each other, each in conflict with everything else it meets); the peak recomputed from the offsets; bounds and infeasibility from live bytes and pins recomputed
 * from the buffers.
 */
public final class MemoryChecker implements Checker<MemoryProblem, MemoryLayout> {
    /** formats.md's sizes and addresses fit in 2^53 (the parsers refuse more), so offset + size cannot wrap. */
    static final long MAX_OFFSET = 1L << 53;

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
            Buffer b = buffers.get(i);
            long o = offsets[i];
            if (o < 0) {
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

    private static void collisions(MemoryProblem problem, long[] offsets, int limit, List<String> out) {
        // events: {time, kind (0 = end, 1 = start), buffer, lower, upper}
        List<long[]> events = new ArrayList<>();
        List<Buffer> buffers = problem.buffers();
        for (long[] p : AliasedHoldings.pieces(problem, offsets)) {
            events.add(new long[] {p[0], 1, p[2], p[3], p[4]});
            events.add(new long[] {p[1], 0, p[2], p[3], p[4]});
        }
        events.sort((x, y) -> {
            int c = Long.compare(x[0], y[0]);
            if (c != 0) {
                return c;
            }
            c = Long.compare(x[1], y[1]);
            return c != 0 ? c : Arrays.compare(x, y);
        });
        // occupied ranges: lower -> {upper, buffer}
        TreeMap<Long, long[]> occupied = new TreeMap<>();
        int found = 0;
        for (long[] e : events) {
            int i = (int) e[2];
            long lo = e[3];
            long hi = e[4];
            if (e[1] == 0) {
                long[] held = occupied.get(lo);
                if (held != null && held[1] == i) {
                    occupied.remove(lo);
                }
                continue;
            }
            Map.Entry<Long, long[]> below = occupied.floorEntry(lo);
            Map.Entry<Long, long[]> above = occupied.ceilingEntry(lo);
            int other = -1;
            if (below != null && below.getValue()[0] > lo) {
                other = (int) below.getValue()[1];
            } else if (above != null && above.getKey() < hi) {
                other = (int) above.getValue()[1];
            }
            if (other >= 0) {
                Buffer a = buffers.get(other);
                Buffer b = buffers.get(i);
                out.add("buffers " + a.id() + " [" + offsets[other] + ", " + (offsets[other] + a.size()) + ") and "
                        + b.id() + " [" + offsets[i] + ", " + (offsets[i] + b.size()) + ") overlap in memory at time "
                        + e[0]);
                if (++found >= limit) {
                    return;
                }
                continue; // keep the map disjoint so later checks stay exact
            }
            occupied.put(lo, new long[] {hi, i});
        }
    }
}
