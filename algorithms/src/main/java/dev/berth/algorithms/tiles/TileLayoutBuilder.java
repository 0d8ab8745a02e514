package dev.berth.algorithms.tiles;

import dev.berth.model.tiles.StructureLayout;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.analysis.TileBlock;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/** Collects block offsets under fixed structure plans into a {@link TileLayout}. */
public final class TileLayoutBuilder {
    private final StructurePlan[] plans;
    private final long[] variables;
    private final List<SortedMap<Integer, Long>> copies = new ArrayList<>();
    private final List<SortedMap<Integer, Long>> code = new ArrayList<>();

    public TileLayoutBuilder(TileProblem p, StructurePlan[] plans) {
        this.plans = plans.clone();
        this.variables = new long[p.variableCount()];
        Arrays.fill(variables, -1);
        for (int s = 0; s < p.structureCount(); s++) {
            copies.add(new TreeMap<>());
            code.add(new TreeMap<>());
        }
    }

    public void set(TileBlock b, long offset) {
        switch (b.kind()) {
            case VARIABLE -> variables[b.owner()] = offset;
            case COPY -> copies.get(b.owner()).put(b.tile(), offset);
            case SEND_CODE, RECEIVE_CODE -> code.get(b.owner()).put(b.tile(), offset);
        }
    }

    public TileLayout build() {
        List<StructureLayout> s = new ArrayList<>();
        for (int i = 0; i < plans.length; i++) {
            s.add(new StructureLayout(plans[i], copies.get(i), code.get(i)));
        }
        return new TileLayout(variables.clone(), s);
    }
}
