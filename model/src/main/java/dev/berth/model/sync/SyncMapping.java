package dev.berth.model.sync;

/**
 * An answer of the sync family: the physical id of every logical resource (problem order), within the
 * resource's class, or {@link SyncProblem#REMOVED} for a sync pair dropped because the others imply its
 * ordering. The array is shared, not copied.
 */
public record SyncMapping(int[] ids) {
    /**
     * The id of a resource a solution file neither assigns nor removes: a mapping that leaves one out is
     * invalid, and the checker says which resource.
     */
    public static final int UNASSIGNED = Integer.MIN_VALUE;

    public SyncMapping {
        if (ids == null) {
            throw new IllegalArgumentException("a mapping needs its ids");
        }
    }

    public int id(int resource) {
        return ids[resource];
    }

    public boolean removed(int resource) {
        return ids[resource] == SyncProblem.REMOVED;
    }

    /** How many sync pairs the mapping drops. */
    public int removedCount() {
        int k = 0;
        for (int x : ids) {
            if (x == SyncProblem.REMOVED) {
                k++;
            }
        }
        return k;
    }
}
