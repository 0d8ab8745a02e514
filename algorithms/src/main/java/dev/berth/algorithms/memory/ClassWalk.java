package dev.berth.algorithms.memory;

import dev.berth.model.Budget;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;

import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;

/**
 * Steps ii–v of {@link ReferenceMemoryAllocator}: rank the classes, then place each class's buffers
 * first-fit, the interfering classes and the free address runs they leave computed once per class.
 */
final class ClassWalk {
    private final MemoryProblem problem;
    private final SegmentIndex index;
    private final EquivalenceClasses classes;
    private final long[] offsets;
    private final boolean[] placed;
    private long[] lows = new long[64];
    private long[] highs = new long[64];
    private int occupied;

    ClassWalk(MemoryProblem problem, SegmentIndex index, EquivalenceClasses classes) {
        this.problem = problem;
        this.index = index;
        this.classes = classes;
        this.offsets = new long[problem.size()];
        this.placed = new boolean[problem.size()];
    }

    long[] run(ClassMetric metric, Budget budget) {
        int[][] pinned = new int[classes.count()][];
        for (int c = 0; c < classes.count(); c++) {
            pinned[c] = Arrays.stream(classes.members(c)).filter(b -> problem.buffer(b).isFixed()).toArray();
            for (int b : pinned[c]) {
                offsets[b] = problem.buffer(b).fixedOffset();
                placed[b] = true;
            }
        }
        int[] order = rank(metric);
        Comparator<Integer> withinClass = Comparator
                .comparingLong((Integer b) -> problem.buffer(b).size()).reversed()
                .thenComparing(Comparator.comparingLong((Integer b) -> GreedyOrder.lifespan(problem.buffer(b))).reversed())
                .thenComparing(Comparator.naturalOrder());
        boolean[] done = new boolean[classes.count()];
        for (int c : order) {
            if (budget.exhausted()) {
                return null;
            }
            int[] free = Arrays.stream(classes.members(c))
                    .filter(b -> !placed[b]).boxed().sorted(withinClass).mapToInt(Integer::intValue).toArray();
            done[c] = true;
            if (free.length == 0) {
                continue;
            }
            occupied = 0;
            for (int d : classes.neighbourClasses(c)) {
                // classes walked earlier are entirely placed; later ones only by their pins
                if (done[d]) {
                    for (int k = 0; k < classes.size(d); k++) {
                        occupy(classes.member(d, k));
                    }
                } else {
                    for (int b : pinned[d]) {
                        occupy(b);
                    }
                }
            }
            boolean clique = classes.mutuallyInterfering(c);
            if (clique) {
                for (int b : pinned[c]) {
                    occupy(b);
                }
            }
            FreeRuns runs = new FreeRuns(lows, highs, occupied);
            for (int b : free) {
                Buffer buffer = problem.buffer(b);
                long x = runs.firstFit(buffer.size(), buffer.alignment());
                offsets[b] = x;
                placed[b] = true;
                if (clique) {
                    runs.occupy(x, buffer.size());
                }
            }
        }
        return offsets;
    }

    private void occupy(int b) {
        long size = problem.buffer(b).size();
        if (size <= 0) {
            return;
        }
        if (occupied == lows.length) {
            lows = Arrays.copyOf(lows, 2 * occupied);
            highs = Arrays.copyOf(highs, 2 * occupied);
        }
        lows[occupied] = offsets[b];
        highs[occupied] = offsets[b] + size;
        occupied++;
    }

    /** Class numbers by the metric, larger first, ties by class number. */
    private int[] rank(ClassMetric metric) {
        long[] key = new long[classes.count()];
        for (int c = 0; c < key.length; c++) {
            key[c] = switch (metric) {
                case BYTES -> Arrays.stream(classes.members(c)).mapToLong(b -> problem.buffer(b).size()).sum();
                case COUNT -> classes.size(c);
                case SPAN -> span(c);
                case DEGREE -> classes.neighbourClasses(c).length;
            };
        }
        return IntStream.range(0, key.length).boxed()
                .sorted(Comparator.comparingLong((Integer c) -> key[c]).reversed()
                        .thenComparing(Comparator.naturalOrder()))
                .mapToInt(Integer::intValue).toArray();
    }

    /** Length of the union of the segments of class {@code c}'s buffers. */
    private long span(int c) {
        int n = 0;
        for (int k = 0; k < classes.size(c); k++) {
            int b = classes.member(c, k);
            n += index.firstSegment[b + 1] - index.firstSegment[b];
        }
        long[] starts = new long[n];
        long[] ends = new long[n];
        int i = 0;
        for (int k = 0; k < classes.size(c); k++) {
            int b = classes.member(c, k);
            for (int s = index.firstSegment[b]; s < index.firstSegment[b + 1]; s++) {
                starts[i] = index.start[s];
                ends[i] = index.end[s];
                i++;
            }
        }
        // union length = sum over the covered stretches between the separately sorted ends
        Arrays.sort(starts);
        Arrays.sort(ends);
        long total = 0;
        int covering = 0;
        long from = 0;
        int a = 0;
        int z = 0;
        while (a < n || z < n) {
            if (a < n && starts[a] <= ends[z]) {
                if (covering++ == 0) {
                    from = starts[a];
                }
                a++;
            } else {
                if (--covering == 0) {
                    total += ends[z] - from;
                }
                z++;
            }
        }
        return total;
    }
}
