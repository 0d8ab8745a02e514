package dev.berth.solvers.sync.choco;

import dev.berth.model.sync.ResourceClass;

import java.util.Arrays;

/**
 * The physical ids of one class a model offers its resources, ascending: every id a resource is pinned to,
 * and the first {@code free} usable ids no resource is pinned to. Ids nobody is pinned to are
 * interchangeable, so a mapping with at most {@code free} of them in use can be renamed onto these.
 *
 * @param free whether ids[k] is one nobody is pinned to
 */
public record ClassIds(int[] ids, boolean[] free) {

    public static ClassIds of(ResourceClass rc, int[] pinnedIds, int freeWanted) {
        int[] ids = new int[pinnedIds.length + Math.max(0, freeWanted)];
        int n = 0;
        for (int id : pinnedIds) {
            ids[n++] = id;
        }
        int found = 0;
        for (int id = 0; found < freeWanted && id < rc.limit(); id++) {
            if (rc.usable(id) && Arrays.binarySearch(pinnedIds, id) < 0) {
                ids[n++] = id;
                found++;
            }
            if (id == Integer.MAX_VALUE - 1) {
                break;
            }
        }
        int[] sorted = Arrays.copyOf(ids, n);
        Arrays.sort(sorted);
        boolean[] free = new boolean[n];
        for (int k = 0; k < n; k++) {
            free[k] = Arrays.binarySearch(pinnedIds, sorted[k]) < 0;
        }
        return new ClassIds(sorted, free);
    }

    public int size() {
        return ids.length;
    }

    public int id(int k) {
        return ids[k];
    }

    /** The position of {@code id}, or a negative number when it is not offered. */
    public int indexOf(int id) {
        return Arrays.binarySearch(ids, id);
    }

    /** Positions of the ids nobody is pinned to, ascending. */
    public int[] freeIndices() {
        int[] out = new int[ids.length];
        int n = 0;
        for (int k = 0; k < ids.length; k++) {
            if (free[k]) {
                out[n++] = k;
            }
        }
        return Arrays.copyOf(out, n);
    }
}
