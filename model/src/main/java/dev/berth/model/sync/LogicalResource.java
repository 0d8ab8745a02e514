package dev.berth.model.sync;

/**
 * One logical sync resource: its producer and consumer instruction and what the user said about it.
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

    public boolean isPinned() {
        return pinned != FREE;
    }
}
