package dev.berth.solvers.sync.timefold;

import ai.timefold.solver.core.api.score.HardMediumSoftScore;
import ai.timefold.solver.core.api.solver.Solver;
import ai.timefold.solver.core.api.solver.SolverFactory;
import dev.berth.model.Budget;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.NamedStrategy;
import dev.berth.model.families.SyncFamily;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.SyncAnswers;
import dev.berth.model.sync.analysis.SyncValidator;
import dev.berth.solvers.sync.choco.StartingMapping;
import dev.berth.solvers.sync.choco.ClassIds;
import dev.berth.solvers.sync.choco.ConflictGraph;
import dev.berth.solvers.sync.choco.PreparedProgram;
import dev.berth.solvers.sync.choco.SyncInfeasibility;
import dev.berth.solvers.sync.choco.SyncModelNotBuilt;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Local search on Timefold Solver for the constrained variants: one planning entity per kept resource whose
 * variable is its physical id, ranging over the ids its class offers (usable ids, so limits and reserved
 * ids always hold; pinned resources pinned). Hard: pairs that may not share an id but do; medium: ids used;
 * soft: the sum over ids of their holders squared. Moves ({@link IdMoveKind}): relocate to a conflict-free
 * id, change, swap, empty an id. The search starts from a {@link StartingMapping}, which it never makes
 * worse: when that mapping already reaches the lower bound (width, distinct pinned ids) nothing runs, and
 * a class offers only as many free ids as the start uses there.
 *
 * <p>Before any search, the proofs of {@link SyncInfeasibility} answer INFEASIBLE. The search ends at the
 * budget's deadline or cancellation, after {@code nodeLimit} moves (deterministic per seed), or when the
 * ids used reach the lower bound. A search that ends without a conflict-free mapping answers with the start
 * when it was valid, else UNKNOWN. The bound is the width with its antichain (OPTIMAL when the mapping meets
 * it); the distinct pinned ids, which the search also stops at, have no certificate.
 *
 * <p>Parameters: the family's {@link SyncFamily#REMOVE_REDUNDANT} ({@code sync.remove-redundant}, default
 * false) — drop the sync pairs of {@code RedundantPairs} first; and its own {@link TimefoldSyncSettings#PARAMS}:
 * <ul>
 *   <li>{@code start} — {@code chains} (default: along the width's chain cover), {@code greedy}
 *   (producer order, each resource to the tightest id it may take, without the chains) or {@code separate}
 *   (an id per resource: the search does all the work; for measuring it).</li>
 *   <li>{@code moves} — comma list of {@code relocate, change, swap, empty} (default all), drawn
 *   with equal chance.</li>
 *   <li>{@code late-acceptance-size} (default 200).</li>
 *   <li>{@code assert} — Timefold's FULL_ASSERT mode (score corruption checks; slow, tests).</li>
 * </ul>
 * With neither a time limit nor a node limit the search stops after {@value TimefoldSyncSettings#DEFAULT_MOVES}
 * moves. Stats: startUsed, startValid, conflictPairs, steps, moves, score, removed, stopped.
 */
public final class TimefoldSyncAllocator extends NamedStrategy<SyncProblem, SyncMapping> {
    public static final String NAME = "timefold";
    private static final long POLL_MILLIS = 10;

    public TimefoldSyncAllocator() {
        super(NAME, "local search on Timefold Solver from the chain mapping (relocate, change, swap, empty moves);"
                + " limits, reserved and pinned ids by construction",
                TimefoldSyncSettings.PARAMS);
    }

    @Override
    public Result<SyncMapping> solve(SyncProblem problem, SolveOptions options, Budget budget) {
        TimefoldSyncSettings settings = TimefoldSyncSettings.of(options, budget.unlimitedTime());
        PreparedProgram prep;
        try {
            prep = PreparedProgram.of(problem, settings.removeRedundant(), budget);
        } catch (SyncModelNotBuilt stopped) {
            return Result.unknown(stopped.getMessage());
        }
        Result<SyncMapping> proof = SyncInfeasibility.check(prep);
        if (proof != null) {
            return proof.withStat("removed", prep.removedCount());
        }
        StartingMapping start = settings.start().apply(prep);
        Map<String, Object> stats = new LinkedHashMap<>();
        stats.put("startUsed", start.used());
        stats.put("startValid", start.valid());
        stats.put("removed", prep.removedCount());
        Answer answer = new Answer(prep, start, stats);
        if (start.valid() && start.used() == prep.lowerBound()) {
            return answer.fromStart(null);
        }
        if (budget.exhausted()) {
            return answer.fromStart("the budget ran out before the search");
        }
        ConflictGraph graph;
        try {
            graph = ConflictGraph.of(prep, budget);
        } catch (SyncModelNotBuilt stopped) {
            return answer.fromStart(stopped.getMessage());
        }
        stats.put("conflictPairs", graph.pairs());
        Model model = Model.of(prep, graph, start, settings);
        if (!model.solution.getFacts().canMove()) {
            return answer.fromStart(null);
        }
        Solver<IdSolution> solver = SolverFactory.<IdSolution>create(IdSolverConfig.build(settings, options.seed()))
                .buildSolver();
        if (budget.exhausted()) {
            return answer.fromStart("the budget ran out before the search");
        }
        IdSolution best = run(solver, model.solution, budget, prep.lowerBound());
        HardMediumSoftScore score = best.getScore();
        stats.put("steps", model.solution.getFacts().steps);
        stats.put("moves", model.solution.getFacts().moves);
        stats.put("score", String.valueOf(score));
        if (score == null || score.hardScore() < 0) {
            return answer.fromStart(null);
        }
        return answer.of(model.mapping(prep, best));
    }

    /** Runs the search until the move limit, the lower bound, or the budget's end. */
    private static IdSolution run(Solver<IdSolution> solver, IdSolution solution, Budget budget, int bound) {
        solver.addEventListener(event -> {
            HardMediumSoftScore s = (HardMediumSoftScore) event.getNewBestScore();
            if (s.hardScore() == 0 && -s.mediumScore() <= bound) {
                solver.terminateEarly();
            }
        });
        if (budget.unlimitedTime()) {
            return solver.solve(solution);
        }
        ScheduledExecutorService poller = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread t = new Thread(runnable, "timefold-sync-budget");
            t.setDaemon(true);
            return t;
        });
        poller.scheduleAtFixedRate(() -> {
            if (budget.exhausted()) {
                solver.terminateEarly();
            }
        }, 0, POLL_MILLIS, TimeUnit.MILLISECONDS);
        try {
            return solver.solve(solution);
        } finally {
            poller.shutdownNow();
        }
    }

    /** The Timefold model: one slot per kept resource, in resource order. */
    private record Model(IdSolution solution, int[] resourceOfSlot) {

        static Model of(PreparedProgram prep, ConflictGraph graph, StartingMapping start, TimefoldSyncSettings settings) {
            SyncProblem p = prep.problem();
            int[] mapping = start.mapping();
            int[] slotOf = new int[p.size()];
            List<Integer> resources = new ArrayList<>();
            for (int r = 0; r < p.size(); r++) {
                slotOf[r] = prep.removed(r) ? -1 : resources.size();
                if (!prep.removed(r)) {
                    resources.add(r);
                }
            }
            int n = resources.size();
            int classes = prep.classCount();
            int[][] classIds = new int[classes][];
            List<List<Integer>> ranges = new ArrayList<>();
            int[][] movableByClass = new int[classes][];
            for (int c = 0; c < classes; c++) {
                ClassIds offered = ClassIds.of(p.classes().get(c), prep.pinnedIds(c), start.freeUsed(c));
                classIds[c] = offered.ids();
                ranges.add(Arrays.stream(offered.ids()).boxed().toList());
                movableByClass[c] = Arrays.stream(prep.members(c)).filter(r -> !p.resource(r).isPinned())
                        .map(r -> slotOf[r]).sorted().toArray();
            }
            int[] classOf = new int[n];
            int[][] neighbours = new int[n][];
            List<IdSlot> slots = new ArrayList<>(n);
            for (int s = 0; s < n; s++) {
                int r = resources.get(s);
                int c = p.resource(r).classIndex();
                classOf[s] = c;
                neighbours[s] = Arrays.stream(graph.neighbours(r)).map(x -> slotOf[x]).toArray();
                slots.add(new IdSlot(s, c, p.resource(r).isPinned(), ranges.get(c), mapping[r]));
            }
            IdFacts facts = new IdFacts(classOf, neighbours, classIds, movableByClass, settings.moves());
            return new Model(new IdSolution(slots, facts), resources.stream().mapToInt(Integer::intValue).toArray());
        }

        int[] mapping(PreparedProgram prep, IdSolution best) {
            int[] out = prep.blankMapping();
            for (IdSlot s : best.getSlots()) {
                out[resourceOfSlot[s.getIndex()]] = s.getId();
            }
            return out;
        }
    }

    /** Turns a mapping, or the start, into the result. */
    private record Answer(PreparedProgram prep, StartingMapping start, Map<String, Object> stats) {

        Result<SyncMapping> of(int[] mapping) {
            SyncProblem p = prep.problem();
            String violation = SyncValidator.firstViolation(p, mapping);
            if (violation != null) {
                return SyncAnswers.unknown("internal error: the timefold mapping is invalid: " + violation,
                        prep.width()).withStats(stats);
            }
            return SyncAnswers.answer(p, mapping, prep.width()).withStats(stats);
        }

        /** @param stopped why the search did not run or ended early, or null */
        Result<SyncMapping> fromStart(String stopped) {
            if (stopped != null) {
                stats.put("stopped", stopped);
            }
            if (start.valid()) {
                return of(start.mapping());
            }
            return SyncAnswers.unknown("no mapping within the usable ids found" + (stopped == null ? "" : " ("
                    + stopped + ")"), prep.width()).withStats(stats);
        }
    }
}
