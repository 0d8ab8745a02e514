package dev.berth.bench.tiles;

import dev.berth.model.families.TileFamily;
import dev.berth.bench.BenchReport;
import dev.berth.bench.BenchRow;
import dev.berth.bench.KitBase;
import dev.berth.bench.StudyRequest;
import dev.berth.model.Strategy;
import dev.berth.model.Result;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The tiles family in the bench: the chip's shape as facts, the per-tile bound, structures shared per run. Its
 * proofs are certificates (the per-tile bound), so no search proof needs a second opinion.
 */
public class TileBenchKit extends KitBase<TileProblem, TileLayout> {

    public TileBenchKit() {
        super(TileFamily.INSTANCE, "bound", List.of());
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

    @Override
    public Map<String, String> studyFlags() {
        return Map.of(SHARING, "after the bench, solve every instance again with this strategy, once with every structure"
                + " shared and once with every one replicated");
    }

    /** {@code --sharing STRATEGY}: what sharing saves and the exchange cycles it costs, per instance, with a plot. */
    @Override
    public BenchReport study(StudyRequest<TileProblem, TileLayout> request) {
        String sharing = request.flags().get(SHARING);
        if (sharing == null) {
            return request.bench();
        }
        Strategy<TileProblem, TileLayout> s = registry().byName(sharing.trim());
        List<TileSharingRow> rows = new TileSharingStudy(this, s, request.options())
                .run(request.instances(), request.dir(), request.out(), request.progress());
        List<BenchRow> added = new java.util.ArrayList<>();
        rows.forEach(r -> added.addAll(List.of(r.shared(), r.replicated())));
        return request.withRows(added);
    }

    static final String SHARING = "--sharing";
}
