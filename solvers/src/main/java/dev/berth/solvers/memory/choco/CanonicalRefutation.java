package dev.berth.solvers.memory.choco;

import dev.berth.model.Budget;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.Segment;
import dev.berth.solvers.choco.NextRestRefutation;
import org.chocosolver.solver.variables.IntVar;

import java.util.ArrayList;
import java.util.List;

/**
 * Decision "offset = v" whose refutation jumps to the next offset where the buffer could rest on a
 * neighbour, instead of merely excluding {@code v}.
 *
 * <p>Why this keeps the search complete: if a node has a layout, dropping every unfixed buffer as low as
 * its domain and the other buffers allow (never below its current lower bound, fixed buffers staying put)
 * gives a layout of the same node with a peak no higher. In it each unfixed buffer sits at its lower bound
 * or just above (alignment rounded up) the top of a time-overlapping segment of another buffer. So when
 * "offset = lb" fails, the buffer must start at one of those tops above {@code lb}; the smallest such top
 * that the neighbours' current domains allow is a valid new lower bound. Branching only on values equal to
 * the lower bound (as {@code IntDomainMin} does) is assumed.
 */
final class CanonicalRefutation extends NextRestRefutation {
    private final IntVar[] offsets;
    private final long[] alignment;
    /** Per buffer: neighbour buffer and the distance from its offset to where this buffer would rest on it. */
    private final int[][] neighbour;
    private final long[][] rest;

    /**
     * Neighbours are found by the {@link TimeOverlaps} sweep (as many as the non-overlap pairs, which the model
     * caps), not by testing every pair of buffers; their order does not matter, only their minimum is used.
     *
     * @throws ModelNotBuilt when the budget runs out first
     */
    CanonicalRefutation(MemoryProblem problem, IntVar[] offsets, Budget budget) {
        super(offsets);
        this.offsets = offsets;
        int n = problem.size();
        alignment = new long[n];
        List<Segment> segments = new ArrayList<>();
        List<Integer> owner = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Buffer b = problem.buffer(i);
            alignment[i] = b.alignment();
            for (Segment seg : b.segments()) {
                segments.add(seg);
                owner.add(i);
            }
        }
        TimeOverlaps overlaps = new TimeOverlaps(segments);
        int[] degree = new int[n];
        listNeighbours(overlaps, budget, n, (a, b) -> {
            degree[owner.get(a)]++;
            degree[owner.get(b)]++;
        });
        neighbour = new int[n][];
        rest = new long[n][];
        for (int i = 0; i < n; i++) {
            neighbour[i] = new int[degree[i]];
            rest[i] = new long[degree[i]];
            degree[i] = 0;
        }
        listNeighbours(overlaps, budget, n, (a, b) -> {
            Segment sa = segments.get(a);
            Segment sb = segments.get(b);
            add(owner.get(a), owner.get(b), sb.upper() - sa.lower(), degree);
            add(owner.get(b), owner.get(a), sa.upper() - sb.lower(), degree);
        });
    }

    private static void listNeighbours(TimeOverlaps overlaps, Budget budget, int n, TimeOverlaps.PairConsumer out) {
        int listed = overlaps.forEachPair(out, budget);
        if (listed < overlaps.segments()) {
            throw ModelNotBuilt.timeUp(n, "search neighbours of " + listed + " of " + overlaps.segments()
                    + " segments listed");
        }
    }

    /** Buffer i may rest {@code distance} above buffer j's offset. */
    private void add(int i, int j, long distance, int[] filled) {
        neighbour[i][filled[i]] = j;
        rest[i][filled[i]++] = distance;
    }

    /** The lowest offset above {@code value} at which buffer {@code i} could rest on a neighbour. */
    @Override
    protected int nextRest(int i, int value) {
        long a = alignment[i];
        long best = Long.MAX_VALUE;
        for (int k = 0; k < neighbour[i].length; k++) {
            IntVar o = offsets[neighbour[i][k]];
            long highest = (long) o.getUB() + rest[i][k];
            if (highest <= value) {
                continue;
            }
            long lowest = Math.max((long) o.getLB() + rest[i][k], value + 1L);
            best = Math.min(best, (lowest + a - 1) / a * a);
        }
        // no neighbour can lift it: every offset above value is dominated, so the branch fails
        return (int) Math.min(best, (long) Integer.MAX_VALUE);
    }
}
