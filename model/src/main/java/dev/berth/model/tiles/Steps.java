package dev.berth.model.tiles;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A set of BSP supersteps as sorted, disjoint, non-touching half-open intervals — when a variable is live,
 * or when a structure is in use. Touching intervals are merged so that one interval is one delivery of a
 * shared structure.
 */
public final class Steps {
    private static final Steps NONE = new Steps(new int[0]);
    private final int[] bounds;

    private Steps(int[] bounds) {
        this.bounds = bounds;
    }

    public static Steps none() {
        return NONE;
    }

    public static Steps of(int start, int end) {
        return start >= end ? NONE : new Steps(new int[] {start, end});
    }

    /** Normalises the given [start, end) pairs (any order, overlaps allowed). */
    public static Steps of(List<int[]> intervals) {
        List<int[]> sorted = new ArrayList<>();
        for (int[] iv : intervals) {
            if (iv[0] < iv[1]) {
                sorted.add(iv);
            }
        }
        sorted.sort((a, b) -> Integer.compare(a[0], b[0]));
        int[] out = new int[sorted.size() * 2];
        int n = 0;
        for (int[] iv : sorted) {
            if (n > 0 && iv[0] <= out[n - 1]) {
                out[n - 1] = Math.max(out[n - 1], iv[1]);
            } else {
                out[n++] = iv[0];
                out[n++] = iv[1];
            }
        }
        return n == 0 ? NONE : new Steps(Arrays.copyOf(out, n));
    }

    public int intervals() {
        return bounds.length / 2;
    }

    public int start(int i) {
        return bounds[2 * i];
    }

    public int end(int i) {
        return bounds[2 * i + 1];
    }

    public boolean isEmpty() {
        return bounds.length == 0;
    }

    /** First step, or -1 when empty. */
    public int first() {
        return bounds.length == 0 ? -1 : bounds[0];
    }

    /** One past the last step, or -1 when empty. */
    public int last() {
        return bounds.length == 0 ? -1 : bounds[bounds.length - 1];
    }

    /** How many steps the set covers. */
    public int count() {
        int c = 0;
        for (int i = 0; i < bounds.length; i += 2) {
            c += bounds[i + 1] - bounds[i];
        }
        return c;
    }

    public boolean contains(int step) {
        for (int i = 0; i < bounds.length; i += 2) {
            if (step < bounds[i]) {
                return false;
            }
            if (step < bounds[i + 1]) {
                return true;
            }
        }
        return false;
    }

    /** Whether the two sets share a step. */
    public boolean intersects(Steps o) {
        return firstCommon(o) >= 0;
    }

    /** The first step both sets share, or -1. */
    public int firstCommon(Steps o) {
        int i = 0;
        int j = 0;
        while (i < bounds.length && j < o.bounds.length) {
            if (bounds[i + 1] <= o.bounds[j]) {
                i += 2;
            } else if (o.bounds[j + 1] <= bounds[i]) {
                j += 2;
            } else {
                return Math.max(bounds[i], o.bounds[j]);
            }
        }
        return -1;
    }

    public Steps union(Steps o) {
        List<int[]> all = new ArrayList<>();
        for (int i = 0; i < bounds.length; i += 2) {
            all.add(new int[] {bounds[i], bounds[i + 1]});
        }
        for (int i = 0; i < o.bounds.length; i += 2) {
            all.add(new int[] {o.bounds[i], o.bounds[i + 1]});
        }
        return of(all);
    }

    public List<int[]> toList() {
        List<int[]> out = new ArrayList<>();
        for (int i = 0; i < bounds.length; i += 2) {
            out.add(new int[] {bounds[i], bounds[i + 1]});
        }
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Steps s && Arrays.equals(bounds, s.bounds);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bounds);
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < bounds.length; i += 2) {
            b.append(i == 0 ? "" : ", ").append('[').append(bounds[i]).append(", ").append(bounds[i + 1]).append(')');
        }
        return b.append(']').toString();
    }
}
