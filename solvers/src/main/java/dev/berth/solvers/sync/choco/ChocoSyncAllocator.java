package dev.berth.solvers.sync.choco;

import dev.berth.model.Budget;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.Score;
import dev.berth.model.SolveOptions;
import dev.berth.model.NamedStrategy;
import dev.berth.model.params.Param;
import dev.berth.model.families.SyncFamily;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.RedundantPairs;
import dev.berth.model.sync.analysis.SyncAnswers;
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
 * <p>First the proofs that need no search ({@link SyncInfeasibility}: a class's antichain larger than its
 * usable ids, two conflicting resources pinned to one id). Then the {@link StartingMapping#alongChains}
 * mapping: a class where it reaches the lower bound is done (without pinned ids and within the limits that is
 * every class); for the others the search looks only for a mapping with fewer ids, starting each dive from the
 * incumbent, so a completed search proves the better of the two optimal, and a completed search with neither
 * proves the class infeasible (the pinned ids and the limit leave no room): INFEASIBLE marked
 * {@link Proof#search}. That search keeps the pairs the program kept; without
 * {@code sync.remove-redundant=true} and with pairs in the class a solution may drop, it proves nothing about
 * the problem, and the answer is UNKNOWN. The bound is the width with its antichain, or, where searches (or
 * the distinct pinned ids) proved more, their sum marked {@link Proof#search}.
 *
 * <p>Parameters: the family's {@link SyncFamily#REMOVE_REDUNDANT} ({@code sync.remove-redundant}, default
 * false) — drop the sync pairs of {@code RedundantPairs} first (mapped to {@code REMOVED}); and its own
 * {@link #SEARCH}, {@link #CLIQUES}, {@link #SYMMETRY}, {@link #STRONG_NVALUES}, {@link #HINT}.
 * {@code strong-nvalues} is off by default: the width, already the lower bound of {@code used}, is what its
 * independent sets give on these graphs, and measured from scratch on 300 resources (parity, limit = width) it
 * cost 3x the time for 10% fewer nodes.
 * The Budget bounds the whole solve (polled while models are built, and given to each search), and
 * {@code nodeLimit} the nodes of all searches together; when either ends a class's search early its best
 * mapping stands unproven (FEASIBLE), and a class left without any mapping makes the answer UNKNOWN.
 * Stats: nodes, fails, solutions, cliques, differences, conflictPairs, startUsed, searchedClasses, removed.
 */
public final class ChocoSyncAllocator extends NamedStrategy<SyncProblem, SyncMapping> {
    public static final String NAME = "choco";
    static final Param<ChocoClassSearch.Order> SEARCH = Param.choice("search", ChocoClassSearch.Order.class,
            ChocoClassSearch.Order.DOM, "variable order: dom (smallest domain first, ties in producer order), "
                    + "input (producer order), domwdeg (dom/wdeg, ties by the seed)");
    static final Param<Boolean> CLIQUES = Param.flag("cliques", true,
            "post the live sets and the antichain as allDifferent (false: every conflict as its own !=)");
    static final Param<Boolean> SYMMETRY = Param.flag("symmetry", true, "take interchangeable ids in order of first use");
    static final Param<Boolean> STRONG_NVALUES = Param.flag("strong-nvalues", false,
            "count ids with atMostNValues' conflict-graph reasoning (3x the time for 10% fewer nodes, measured)");
    static final Param<Boolean> HINT = Param.flag("hint", true,
            "start from the chain mapping (false: search from scratch, to measure the model alone)");

    public ChocoSyncAllocator() {
        super(NAME, "exact CP (Choco) per class: cliques and differences, ids used minimised from the chain mapping;"
                + " proves optimality or infeasibility under limits, reserved and pinned ids",
                List.of(SEARCH, CLIQUES, SYMMETRY, STRONG_NVALUES, HINT));
    }

    @Override
    public Result<SyncMapping> solve(SyncProblem problem, SolveOptions options, Budget budget) {
        boolean hint = HINT.from(options);
        ChocoClassSearch.Order search = SEARCH.from(options);
        Switches switches = new Switches(CLIQUES.from(options), SYMMETRY.from(options), STRONG_NVALUES.from(options));
        PreparedProgram prep;
        try {
            prep = PreparedProgram.of(problem, SyncFamily.REMOVE_REDUNDANT.from(options), budget);
        } catch (SyncModelNotBuilt stopped) {
            return Result.unknown(stopped.getMessage());
        }
        Result<SyncMapping> proof = SyncInfeasibility.check(prep);
        if (proof != null) {
            return proof.withStat("removed", prep.removedCount());
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
                    o = search(prep, graph, c, hasStart ? start : null, options.seed(), switches, search, nodesLeft,
                            budget);
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
                String what = "the " + m.length + " resources of class " + problem.classes().get(c).id()
                        + " fit in none of its usable ids with the pinned ids kept (" + pinnedText(prep, c) + ")";
                putCounts(stats, counts, searched);
                if (droppable(prep, c)) {
                    return Result.<SyncMapping>unknown("complete search with every pair kept: " + what
                            + "; some of them are pairs the others imply, which a solution may drop"
                            + " (-P sync.remove-redundant=true)").withBound(prep.width().width(),
                            SyncAnswers.proof(prep.width())).withStats(stats);
                }
                return Result.<SyncMapping>infeasible("complete search: " + what, Proof.search(counts[0]))
                        .withStats(stats);
            }
            proven[c] = o.complete();
            if (o.ids() == null && !hasStart) {
                missing.add(problem.classes().get(c).id());
            }
        }
        putCounts(stats, counts, searched);
        if (stopped != null) {
            stats.put("stopped", stopped);
        }
        if (!missing.isEmpty()) {
            return Result.<SyncMapping>unknown("no mapping found for class " + String.join(", ", missing)
                            + (stopped == null ? "" : " (" + stopped + ")"))
                    .withBound(prep.width().width(), SyncAnswers.proof(prep.width())).withStats(stats);
        }
        String violation = SyncValidator.firstViolation(problem, mapping);
        if (violation != null) {
            return Result.<SyncMapping>unknown("internal error: the CP mapping is invalid: " + violation)
                    .withBound(prep.width().width(), SyncAnswers.proof(prep.width())).withStats(stats);
        }
        int bound = 0;
        for (int c = 0; c < prep.classCount(); c++) {
            bound += proven[c] ? usedInClass(prep, mapping, c) : prep.lowerBound(c);
        }
        Result<SyncMapping> r = SyncAnswers.answer(problem, mapping, prep.width());
        if (bound > prep.width().width()) {
            // the searches (and the distinct pinned ids) prove more than the antichain: no certificate for that
            Score used = r.score();
            r = (used.headline() <= bound ? Result.optimal(r.solution(), bound, Proof.search(counts[0]))
                    : Result.<SyncMapping>feasible(r.solution()).withBound(bound, Proof.search(counts[0])))
                    .withScore(used);
        }
        return r.withStats(stats);
    }

    /** The switches of the CP model. */
    private record Switches(boolean cliques, boolean symmetry, boolean strongNValues) {
    }

    private static void putCounts(Map<String, Object> stats, long[] counts, int searched) {
        stats.put("nodes", counts[0]);
        stats.put("fails", counts[1]);
        stats.put("solutions", counts[2]);
        stats.put("cliques", counts[3]);
        stats.put("differences", counts[4]);
        stats.put("searchedClasses", searched);
    }

    /**
     * Whether class c keeps a pair a solution may drop: then a search that finds no room for the class with
     * every pair kept does not prove that no solution exists.
     */
    private static boolean droppable(PreparedProgram prep, int c) {
        if (prep.removeRedundant()) {
            return false;
        }
        boolean[] implied = RedundantPairs.find(prep.problem());
        return Arrays.stream(prep.members(c)).anyMatch(r -> implied[r]);
    }

    private static ChocoClassSearch.Outcome search(PreparedProgram prep, ConflictGraph graph, int c, StartingMapping start,
                                                   long seed, Switches switches, ChocoClassSearch.Order search,
                                                   long nodeLimit, Budget budget) {
        int[] m = prep.members(c);
        int[] pinnedIds = prep.pinnedIds(c);
        int free = start != null ? start.freeUsed(c) : (int) Arrays.stream(m)
                .filter(r -> !prep.problem().resource(r).isPinned()).count();
        ClassIds offered = ClassIds.of(prep.problem().classes().get(c), pinnedIds, free);
        int upper = start != null ? start.used(c) - 1 : offered.size();
        ChocoClassModel cm = ChocoClassModel.build(prep, graph, c, offered, upper, switches.cliques(),
                switches.symmetry(), switches.strongNValues(), budget);
        int[] phase = start == null ? null : positions(start.mapping(), m, offered, switches.symmetry());
        return ChocoClassSearch.run(cm, phase, search, seed, nodeLimit, budget);
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

