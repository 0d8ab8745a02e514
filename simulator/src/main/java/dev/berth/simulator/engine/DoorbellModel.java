package dev.berth.simulator.engine;

/**
 * An explicit-state model of the doorbell / task-register protocol between one worker and one execution
 * unit (a primary and secondary cores, a barrier, a completion cell per core), as
 * the sound reading of the patent publication "Cooperative work-stealing scheduler" has it (docs/engine.md).
 * It is independent of the real engine: the protocol is
 * written down again as small programs over shared cells and store buffers, and checked on every
 * interleaving, so the two can disagree and show it.
 */
public final class DoorbellModel {
    /** Far above the largest configuration the tests explore; a bound so a mistake cannot eat the heap. */
    public static final long DEFAULT_STATE_LIMIT = 5_000_000;

    private DoorbellModel() {
    }

    /** Every interleaving of the configuration's steps and drains; stops at the first broken invariant. */
    public static ExplorationReport explore(UnitConfiguration config) {
        return explore(config, DEFAULT_STATE_LIMIT);
    }

    /** As {@link #explore(UnitConfiguration)}; throws IllegalStateException past {@code stateLimit} states. */
    public static ExplorationReport explore(UnitConfiguration config, long stateLimit) {
        return new Explorer(new Machine(config), stateLimit).explore();
    }

    /** One fixed schedule run to its end, for units too large to explore. */
    public static StraightLineRun runStraightLine(UnitConfiguration config) {
        return StraightLine.run(new Machine(config));
    }
}
