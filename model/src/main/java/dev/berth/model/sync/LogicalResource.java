package dev.berth.model.sync;

import dev.berth.model.InputException;
import dev.berth.model.io.Numbers;

/**
 * One logical sync resource: its producer and consumer instruction and what the user said about it. On its
 * own it checks only its numbers; whether its positions and class exist is {@link SyncProblem}'s to check.
 *
 * @param producerWarp index into the problem's warps; {@code producerOp} the op index in that warp
 * @param classIndex   index into the problem's classes
 * @param pinned       the physical id the user fixed, or {@link #FREE}
 * @param arrivals     the arrival count it is initialised with, or {@link #ANY_ARRIVALS}: two resources share
 *                     a physical one only with equal counts (an mbarrier's count is set when it is initialised)
 */
public record LogicalResource(String id, int producerWarp, int producerOp, int consumerWarp, int consumerOp,
                              int classIndex, int pinned, int arrivals) {
    public static final int FREE = -1;
    public static final int ANY_ARRIVALS = -1;

    public LogicalResource {
        if (id == null) {
            throw new InputException("resources", "missing field 'id'");
        }
        String where = "resources[id=" + Numbers.abbreviate(id) + "]";
        atLeastZero(where + ".producerWarp", producerWarp);
        atLeastZero(where + ".producerOp", producerOp);
        atLeastZero(where + ".consumerWarp", consumerWarp);
        atLeastZero(where + ".consumerOp", consumerOp);
        atLeastZero(where + ".classIndex", classIndex);
        if (pinned != FREE) {
            atLeastZero(where + ".pinned", pinned);
        }
        if (arrivals != ANY_ARRIVALS) {
            checkArrivals(where + ".arrivals", arrivals);
        }
    }

    /** Refuses an arrival count no barrier is initialised with; a long so a reader can check before narrowing. */
    public static void checkArrivals(String where, long arrivals) {
        if (arrivals < 1) {
            throw new InputException(where, "must be at least 1, got " + arrivals);
        }
        if (arrivals >= ResourceClass.MAX_ID) {
            throw new InputException(where, "too large: " + arrivals);
        }
    }

    public boolean isPinned() {
        return pinned != FREE;
    }

    private static void atLeastZero(String where, int v) {
        if (v < 0) {
            throw new InputException(where, "must be at least 0, got " + v);
        }
    }
}
