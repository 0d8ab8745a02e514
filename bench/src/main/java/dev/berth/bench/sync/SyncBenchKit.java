package dev.berth.bench.sync;

import dev.berth.model.families.SyncFamily;
import dev.berth.bench.KitBase;
import dev.berth.model.Result;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.HappensBefore;
import dev.berth.model.sync.analysis.SyncWidth;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The sync family in the bench: warps, pairs and semantics as facts, the width (the proven minimum with
 * nothing removed) as the bound, instances grouped by the generator that made them.
 */
public class SyncBenchKit extends KitBase<SyncProblem, SyncMapping> {

    public SyncBenchKit() {
        super(SyncFamily.INSTANCE, "width", List.of("choco", "exact"));
    }

    @Override
    public Map<String, Object> facts(SyncProblem p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("warps", p.warps().size());
        m.put("pairs", p.size());
        m.put("semantics", semantics(p));
        return m;
    }

    @Override
    public long bound(SyncProblem p) {
        return SyncWidth.of(HappensBefore.of(p)).width();
    }

    /** The width is of the whole program: a mapping that drops implied pairs may use fewer. */
    @Override
    public boolean boundApplies(SyncProblem p, SyncMapping mapping) {
        return mapping.removedCount() == 0;
    }

    @Override
    public Map<String, Object> runFacts(SyncProblem p, Result<SyncMapping> r) {
        return Map.of("removed", r.hasSolution() ? r.solution().removedCount() : 0);
    }

    @Override
    public String group(SyncProblem p) {
        return SyncProgramGenerator.family(p.name());
    }

    /** The classes' semantics label, "mixed" when they differ. */
    static String semantics(SyncProblem p) {
        List<String> labels = p.classes().stream().map(ResourceClass::semantics).distinct().map(s -> s.label()).toList();
        return labels.size() == 1 ? labels.get(0) : "mixed";
    }
}
