package dev.berth.solvers.channels;

import dev.berth.model.Budget;
import dev.berth.model.CurrentBudget;
import dev.berth.model.OutOfTime;
import dev.berth.model.NamedStrategy;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.channels.ChannelBuffer;
import dev.berth.model.families.ChannelsFamily;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.ConcurrentDependences;
import dev.berth.model.channels.Dependence;
import dev.berth.model.channels.analysis.ChannelsPlan;
import dev.berth.model.channels.analysis.Unrolled;
import dev.berth.model.params.Param;
import dev.berth.model.sync.SyncMapping;
import dev.berth.solvers.channels.choco.JointPlacement;
import dev.berth.solvers.sync.ExactSyncAllocator;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The fewest channels for the generated code: the dependences on addresses, those other paths imply dropped
 * ({@code channels.reduce}), a sync pair each, and the sync family's exact engine ({@link ExactSyncAllocator},
 * a minimum chain cover: the width, with its antichain) on that code under the instance's semantics and
 * limit. Over the limit: INFEASIBLE with the dependences that may all be in flight at once (always those of
 * the reduced code, the least ordering a solution needs).
 *
 * <p>With {@code exact.serialize} a code over the limit is first made narrower by ordering it does not need
 * ({@link Serialization}); the answer, when the width then fits, is FEASIBLE with the makespans of the code
 * before and after in its stats, and claims no bound (the family's is that of the code without the extra
 * ordering). When it does not fit the answer is today's, the reason saying how far serialising got.
 *
 * <p>Buffers without an offset: first fit ({@link FirstFitPlacement}) gives a valid placement at once; for
 * programs of at most {@code exact.joint-instances} instances the {@link JointPlacement} Choco search then
 * chooses the offsets with the channels — the least makespan within the capacity, then the fewest channels
 * at that makespan — and says in its stats which of the two it proved ({@code makespanProven},
 * {@code channelsProven}). The headline objective, channels over every placement whatever its makespan, gets
 * no bound and no infeasibility from it.
 */
public final class ExactChannelsAllocator extends NamedStrategy<ChannelsProblem, ChannelsSolution> {
    public static final String NAME = "exact";

    /** Off by default: an answer then never orders more than the dependences need. */
    public static final Param<Boolean> SERIALIZE = Param.flag("serialize", false,
            "over the channel limit, add ordering between concurrent pairs (greedily, least makespan first) until"
                    + " the width fits; the makespan before and after goes into the stats");

    /** The joint model has a boolean per pair of instances: past a few hundred its set-up dominates. */
    public static final int JOINT_DEFAULT = 400;
    /** Kept back for the answer beyond twice what making one took: scheduling noise. */
    private static final long SPARE_MILLIS = 20;
    public static final Param<Long> JOINT_INSTANCES = Param.whole("joint-instances", JOINT_DEFAULT, 0, 1_000_000,
            "unplaced buffers: programs of at most this many instances get the joint Choco search (least makespan,"
                    + " then fewest channels); larger ones keep first fit");
    public static final Param<Long> JOINT_PATTERNS = Param.whole("joint-patterns", 100_000, 0, Long.MAX_VALUE,
            "unplaced buffers: conflict assignments of least makespan the joint search compares for channels"
                    + " (0: all)");

    public ExactChannelsAllocator() {
        super(NAME, "sound transitive reduction, then the sync family's exact engine (minimum chain cover) on the"
                + " generated warps: the width, with its antichain as proof; unplaced buffers placed by a joint"
                + " Choco search (least makespan, then fewest channels)", List.of(SERIALIZE, JOINT_INSTANCES,
                JOINT_PATTERNS));
    }

    @Override
    public Result<ChannelsSolution> solve(ChannelsProblem problem, SolveOptions options, Budget budget) {
        long began = System.nanoTime();
        boolean reduce = ChannelsFamily.REDUCE.from(options);
        boolean placedByUs = !problem.placed();
        long[] offsets = placedByUs ? FirstFitPlacement.of(problem, options, budget)
                : problem.buffers().stream().mapToLong(ChannelBuffer::offset).toArray();
        Map<String, Object> stats = new LinkedHashMap<>();
        ChannelsPlan asNeeded = null;
        if (placedByUs && Unrolled.count(problem) <= JOINT_INSTANCES.from(options)) {
            ChannelsPlan firstFit = ChannelsPlan.of(problem, offsets, reduce);
            // the answer is made from the search's plan after it: time for that is kept back from the search
            Budget searching = keepingBack(budget, began);
            long[] start = offsets;
            JointPlacement.Outcome o = CurrentBudget.during(searching, () -> JointPlacement.of(problem, start, firstFit,
                    reduce, options.nodeLimit(), JOINT_PATTERNS.from(options), searching));
            if (o == null) {
                asNeeded = firstFit;
                stats.put("placed", "first-fit");
            } else {
                offsets = o.offsets();
                asNeeded = o.plan();
                stats.put("placed", "joint");
                stats.put("makespan", o.makespan());
                stats.put("makespanProven", o.makespanProven());
                stats.put("channelsProven", o.channelsProven());
                stats.put("grid", o.grid());
                stats.put("conflicts", o.conflicts());
                stats.put("patterns", o.patterns());
                stats.put("nodes", o.nodes());
            }
        }
        if (asNeeded == null) {
            asNeeded = !placedByUs && reduce ? ChannelsFamily.INSTANCE.plan(problem) : ChannelsPlan.of(problem, offsets, reduce);
            stats.put("placed", placedByUs ? "first-fit" : "given");
        }
        ChannelsPlan plan = asNeeded;
        stats.put("pairs", plan.code().sync().size());
        stats.put("width", plan.width().width());
        String serializeNote = "";
        boolean serialised = false;
        if (SERIALIZE.from(options)) {
            int usable = problem.sync().capacity();
            Budget searching = keepingBack(budget, began);
            long[] at = offsets;
            ChannelsPlan start = plan;
            Serialization.Outcome o;
            try {
                o = CurrentBudget.during(searching, () -> Serialization.of(problem, at, reduce, start, usable, searching));
            } catch (OutOfTime e) {
                o = new Serialization.Outcome(plan, List.of(), -1, -1);
            }
            if (o.fits(usable)) {
                serialised = !o.added().isEmpty();
                plan = o.plan();
                stats.put("pairs", plan.code().sync().size());
                stats.put("serialized", o.added().size());
                if (o.makespan() >= 0) { // -1: the time ran out before the makespans were measured
                    stats.put("makespan", o.makespan());
                    stats.put("makespanUnserialized", o.makespanUnserialized());
                }
            } else {
                serializeNote = "; -P " + SERIALIZE.key(NAME) + ": ordering " + o.added().size() + " more pair"
                        + (o.added().size() == 1 ? "" : "s") + " leaves the width at " + o.plan().width().width()
                        + (searching.exhausted() ? " when the time ran out" : ", and no further single edge lowers it");
            }
        }
        Result<SyncMapping> r = ChannelIds.of(plan, options, budget);
        if (r.hasSolution()) {
            ChannelsSolution s = plan.solution(r.solution().ids());
            Result<ChannelsSolution> out = Result.feasible(s);
            // the width of unreduced code bounds that code only; the problem's bound is the reduced code's,
            // which the gate adds from the family
            if (!placedByUs && reduce && !serialised) {
                out = out.withBound(plan.width().width(), Proof.certificate(plan.bound().certificate()));
            }
            return out.withStats(stats);
        }
        if (r.status() == Status.INFEASIBLE || asNeeded.width().width() > problem.sync().capacity()) {
            // the claim is about the code with no ordering beyond the dependences, serialised or not
            Result<ChannelsSolution> over = overLimit(problem, offsets,
                    reduce ? asNeeded : placedByUs ? ChannelsPlan.of(problem, offsets, true)
                            : ChannelsFamily.INSTANCE.plan(problem), placedByUs);
            return over.withReason(over.reason() + serializeNote).withStats(stats);
        }
        return Result.<ChannelsSolution>unknown("the sync engine gave no mapping: " + r.reason()).withStats(stats);
    }

    /**
     * {@code budget} less twice the time the answer took so far (a plan and its channel ids, made once more
     * after a search) and a little: a search stopped by it leaves the time to turn its best into the answer.
     */
    private static Budget keepingBack(Budget budget, long began) {
        if (budget.unlimitedTime()) {
            return budget;
        }
        long reserve = 2 * (System.nanoTime() - began) / 1_000_000 + SPARE_MILLIS;
        return budget.child(Duration.ofMillis(Math.max(0, budget.remainingMillis() - reserve)));
    }

    private static Result<ChannelsSolution> overLimit(ChannelsProblem p, long[] offsets, ChannelsPlan reduced,
                                                      boolean placedByUs) {
        int usable = p.sync().capacity();
        if (reduced.width().width() <= usable) {
            return Result.unknown("the code keeps more concurrent sync pairs than the " + usable + " usable channels;"
                    + " without the dependences other paths imply, " + reduced.width().width() + " fit"
                    + " (-P channels.reduce=true)");
        }
        ConcurrentDependences concurrent = (ConcurrentDependences) reduced.bound().certificate();
        String reason = "dependences " + names(concurrent.members()) + " may all be in flight at once (no two may"
                + " share a channel); " + usable + " channel" + (usable == 1 ? " is" : "s are") + " usable";
        if (placedByUs) {
            return Result.unknown(reason + " at the offsets chosen; another placement may need fewer (the joint"
                    + " search puts the makespan first)");
        }
        return Result.<ChannelsSolution>infeasible(reason, Proof.certificate(concurrent))
                .withBound(concurrent.size(), Proof.certificate(concurrent));
    }

    private static String names(List<Dependence> ds) {
        return ds.stream().map(d -> d.from() + "->" + d.to()).collect(Collectors.joining(", ", "{", "}"));
    }
}
