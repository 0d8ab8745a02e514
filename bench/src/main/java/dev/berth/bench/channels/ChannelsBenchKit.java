package dev.berth.bench.channels;

import dev.berth.solvers.Plugins;

import dev.berth.model.families.ChannelsFamily;
import dev.berth.bench.BenchReport;
import dev.berth.bench.StudyRequest;
import dev.berth.bench.KitBase;
import dev.berth.model.Result;
import dev.berth.simulator.channels.ChannelsSimulationReport;
import dev.berth.simulator.channels.ChannelsSimulator;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.analysis.ChannelsPlan;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The channels family in the bench: instances, buffers and semantics as facts; the bound is the family's
 * (the width of the generated code, 0 with unplaced buffers). No complete search re-checks the proofs: exact
 * rests on its antichain, which the checker verifies.
 *
 * <p>Per run, beside the channels used: the width of the reduced code at the offsets the answer chose (the
 * family's lower bound where the instance placed everything; for unplaced buffers the bound at that
 * placement), CUTLASS's rule (two barriers per producer→consumer slot, {@link RingSlots}), the text's
 * procedure when a {@code reference} strategy exists, and the simulator's makespan against the sequential
 * program.
 */
public class ChannelsBenchKit extends KitBase<ChannelsProblem, ChannelsSolution> {
    private final ReferenceChannels reference = new ReferenceChannels(Plugins.of(ChannelsFamily.INSTANCE).strategies());

    public ChannelsBenchKit() {
        super(ChannelsFamily.INSTANCE, "width", List.of());
    }

    @Override
    public Map<String, Object> facts(ChannelsProblem p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("instances", p.stages().stream().mapToInt(s -> s.repeat() * s.body().size()).sum());
        m.put("buffers", p.buffers().size());
        m.put("semantics", p.sync().semantics().label());
        m.put("capacity", p.capacity() == ChannelsProblem.UNBOUNDED ? "-" : p.capacity());
        m.put("slots", RingSlots.of(p));
        m.put("sequential cycles", sequentialCycles(p));
        return m;
    }

    @Override
    public Map<String, Object> runFacts(ChannelsProblem p, Result<ChannelsSolution> r) {
        Map<String, Object> m = new LinkedHashMap<>();
        if (r.hasSolution()) {
            m.put("width at its offsets", widthAt(p, r.solution()));
        }
        m.put("cutlass", RingSlots.cutlassBarriers(p));
        if (reference.available()) {
            m.put(ReferenceChannels.NAME, reference.of(p));
        }
        if (r.hasSolution()) {
            // the simulator's timed run: answers do not carry a makespan (strategies may not run the simulator)
            ChannelsSimulationReport run = ChannelsSimulator.run(p, r.solution());
            if (run.completed()) {
                m.put("makespan", run.makespan());
                m.put("speed-up", Math.round(100.0 * run.sequentialCycles() / Math.max(1, run.makespan())) / 100.0);
            }
        }
        return m;
    }

    @Override
    public String group(ChannelsProblem p) {
        return ChannelsProgramGenerator.shape(p.name());
    }

    /** The width of the reduced code at the answer's offsets: what the fewest channels would be there. */
    static long widthAt(ChannelsProblem p, ChannelsSolution s) {
        long[] offsets = new long[p.buffers().size()];
        for (int b = 0; b < offsets.length; b++) {
            offsets[b] = s.offsets().get(p.buffers().get(b).id());
        }
        return ChannelsPlan.of(p, offsets, true).width().width();
    }

    /** Every instance's cycles one after the other: the program run sequentially. */
    static long sequentialCycles(ChannelsProblem p) {
        return p.stages().stream().mapToLong(s -> s.repeat() * s.body().stream().mapToLong(x -> x.cycles()).sum()).sum();
    }

    @Override
    public Map<String, String> studyFlags() {
        return Map.of(CAPACITIES, "after the bench, solve every program again with the first strategy under these"
                + " capacities (% of the buffers' total, each within [1, 1000])");
    }

    @Override
    public void checkStudy(Map<String, String> flags) {
        String given = flags.get(CAPACITIES);
        if (given != null) {
            capacities(given);
        }
    }

    /** {@code --capacities PCT,...}: the first strategy again under each capacity, rows added to the bench's. */
    @Override
    public BenchReport study(StudyRequest<ChannelsProblem, ChannelsSolution> request) {
        String given = request.flags().get(CAPACITIES);
        if (given == null) {
            return request.bench();
        }
        return request.withRows(new ChannelsCapacityStudy(this, request.strategies().get(0), request.options(),
                capacities(given)).run(request.instances(), request.dir(), request.out(), request.progress()));
    }

    /** The percentages of {@code --capacities}, each a whole number within [1, 1000]. */
    private static List<Integer> capacities(String given) {
        List<Integer> capacities = new java.util.ArrayList<>();
        for (String v : given.split(",")) {
            int pct;
            try {
                pct = Integer.parseInt(v.trim());
            } catch (NumberFormatException e) {
                throw new dev.berth.model.InputException(CAPACITIES, "'" + v.trim() + "' is not a whole number");
            }
            if (pct < 1 || pct > 1000) {
                throw new dev.berth.model.InputException(CAPACITIES,
                        "each must be within [1, 1000] (% of the buffers' total), got " + pct);
            }
            capacities.add(pct);
        }
        return capacities;
    }

    static final String CAPACITIES = "--capacities";
}
