package dev.berth.model.tiles;

/**
 * The share-or-replicate decision for one structure; {@code master} is the tile keeping the only permanent
 * copy when shared, -1 when replicated.
 */
public record StructurePlan(boolean shared, int master) {
    public static final StructurePlan REPLICATED = new StructurePlan(false, -1);

    public StructurePlan {
        if (shared == (master < 0)) {
            throw new IllegalArgumentException("a shared structure needs a master tile, a replicated one none");
        }
    }

    public static StructurePlan sharedOn(int master) {
        return new StructurePlan(true, master);
    }

    /** Every replicated, for the baseline "replicate everything". */
    public static StructurePlan[] allReplicated(TileProblem p) {
        StructurePlan[] out = new StructurePlan[p.structureCount()];
        java.util.Arrays.fill(out, REPLICATED);
        return out;
    }
}
