package dev.berth.engine;

/** The contiguous grains {@code [first, first + count)} of a leaf, as one unit's task: part {@code p} is grain {@code first + p}. */
final class GrainGroup implements UnitTask {

    private final LeafGrains<?> leaf;
    private final int first;
    private final int count;

    GrainGroup(LeafGrains<?> leaf, int first, int count) {
        this.leaf = leaf;
        this.first = first;
        this.count = count;
    }

    @Override
    public int parts() {
        return count;
    }

    @Override
    public void runPart(int part) {
        leaf.run(first + part);
    }
}
