package dev.berth.bench.tiles;

import dev.berth.bench.KitBase;
import dev.berth.model.Result;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;
import dev.berth.solvers.tiles.TileStrategies;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The tiles family in the bench: the chip's shape as facts, the per-tile bound, structures shared per run. Its
 * proofs are certificates (the per-tile bound), so no search proof needs a second opinion.
 */
public class TileBenchKit extends KitBase<TileProblem, TileLayout> {

    public TileBenchKit() {
        super(TileStrategies.REGISTRY, "bound", List.of());
    }

    @Override
    public Map<String, Object> facts(TileProblem p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("tiles", p.tiles());
        m.put("variables", p.variableCount());
        m.put("sets", p.equalAddress().size());
        m.put("structures", p.structureCount());
        return m;
    }

    @Override
    public Map<String, Object> runFacts(TileProblem p, Result<TileLayout> r) {
        long shared = r.hasSolution() ? r.solution().structures().stream().filter(s -> s.plan().shared()).count() : 0;
        return Map.of("shared", r.hasSolution() ? shared : "-");
    }

}
