package dev.berth.algorithms.sync;

import dev.berth.model.Budget;
import dev.berth.model.TooLarge;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.NamedStrategy;
import dev.berth.model.Traceable;
import dev.berth.model.io.Json;
import dev.berth.model.sync.LogicalResource;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.Semantics;
import dev.berth.model.families.SyncFamily;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.HappensBefore;
import dev.berth.model.sync.analysis.SyncAnswers;
import dev.berth.model.sync.analysis.SyncValidator;
import dev.berth.model.sync.analysis.SyncWidth;

import java.util.List;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The published procedure of the patent publication "Method for using synchronization resources" ("the text"),
 * as a baseline: split warps into vertices at
 * consumers, DAG 1 of program order and sync pairs, DAG 2 its transitive reduction with the extra rule that
 * deletes implied sync pairs, DAG 3 grouping chains between targets, a topological order of DAG 1, and a
 * mapping that reuses a physical resource only along a DAG-3 path. {@link #trace(SyncProblem)} exposes
 * every step ({@link ReferenceTrace}).
 *
 * <p>Readings taken where the text is open (each reproduces both worked examples):
 * <ul>
 *   <li>Step 1 drops ordinary instructions. Vertices are named {@code <warp id>_<k>}: example 1's c2_0 is
 *       {@code w2_0} for warp {@code w2}.</li>
 *   <li>Step 4: an arc is redundant when the transitive reduction of DAG 1, taken as a simple graph
 *       (JGraphT {@code TransitiveReduction}), drops it; parallel arcs — a same-warp pair whose consumer opens
 *       the vertex right after its producer's — count as one arc.</li>
 *   <li>The extra rule is applied to redundant <em>inter-warp</em> arcs only, since only they carry a sync pair
 *       (p_x, c_x). The text attaches example 1's decision to the intra-warp arc r11 and calls p2 "its
 *       producer"; the decision it reaches — p2 comes after p1, the producer of the other path's first arc,
 *       so p2/c2 stay — is exactly the rule on arc 2 (c2_0 → c3_1), which carries p2 and is redundant too.
 *       Deleting a pair because an intra-warp arc is redundant would drop an ordering nothing implies.</li>
 *   <li>With several other paths the pair is deleted when any of them leaves the tail vertex after p_x
 *       (each such path alone implies the ordering). A path whose first arc is program order leaves after
 *       every instruction of the tail, so it counts as leaving after p_x.</li>
 *   <li>Deleted pairs become {@link SyncProblem#REMOVED} only with {@code sync.remove-redundant=true}; otherwise
 *       every pair is kept and mapped and the trace only reports them. Either way DAG 2 and DAG 3 are the
 *       same (the arcs are redundant); the topological order of DAG 1 is taken without deleted arcs.</li>
 *   <li>Step 5 counts degrees in DAG 2 as a simple graph. Step 6 is Kahn's algorithm with a FIFO queue,
 *       vertices entering it in vertex order (warps in file order, then front to back): this yields both
 *       published orders exactly.</li>
 *   <li>Step 7 processes a vertex's instructions in program order (its consumer first, so c8 frees 4 before
 *       p11 takes it). "A group that precedes it on the same path" is an ancestor in DAG 3, and "a group on
 *       another path" one incomparable with it (the text's g6_0 excludes exactly g3_0, g4_1 and g5_0). A
 *       producer takes the lowest free id last released by its own group or an ancestor, else a fresh id
 *       (so p12 takes the lowest of {1, 2, 3}, as published). The mutual exclusion of other paths needs no
 *       separate test: reuse only ever passes an id from a group to itself or a descendant, so the groups that
 *       touch one id form a chain of DAG 3.</li>
 *   <li>Ids count from 0 (the text counts from 1). Classes and arrival counts, which the text does not know,
 *       are honoured by running step 7's pools per partition (class × arrival count) and taking fresh ids of
 *       the class in order, reserved ids skipped.</li>
 * </ul>
 *
 * <p>The answer is never returned unchecked. Under {@code generation} every reuse follows a DAG-1 path from
 * the releasing consumer to the taking producer, so the mapping is valid; under {@code parity} and
 * {@code flag} it can hand a resource over while the next waiter may already wait (example 2: c11 may wait
 * before p8 signals). Such a mapping is not returned: the result is UNKNOWN with the validator's violation
 * as reason and stat {@code unsafe=true} ({@code unsafeUsed} its physical count). A deleted pair the model
 * does not find implied ({@link HappensBefore#pairImplied}) is reported the same way ({@code unsoundRemoval}).
 * Pinned ids and running past a class's limit are outside the procedure: UNKNOWN with the reason. INFEASIBLE
 * only with a certificate (a class's width above its usable ids even without every implied pair, see
 * {@link SyncAnswers#overCapacity}). The bound is the width of the program the mapping leaves
 * ({@link SyncWidth}, with its antichain); OPTIMAL when the mapping meets it.
 *
 * <p>Parameters: the family's {@link SyncFamily#REMOVE_REDUNDANT} ({@code sync.remove-redundant}, default
 * false) — delete the pairs the extra rule finds. The procedure is one polynomial pass with no search: {@code nodeLimit} and
 * {@code seed} do not apply; the budget is polled between steps. Stats: {@code vertices}, {@code groups},
 * {@code redundantArcs}, {@code redundantPairs}, {@code removed}, {@code unsafe}.
 */
public final class ReferenceSyncAllocator extends NamedStrategy<SyncProblem, SyncMapping> implements Traceable<SyncProblem> {
    public static final String NAME = "reference";

    public ReferenceSyncAllocator() {
        super(NAME, "the published three-DAG procedure (vertices at consumers, transitive reduction, path groups,"
                + " reuse along DAG-3 paths), validated",
                List.of());
    }

    /** The procedure's intermediate results ({@code berth solve --trace}), with pairs dropped as the family says. */
    @Override
    public String trace(SyncProblem problem, SolveOptions options, boolean dot) {
        ReferenceTrace t = trace(problem, SyncFamily.REMOVE_REDUNDANT.from(options));
        if (dot) {
            return t.toDot();
        }
        try {
            return Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(t.toJson()) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e); // a tree of plain nodes always serialises
        }
    }

    /** Every step of the procedure on {@code problem}, keeping all sync pairs. */
    public static ReferenceTrace trace(SyncProblem problem) {
        return trace(problem, false);
    }

    /** Every step of the procedure; {@code dropPairs} deletes the pairs the extra rule finds. */
    public static ReferenceTrace trace(SyncProblem problem, boolean dropPairs) {
        long vertices = ReferenceProcedure.vertexCount(problem);
        if (vertices > ReferenceProcedure.MAX_VERTICES) {
            throw new TooLarge(problem.name(), "vertices of the reference procedure", vertices,
                    ReferenceProcedure.MAX_VERTICES, "sync.reference");
        }
        HappensBefore hb = HappensBefore.of(problem);
        if (!hb.acyclic()) {
            throw new IllegalArgumentException("cyclic program: " + String.join(" -> ", hb.cycle()));
        }
        return ReferenceProcedure.run(problem, dropPairs, Budget.unlimited());
    }

    @Override
    public Result<SyncMapping> solve(SyncProblem problem, SolveOptions options, Budget budget) {
        return decide(problem, SyncFamily.REMOVE_REDUNDANT.from(options), budget);
    }

    private Result<SyncMapping> decide(SyncProblem problem, boolean dropPairs, Budget budget) {
        HappensBefore full = HappensBefore.of(problem);
        if (!full.acyclic()) {
            return SyncAnswers.deadlock(full);
        }
        if (problem.hasPinned()) {
            LogicalResource x = problem.resources().stream().filter(LogicalResource::isPinned).findFirst().orElseThrow();
            return SyncAnswers.unknown("the reference procedure knows no pinned ids (resource " + x.id()
                    + " is pinned to " + x.pinned() + ")", SyncWidth.of(full));
        }
        long vertices = ReferenceProcedure.vertexCount(problem);
        if (vertices > ReferenceProcedure.MAX_VERTICES) {
            return SyncAnswers.unknown("the reference procedure takes at most " + ReferenceProcedure.MAX_VERTICES
                    + " vertices (its graphs grow with their square); this program makes " + vertices, SyncWidth.of(full));
        }
        ReferenceTrace trace;
        try {
            trace = ReferenceProcedure.run(problem, dropPairs, budget);
        } catch (CancellationException e) {
            return SyncAnswers.unknown("the time limit ran out during the reference procedure", SyncWidth.of(full));
        }
        int[] mapping = trace.mapping();
        HappensBefore left = HappensBefore.of(problem, mapping);
        SyncWidth width = SyncWidth.of(left);
        Map<String, Object> stats = stats(trace);
        Result<SyncMapping> overflow = SyncAnswers.overCapacity(problem, width, dropPairs);
        if (overflow != null) {
            return overflow.withStats(stats);
        }
        String beyond = beyondLimit(problem, mapping);
        if (beyond != null) {
            return unknown(beyond, width, stats);
        }
        for (int r : trace.redundantPairs()) {
            if (mapping[r] == SyncProblem.REMOVED && !left.pairImplied(r)) {
                return unknown("the reference procedure's extra rule deleted pair " + problem.resource(r).id()
                        + ", which the remaining pairs do not imply", width, stats).withStat("unsoundRemoval", true);
            }
        }
        String violation = SyncValidator.firstViolation(problem, mapping);
        if (violation != null) {
            return unknown("the reference procedure's mapping is unsafe under " + semantics(problem) + ": " + violation,
                    width, stats).withStat("unsafe", true).withStat("unsafeUsed", SyncValidator.used(problem, mapping));
        }
        return SyncAnswers.answer(problem, mapping, width).withStats(stats).withStat("unsafe", false);
    }

    private static Result<SyncMapping> unknown(String reason, SyncWidth width, Map<String, Object> stats) {
        return SyncAnswers.unknown(reason, width).withStats(stats);
    }

    /** Null when every class's ids stay within its limit; else which class the procedure overran. */
    private static String beyondLimit(SyncProblem p, int[] mapping) {
        for (int c = 0; c < p.classes().size(); c++) {
            ResourceClass rc = p.classes().get(c);
            int k = c;
            int[] ids = IntStream.range(0, p.size())
                    .filter(r -> p.resource(r).classIndex() == k && mapping[r] != SyncProblem.REMOVED)
                    .map(r -> mapping[r]).distinct().toArray();
            if (Arrays.stream(ids).anyMatch(id -> !rc.usable(id))) {
                return "the reference procedure needs " + ids.length + " physical resources of class " + rc.id()
                        + ", which has " + SyncAnswers.usableIds(rc);
            }
        }
        return null;
    }

    /** The semantics of the classes the program uses, for messages: "parity", or "generation/flag". */
    private static String semantics(SyncProblem p) {
        return p.resources().stream().map(x -> p.classes().get(x.classIndex()).semantics()).distinct()
                .map(Semantics::label).collect(Collectors.joining("/"));
    }

    private static Map<String, Object> stats(ReferenceTrace t) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("vertices", t.vertices().size());
        m.put("groups", t.groups().size());
        m.put("redundantArcs", t.redundantArcs().size());
        m.put("redundantPairs", t.redundantPairs().size());
        m.put("removed", t.pairsDropped() ? t.redundantPairs().size() : 0);
        return m;
    }
}
