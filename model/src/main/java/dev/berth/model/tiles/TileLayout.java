package dev.berth.model.tiles;

import java.util.List;

/**
 * A complete answer: every variable's offset on its tile (problem order) and every structure's decision and
 * placement (problem order).
 */
public record TileLayout(long[] variableOffsets, List<StructureLayout> structures) {
    public TileLayout {
        structures = List.copyOf(structures);
    }

    public StructurePlan[] plans() {
        StructurePlan[] out = new StructurePlan[structures.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = structures.get(i).plan();
        }
        return out;
    }
}
