package dev.berth.solvers.sync.choco;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.sync.SyncAllocator;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.SyncResult;
import dev.berth.model.sync.analysis.SyncValidator;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Exact strategy on the Choco constraint solver for the variants that break the polynomial structure —
 * a limit per class, reserved ids, pinned resources, several classes, arrival counts. Classes share no ids,
 * so each is its own {@link ChocoClassModel}: one id variable per kept resource, conflicts as cliques and
 * differences, the number of ids used minimised from the class's lower bound (width, distinct pinned ids).
 *
 * <p>First the proofs that need no search ({@link SyncInfeasibility}: a class's certificate larger than its
 * usable ids, two conflicting resources pinned to one id). Then the {@link StartingMapping#alongChains} mapping: a class where
 * it reaches the lower bound is done (without pinned ids and within the limits that is every class); for
 * the others the search looks only for a mapping with fewer ids, starting each dive from the incumbent, so
 * a completed search proves the better of the two optimal, and a completed search with neither proves the
 * class infeasible (the pinned ids and the limit leave no room).
 *
 * <p>Params:
 * <ul>
 *   <li>{@code remove-redundant} (default false) — drop the sync pairs of {@code RedundantPairs} first; they
 *   are mapped to {@code REMOVED}.</li>
 *   <li>{@code search} — variable order: {@code dom} (default: smallest domain first, ties in producer
 *   order), {@code input} (producer order), {@code domwdeg} (dom/wdeg, ties by the seed).</li>
 *   <li>{@code cliques} (default true) — post the live sets and the certificate as {@code allDifferent};
 *   false posts every conflict as its own {@code !=}.</li>
 *   <li>{@code symmetry} (default true) — take interchangeable ids in order of first use.</li>
 *   <li>{@code strong-nvalues} (default false) — count ids with atMostNValues' conflict-graph reasoning.
 *   Off by default: the width, already the lower bound of {@code used}, is what its independent sets give on
 *   these graphs, and measured from scratch on 300 resources (parity, limit = width) it cost 3x the time
 *   for 10% fewer nodes.</li>
 *   <li>{@code hint} (default true) — start from the chain mapping; false searches from scratch (for
 *   measuring the model alone).</li>
 * </ul>
 * The Budget bounds the whole solve (polled while models are built, and given to each search), and
 * {@code nodeLimit} the nodes of all searches together; when either ends a class's search early its best
 * mapping stands unproven (FEASIBLE), and a class left without any mapping makes the answer UNKNOWN.
 * Stats: nodes, fails, solutions, cliques, differences, conflictPairs, startUsed, searchedClasses, removed.
 */
public final class ChocoSyncAllocator implements SyncAllocator {
    public static final String NAME = "choco";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "exact CP (Choco) per class: cliques and differences, ids used minimised from the chain mapping;"
                + " proves optimality or infeasibility under limits, reserved and pinned ids";
    }

    @Override
    public SyncResult allocate(SyncProblem problem, SolveOptions options, Budget budget) {
        long t0 = System.nanoTime();
        SyncResult r = solve(problem, options, budget);
        return r.withSolver(NAME).withSeconds((System.nanoTime() - t0) / 1e9);
    }

    private SyncResult solve(SyncProblem problem, SolveOptions options, Budget budget) {
        boolean hint = options.flag("hint", true);
        String search = options.param("search", ChocoClassSearch.DEFAULT_SEARCH);
        PreparedProgram prep;
        try {
            prep = PreparedProgram.of(problem, options.flag("remove-redundant", false), budget);
        } catch (SyncModelNotBuilt stopped) {
            return SyncResult.unknown(stopped.getMessage(), 0, NAME);
        }
        SyncResult proof = SyncInfeasibility.check(prep, NAME);
        if (proof != null) {
            return proof;
        }
        StartingMapping start = StartingMapping.alongChains(prep);
        int[] mapping = start.mapping();
        Map<String, Object> stats = new LinkedHashMap<>();
        stats.put("startUsed", start.used());
        stats.put("removed", prep.removedCount());
        long[] counts = new long[5]; // nodes, fails, solutions, cliques, differences
        int searched = 0;
        boolean[] proven = new boolean[prep.classCount()];
        List<String> missing = new ArrayList<>();
        ConflictGraph graph = null;
        String stopped = null;
        for (int c = 0; c < prep.classCount(); c++) {
            int[] m = prep.members(c);
            boolean hasStart = hint && start.valid(c);
            if (m.length == 0 || hasStart && start.used(c) == prep.lowerBound(c)) {
                proven[c] = true;
                continue;
            }
            long nodesLeft = options.nodeLimit() <= 0 ? 0 : options.nodeLimit() - counts[0];
            if (stopped == null && (budget.exhausted() || options.nodeLimit() > 0 && nodesLeft <= 0)) {
                stopped = "the time or node limit ended the search";
            }
            ChocoClassSearch.Outcome o = null;
            if (stopped == null) {
                try {
                    if (graph == null) {
                        graph = ConflictGraph.of(prep, budget);
                        stats.put("conflictPairs", graph.pairs());
                    }
                    o = search(prep, graph, c, hasStart ? start : null, options, search, nodesLeft, budget);
                } catch (SyncModelNotBuilt e) {
                    stopped = e.getMessage();
                }
            }
            if (o == null) {
                if (!hasStart) {
                    missing.add(problem.classes().get(c).id());
                }
                continue;
            }
            searched++;
            counts[0] += o.nodes();
            counts[1] += o.fails();
            counts[2] += o.solutions();
            counts[3] += o.cliques();
            counts[4] += o.differences();
            if (o.ids() != null) {
                for (int k = 0; k < m.length; k++) {
                    mapping[m[k]] = o.ids()[k];
                }
            }
            if (o.complete() && o.ids() == null && !hasStart) {
                return SyncResult.infeasible("complete search: the " + m.length + " resources of class "
                        + problem.classes().get(c).id() + " fit in none of its usable ids"
                        + " with the pinned ids kept (" + pinnedText(prep, c) + ")", prep.width().width(),
                        new int[0], NAME).withStats(stats);
            }
            proven[c] = o.complete();
            if (o.ids() == null && !hasStart) {
                missing.add(problem.classes().get(c).id());
            }
        }
        stats.put("nodes", counts[0]);
        stats.put("fails", counts[1]);
        stats.put("solutions", counts[2]);
        stats.put("cliques", counts[3]);
        stats.put("differences", counts[4]);
        stats.put("searchedClasses", searched);
        if (stopped != null) {
            stats.put("stopped", stopped);
        }
        if (!missing.isEmpty()) {
            return SyncResult.unknown("no mapping found for class " + String.join(", ", missing)
                    + (stopped == null ? "" : " (" + stopped + ")"), prep.lowerBound(), NAME).withStats(stats);
        }
        String violation = SyncValidator.firstViolation(problem, mapping);
        if (violation != null) {
            return SyncResult.unknown("internal error: the CP mapping is invalid: " + violation, prep.lowerBound(), NAME)
                    .withStats(stats);
        }
        int used = SyncValidator.used(problem, mapping);
        int bound = 0;
        for (int c = 0; c < prep.classCount(); c++) {
            bound += proven[c] ? usedInClass(prep, mapping, c) : prep.lowerBound(c);
        }
        return SyncResult.solved(used == bound, mapping, used, bound, prep.width().certificate(), NAME)
                .withStats(stats);
    }

    private static ChocoClassSearch.Outcome search(PreparedProgram prep, ConflictGraph graph, int c, StartingMapping start,
                                                   SolveOptions options, String search, long nodeLimit, Budget budget) {
        int[] m = prep.members(c);
        int[] pinnedIds = prep.pinnedIds(c);
        int free = start != null ? start.freeUsed(c) : (int) Arrays.stream(m)
                .filter(r -> !prep.problem().resource(r).isPinned()).count();
        ClassIds offered = ClassIds.of(prep.problem().classes().get(c), pinnedIds, free);
        int upper = start != null ? start.used(c) - 1 : offered.size();
        boolean symmetry = options.flag("symmetry", true);
        ChocoClassModel cm = ChocoClassModel.build(prep, graph, c, offered, upper, options.flag("cliques", true),
                symmetry, options.flag("strong-nvalues", false), budget);
        int[] phase = start == null ? null : positions(start.mapping(), m, offered, symmetry);
        return ChocoClassSearch.run(cm, phase, search, options.seed(), nodeLimit, budget);
    }

    /**
     * The start's ids as positions in {@code offered}; with symmetry breaking the free ids are renamed in
     * order of first use, as the model requires.
     */
    private static int[] positions(int[] mapping, int[] m, ClassIds offered, boolean symmetry) {
        int[] free = offered.freeIndices();
        Map<Integer, Integer> renamed = new LinkedHashMap<>();
        int[] out = new int[m.length];
        for (int k = 0; k < m.length; k++) {
            int pos = offered.indexOf(mapping[m[k]]);
            if (symmetry && pos >= 0 && offered.free()[pos]) {
                pos = renamed.computeIfAbsent(pos, x -> free[renamed.size()]);
            }
            out[k] = pos;
        }
        return out;
    }

    private static int usedInClass(PreparedProgram prep, int[] mapping, int c) {
        return (int) Arrays.stream(prep.members(c)).map(r -> mapping[r]).distinct().count();
    }

    private static String pinnedText(PreparedProgram prep, int c) {
        StringBuilder s = new StringBuilder();
        int shown = 0;
        for (int r : prep.members(c)) {
            if (prep.problem().resource(r).isPinned()) {
                if (shown++ == 8) {
                    s.append(", ...");
                    break;
                }
                s.append(s.isEmpty() ? "" : ", ").append(prep.problem().resource(r).id()).append(" -> ")
                        .append(prep.problem().resource(r).pinned());
            }
        }
        return s.isEmpty() ? "no pinned ids" : "pinned " + s;
    }
}

