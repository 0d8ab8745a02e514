package dev.berth.bench.channels;

import dev.berth.bench.KitBase;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.solvers.channels.ChannelsStrategies;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The channels family in the bench: instances, buffers and semantics as facts; the bound is the family's
 * (the width of the generated code, 0 with unplaced buffers). No complete search re-checks the proofs: exact
 * rests on its antichain, which the checker verifies.
 */
public class ChannelsBenchKit extends KitBase<ChannelsProblem, ChannelsSolution> {

    public ChannelsBenchKit() {
        super(ChannelsStrategies.REGISTRY, "width", List.of());
    }

    @Override
    public Map<String, Object> facts(ChannelsProblem p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("instances", p.stages().stream().mapToInt(s -> s.repeat() * s.body().size()).sum());
        m.put("buffers", p.buffers().size());
        m.put("semantics", p.sync().semantics().label());
        return m;
    }
}
