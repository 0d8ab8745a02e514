package dev.berth.solvers.memory.timefold;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Segment;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Which modelled buffers (slots) can collide, with the byte windows that do: the pairs for the score and,
 * per slot, its neighbours with windows seen from that slot for the moves. Built once per solve and shared
 * by every clone of the working solution.
 */
final class Interference {
    private final List<Conflict> conflicts;
    private final int[][] neighbours;
    /** Per slot and neighbour: window quadruples {own lower, own upper, other lower, other upper}. */
    private final long[][][] windows;

    private Interference(List<Conflict> conflicts, int[][] neighbours, long[][][] windows) {
        this.conflicts = conflicts;
        this.neighbours = neighbours;
        this.windows = windows;
    }

    /** {@code buffers.get(i)} is slot {@code i}; zero-size buffers occupy nothing and collide with nothing. */
    static Interference of(List<Buffer> buffers) {
        int n = buffers.size();
        List<List<Segment>> segments = new ArrayList<>(n);
        for (Buffer b : buffers) {
            segments.add(b.segments());
        }
        Integer[] byStart = new Integer[n];
        for (int i = 0; i < n; i++) {
            byStart[i] = i;
        }
        Arrays.sort(byStart, (x, y) -> Long.compare(buffers.get(x).start(), buffers.get(y).start()));
        List<Conflict> conflicts = new ArrayList<>();
        List<List<Integer>> adjacent = new ArrayList<>(n);
        List<List<long[]>> adjacentWindows = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            adjacent.add(new ArrayList<>());
            adjacentWindows.add(new ArrayList<>());
        }
        for (int x = 0; x < n; x++) {
            int i = byStart[x];
            Buffer bi = buffers.get(i);
            for (int y = x + 1; y < n; y++) {
                int j = byStart[y];
                Buffer bj = buffers.get(j);
                if (bj.start() >= bi.end()) {
                    break;
                }
                long[] w = windowPairs(segments.get(i), segments.get(j));
                if (w.length == 0) {
                    continue;
                }
                int a = Math.min(i, j);
                int b = Math.max(i, j);
                conflicts.add(new Conflict(a, b, a == i ? w : swapSides(w)));
                adjacent.get(i).add(j);
                adjacentWindows.get(i).add(w);
                adjacent.get(j).add(i);
                adjacentWindows.get(j).add(swapSides(w));
            }
        }
        int[][] neighbours = new int[n][];
        long[][][] windows = new long[n][][];
        for (int i = 0; i < n; i++) {
            neighbours[i] = adjacent.get(i).stream().mapToInt(Integer::intValue).toArray();
            windows[i] = adjacentWindows.get(i).toArray(new long[0][]);
        }
        return new Interference(List.copyOf(conflicts), neighbours, windows);
    }

    private static long[] windowPairs(List<Segment> first, List<Segment> second) {
        Set<List<Long>> pairs = new LinkedHashSet<>();
        for (Segment s : first) {
            for (Segment t : second) {
                if (s.overlapsInTime(t)) {
                    pairs.add(List.of(s.lower(), s.upper(), t.lower(), t.upper()));
                }
            }
        }
        long[] out = new long[pairs.size() * 4];
        int k = 0;
        for (List<Long> p : pairs) {
            for (long v : p) {
                out[k++] = v;
            }
        }
        return out;
    }

    private static long[] swapSides(long[] w) {
        long[] out = new long[w.length];
        for (int k = 0; k < w.length; k += 4) {
            out[k] = w[k + 2];
            out[k + 1] = w[k + 3];
            out[k + 2] = w[k];
            out[k + 3] = w[k + 1];
        }
        return out;
    }

    List<Conflict> conflicts() {
        return conflicts;
    }

    int[] neighbours(int slot) {
        return neighbours[slot];
    }

    /** Windows of {@code neighbours(slot)[k]}, as quadruples seen from {@code slot}. */
    long[] windows(int slot, int k) {
        return windows[slot][k];
    }
}
