package dev.berth.bench.memory;

import dev.berth.model.families.MemoryFamily;
import dev.berth.bench.KitBase;
import dev.berth.model.Result;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The memory family in the bench: buffers and capacity as facts, live bytes as the bound. */
public class MemoryBenchKit extends KitBase<MemoryProblem, MemoryLayout> {

    public MemoryBenchKit() {
        super(MemoryFamily.INSTANCE, "bound", List.of("exact", "cpsat", "choco"));
    }

    @Override
    public Map<String, Object> facts(MemoryProblem p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("buffers", p.size());
        m.put("capacity", p.hasCapacity() ? p.capacity() : null);
        return m;
    }

    /** How high the best layout of a run that did not fit the capacity went. */
    @Override
    public Map<String, Object> runFacts(MemoryProblem p, Result<MemoryLayout> r) {
        Object over = r.stats().get("overCapacityPeak");
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("over capacity", over == null ? "" : over);
        return m;
    }

}
