package dev.berth.model.families;

import dev.berth.model.channels.ChannelBuffer;
import dev.berth.model.channels.ChannelsLimits;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.ConcurrentDependences;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.model.Bound;
import dev.berth.model.Certificate;
import dev.berth.model.FamilyBase;
import dev.berth.model.Result;
import dev.berth.model.channels.analysis.ChannelsPlan;
import dev.berth.model.channels.analysis.RingListing;
import dev.berth.model.channels.io.ChannelsJson;
import dev.berth.model.channels.io.ChannelsSolutions;
import dev.berth.model.check.channels.ChannelsChecker;
import dev.berth.model.io.SolutionFields;
import dev.berth.model.params.Param;

import java.lang.ref.WeakReference;
import java.time.Duration;
import java.util.List;

/**
 * Sequential stages → cooperative warps with sync channels, as a family: formats.md's {@code channels} JSON
 * in; the warps' code, the channel of every sync id, the offsets and the dependences out. The headline
 * objective is the number of channels used; bounds are the width of the generated code, proven by
 * {@link ConcurrentDependences} (docs/channels.md).
 */
public final class ChannelsFamily extends FamilyBase<ChannelsProblem, ChannelsSolution> {
    public static final ChannelsFamily INSTANCE = new ChannelsFamily();

    /**
     * Read by every channels strategy: drop the dependences other paths imply before giving each a sync pair
     * (the sound transitive rule). False keeps one pair per cross-warp dependence — the baseline of the table.
     */
    public static final Param<Boolean> REDUCE = Param.flag("reduce", true,
            "drop the cross-warp dependences that program order and the others imply (false: a sync pair each)")
            .familyWide("channels");

    /** The last plan of {@link #plan}, with its problem. */
    private WeakReference<ChannelsProblem> lastProblem = new WeakReference<>(null);
    private ChannelsPlan lastPlan;

    private ChannelsFamily() {
        super("channels", ChannelsProblem.class, "stages", new ChannelsChecker(), List.of("channels"));
    }

    @Override
    public ChannelsProblem parse(String source, JsonNode root) {
        return ChannelsJson.parse(source, root);
    }

    @Override
    public ObjectNode write(ChannelsProblem problem) {
        return ChannelsJson.toJson(problem);
    }

    @Override
    public ChannelsSolution readSolution(String source, String fileName, String text, ChannelsProblem problem) {
        return ChannelsSolutions.read(source, text);
    }

    @Override
    public ObjectNode writeSolution(ChannelsProblem p, Result<ChannelsSolution> r) {
        ObjectNode o = SolutionFields.head(name(), p.name(), r);
        SolutionFields.origin(o, r);
        if (r.hasSolution()) {
            ChannelsSolutions.write(o, r.solution());
            ChannelsSolutions.writeListing(o, RingListing.of(p, r.solution()));
        }
        if (r.certificate() instanceof ConcurrentDependences c) {
            ArrayNode a = o.putArray("certificate");
            c.members().forEach(d -> a.add(ChannelsSolutions.json(d)));
        }
        SolutionFields.stats(o, r.stats());
        return o;
    }

    /**
     * The width of the code generated for the reduced dependences, with its antichain, when every buffer has
     * an offset (otherwise the dependences depend on the placement, and the bound is 0).
     */
    @Override
    public Bound lowerBound(ChannelsProblem problem) {
        return problem.placed() ? plan(problem).bound() : Bound.ZERO;
    }

    /**
     * The reduced plan of a program whose buffers all have their offsets, the last one kept by identity of its
     * (immutable) problem: the portfolio's quick infeasibility, {@code exact} and every answer's gate ask for
     * it on one instance, and it is the whole analysis each time.
     */
    public ChannelsPlan plan(ChannelsProblem problem) {
        synchronized (this) {
            if (lastProblem.get() == problem) {
                return lastPlan;
            }
        }
        ChannelsPlan plan = ChannelsPlan.of(problem, problem.buffers().stream().mapToLong(ChannelBuffer::offset).toArray(),
                true);
        synchronized (this) {
            lastProblem = new WeakReference<>(problem);
            lastPlan = plan;
        }
        return plan;
    }

    /** The generated code's width above the usable channels, when every buffer has its offset. */
    @Override
    public Certificate quickInfeasibility(ChannelsProblem problem) {
        if (!problem.placed()) {
            return null;
        }
        Bound b = lowerBound(problem);
        return b.value() > problem.sync().capacity() ? b.certificate() : null;
    }

    /**
     * The check re-reads the program, builds the answer's order and its sync instance, runs the sync checker and
     * verifies the bound: about a millisecond per 10 instances on 2 busy cores (measured on 12,000 and 25,000),
     * kept back from the strategy so that the checked answer is back within the limit.
     */
    @Override
    public Duration checkAllowance(ChannelsProblem problem) {
        return Duration.ofMillis(ChannelsLimits.instances(problem.stages()) / 10);
    }

    @Override
    public List<Param<?>> params() {
        return List.of(REDUCE);
    }


    @Override
    public String describe(ChannelsProblem p) {
        int instances = p.stages().stream().mapToInt(s -> s.repeat() * s.body().size()).sum();
        long unplaced = p.buffers().stream().filter(b -> !b.placed()).count();
        return instances + " instances, " + p.buffers().size() + " buffers" + (unplaced == 0 ? "" : " (" + unplaced
                + " unplaced)") + ", " + p.sync().semantics().label();
    }
}
