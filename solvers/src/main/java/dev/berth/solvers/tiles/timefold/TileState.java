package dev.berth.solvers.tiles.timefold;

/**
 * One tile's part of the placement, an immutable planning value: {@code rank} per local position (see
 * {@link SearchFacts}) orders the blocks the decoder places by first fit (lower first, ties by position),
 * and {@code anchor} per variable is its address while it belongs to an equal-address group (a group sits at
 * its lowest-indexed member's anchor; the moves keep every member's anchor equal). Moves make new states and
 * share the array they do not change; nobody writes into one.
 */
public final class TileState {
    final int[] rank;
    final long[] anchor;

    TileState(int[] rank, long[] anchor) {
        this.rank = rank;
        this.anchor = anchor;
    }

    TileState withRanks(int[] r) {
        return new TileState(r, anchor);
    }

    TileState withAnchors(long[] a) {
        return new TileState(rank, a);
    }

    @Override
    public String toString() {
        return "TileState(" + rank.length + " ranks)";
    }
}
