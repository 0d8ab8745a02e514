package dev.berth.algorithms.tiles;

import dev.berth.model.SolveOptions;

/**
 * What one run of the allocator does, from the parameters of the strategy it runs as: the reference's
 * ({@link ReferenceTileAllocator}: the published procedure and its ablations) or group-search's
 * ({@link GroupSearchTileAllocator}: the same plus Berth's group-order variants and tile retries).
 */
record ReferenceSettings(ShareMode share, boolean classes, ClassOrder classOrder, BlockOrder order,
                         GroupOrder groupOrder, GroupMode groups, int groupIterations, boolean stackedScore,
                         boolean tileRetry, long seed) {

    /** The published procedure under the reference's parameters: step s0 by first fit, no retries. */
    static ReferenceSettings published(SolveOptions o) {
        return new ReferenceSettings(ReferenceTileAllocator.SHARE.from(o), ReferenceTileAllocator.CLASSES.from(o),
                ReferenceTileAllocator.CLASS_ORDER.from(o), ReferenceTileAllocator.ORDER.from(o),
                GroupOrder.of(ReferenceTileAllocator.GROUP_ORDER.from(o)), GroupMode.FIRST_FIT, 0, false, false,
                o.seed());
    }

    /** group-search's parameters: the reference's, with the group orders, modes and retries beyond the text. */
    static ReferenceSettings search(SolveOptions o) {
        return new ReferenceSettings(ReferenceTileAllocator.SHARE.from(o), ReferenceTileAllocator.CLASSES.from(o),
                ReferenceTileAllocator.CLASS_ORDER.from(o), ReferenceTileAllocator.ORDER.from(o),
                GroupSearchTileAllocator.GROUP_ORDER.from(o), GroupSearchTileAllocator.GROUPS.from(o),
                (int) (long) GroupSearchTileAllocator.GROUP_ITERATIONS.from(o),
                GroupSearchTileAllocator.GROUP_SCORE.from(o) == GroupSearchTileAllocator.GroupScore.STACKED,
                GroupSearchTileAllocator.TILE_RETRY.from(o), o.seed());
    }

    /** The same settings with another block order and classes on or off, for a tile's retries. */
    ReferenceSettings withOrder(boolean byClasses, BlockOrder blockOrder) {
        return new ReferenceSettings(share, byClasses, classOrder, blockOrder, groupOrder, groups, groupIterations,
                stackedScore, tileRetry, seed);
    }
}
