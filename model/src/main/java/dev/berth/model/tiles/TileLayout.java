package dev.berth.model.tiles;

import dev.berth.model.tiles.analysis.TileBlock;
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

    /** The offset of {@code b} in this layout, or -1 if the layout does not place it. */
    public long offsetOf(TileBlock b) {
        return switch (b.kind()) {
            case VARIABLE -> variableOffsets[b.owner()];
            case COPY -> structures.get(b.owner()).copies().getOrDefault(b.tile(), -1L);
            case SEND_CODE, RECEIVE_CODE -> structures.get(b.owner()).code().getOrDefault(b.tile(), -1L);
        };
    }
}
