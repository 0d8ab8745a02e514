package dev.berth.model.sync.io;

import dev.berth.model.TooLarge;

/**
 * The sync family's size limits (docs/sync.md, "Limits"): what Berth builds for one program at most. The
 * reader checks them on the file's arrays before it builds warps, and every {@code SyncProblem} when built.
 */
public final class SyncLimits {
    /**
     * Sync events (a producer's signal, a consumer's issue and completion: three per resource) times warps:
     * happens-before keeps, for every event, the first event of every warp it reaches, and the checker a
     * vector clock per event. 2^26 ints are 256 MiB per table; the largest programs measured (64 warps,
     * 10,000 pairs, bench/SYNC.md) need 1.9 million.
     */
    public static final long REACH = 1L << 26;
    /** Instructions of all warps: each is a step of every simulated schedule. */
    public static final long OPS = 1L << 22;
    /**
     * Reserved ids of one class: hardware has tens; First-Fit skips them one by one for every resource.
     */
    public static final long RESERVED = 1L << 16;

    private SyncLimits() {
    }

    /** Refuses a program of {@code resources} sync pairs on {@code warps} warps. */
    public static void checkReach(String where, long resources, long warps) {
        long events = saturatedProduct(3, resources);
        long cells = saturatedProduct(events, warps);
        if (cells > REACH) {
            throw new TooLarge(where, "happens-before entries (" + events + " sync events x " + warps + " warps)",
                    cells, REACH, "sync.reach");
        }
    }

    /** Refuses {@code ops} instructions in all warps together. */
    public static void checkOps(String where, long ops) {
        if (ops > OPS) {
            throw new TooLarge(where, "instructions", ops, OPS, "sync.ops");
        }
    }

    /** Refuses {@code reserved} reserved ids in one class. */
    public static void checkReserved(String where, long reserved) {
        if (reserved > RESERVED) {
            throw new TooLarge(where, "reserved ids", reserved, RESERVED, "sync.reserved");
        }
    }

    /** {@code a * b} for non-negative numbers, {@code Long.MAX_VALUE} where it would overflow. */
    public static long saturatedProduct(long a, long b) {
        return a != 0 && b > Long.MAX_VALUE / a ? Long.MAX_VALUE : a * b;
    }
}
