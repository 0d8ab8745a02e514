package dev.berth.solvers.sync.choco;

/**
 * Thrown while a sync strategy prepares its model and must stop first: the budget ran out, the conflict
 * graph would pass the size that keeps memory bounded, or the program deadlocks (no sync certificate proves
 * that; instances read from files never do). Strategies turn it into an answer that says why.
 */
public final class SyncModelNotBuilt extends RuntimeException {
    private SyncModelNotBuilt(String reason) {
        super(reason, null, false, false);
    }

    static SyncModelNotBuilt timeUp(String where) {
        return new SyncModelNotBuilt("time limit reached while " + where);
    }

    static SyncModelNotBuilt deadlock(java.util.List<String> cycle) {
        return new SyncModelNotBuilt("the program deadlocks: " + String.join(" -> ", cycle));
    }

    static SyncModelNotBuilt tooLarge(String what) {
        return new SyncModelNotBuilt("model too large: " + what);
    }
}
