package dev.berth.algorithms.tiles;

import java.util.Arrays;

/**
 * How step s0 orders the equal-address groups: the four {@link BlockOrder}s of the published procedure
 * (a group's size its largest member's, its span the steps some member is live) — the reference's
 * {@code group-order} — or, beyond the text and only in {@link GroupSearchTileAllocator}, orders meant for
 * groups that span many tiles. Every order ends its ties with the position, so it is total and
 * deterministic.
 */
enum GroupOrder {
    SIZE(BlockOrder.SIZE),
    SPAN(BlockOrder.SPAN),
    INPUT(BlockOrder.INPUT),
    RANDOM(BlockOrder.RANDOM),
    /**
     * Earliest first live step first, then larger: first fit in start order colours an interval graph
     * optimally, so groups whose lives only overlap in time stack no higher than their busiest step.
     */
    START(null),
    /** Most bytes over all members' tiles (size × member count) first, then larger, then longer-lived. */
    WEIGHT(null),
    /** Groups live at every step first (larger first), then the rest by earliest first live step. */
    ALWAYS(null),
    /**
     * Groups touching the most loaded tiles first (the largest {@code TileLowerBound} among the members'
     * tiles), then larger, then earliest start: the tiles that set the largest peak get the low addresses.
     */
    LOAD(null);

    private final BlockOrder block;

    GroupOrder(BlockOrder block) {
        this.block = block;
    }

    /** The group order of the same name as a published block order. */
    static GroupOrder of(BlockOrder order) {
        for (GroupOrder o : values()) {
            if (o.block == order) {
                return o;
            }
        }
        throw new IllegalArgumentException("no group order for " + order);
    }

    /**
     * Positions {@code 0..n-1} in this order, given each group's size, live-step count, first live step,
     * member count and whether it is live at every step.
     */
    int[] sequence(long[] size, long[] span, int[] start, int[] members, boolean[] always, long[] load,
                   long seed) {
        if (block != null) {
            return block.sequence(size, span, seed, -1);
        }
        int n = size.length;
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> {
            int c = switch (this) {
                case START -> start[a] != start[b] ? Integer.compare(start[a], start[b])
                        : Long.compare(size[b], size[a]);
                case WEIGHT -> {
                    long wa = size[a] * members[a];
                    long wb = size[b] * members[b];
                    yield wa != wb ? Long.compare(wb, wa) : size[a] != size[b] ? Long.compare(size[b], size[a])
                            : Long.compare(span[b], span[a]);
                }
                case ALWAYS -> always[a] != always[b] ? (always[a] ? -1 : 1)
                        : always[a] ? Long.compare(size[b], size[a])
                        : start[a] != start[b] ? Integer.compare(start[a], start[b])
                        : Long.compare(size[b], size[a]);
                case LOAD -> load[a] != load[b] ? Long.compare(load[b], load[a])
                        : size[a] != size[b] ? Long.compare(size[b], size[a]) : Integer.compare(start[a], start[b]);
                default -> 0;
            };
            return c != 0 ? c : Integer.compare(a, b);
        });
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = order[i];
        }
        return out;
    }
}
