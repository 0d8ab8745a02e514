package dev.berth.solvers.tiles.timefold;

import ai.timefold.solver.core.api.score.BendableScore;
import ai.timefold.solver.core.api.solver.Solver;
import ai.timefold.solver.core.api.solver.SolverFactory;
import dev.berth.model.Budget;
import dev.berth.model.CurrentBudget;
import dev.berth.model.Certificate;
import dev.berth.model.Improver;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.params.Param;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.analysis.TileInfeasibility;
import dev.berth.model.tiles.analysis.TileLayouts;
import dev.berth.model.tiles.analysis.TileLowerBound;
import dev.berth.model.tiles.analysis.TileObjective;
import dev.berth.model.tiles.analysis.TileValidator;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Local search on Timefold Solver over the share-or-replicate decisions and the placement, minimising the
 * objective in its order (largest tile peak, total memory, exchange cycles). Planning variables: per
 * shareable structure its master tile (or replicated), per tile a {@link TileState} — a rank per block and an
 * address per grouped variable. A tile's layout is decoded from its state ({@link TileDecoder}): grouped
 * variables at their group's address, exchange code at the bottom, every other block by first fit in rank
 * order; a move re-decodes only the tiles it touches (a structure's users and masters, a group's tiles, or
 * one tile) and the score follows incrementally from cached per-tile peaks ({@link SearchState}). Score:
 * hard = bytes above a tile's memory plus colliding grouped variables; soft = −max peak, −total, −cycles.
 *
 * <p>Moves ({@link TileMoveKind}): share a structure (placing the equal-address groups its pointers form or
 * merge by first fit across their tiles, only when they stay consistent), replicate it again, move its
 * master to a tile with spare memory, give a block of one of the largest tiles another turn, re-place a
 * group. Each draw takes the kind whose moves have touched the fewest tiles so far, so a decision on a
 * structure every tile uses (a thousand tile decodes) is tried as often as its cost allows.
 *
 * <p>An improver: the search starts from the answer it is given (its decisions, its group addresses, its
 * blocks ranked by their offsets) — as the strategy {@code timefold}, the published allocator's — or, given
 * none, from its own: everything replicated with the input's groups placed by first fit across their tiles.
 * The search gets the budget less what the wrap-up needs ({@link #wrapUpMillis}) as Timefold's time limit.
 * Ends at the step limit ({@code nodeLimit}: deterministic for a given seed, whatever the threads, when no
 * time limit ends it first), the time limit, the budget's cancellation, or when the peak, the total and the
 * cycles all meet their lower bounds. Once the time is up a move being scored stops decoding, so the end
 * waits for no thousand-tile move. {@code threads} above 1 decode the tiles of such moves in parallel.
 *
 * <p>Answers the best layout found when {@link TileValidator} accepts it and it is no worse than the
 * start's; otherwise the start's answer (its status and reason) with stat {@code keptStart}. OPTIMAL with
 * the lower bound's certificate when the largest peak meets {@link TileLowerBound#max()}. Proven infeasible
 * inputs ({@link TileInfeasibility}) answer INFEASIBLE, with their certificate, before any search.
 *
 * <p>Parameters ({@link TileSearchSettings}):
 * <ul>
 *   <li>{@code steps} — the step limit when {@code nodeLimit} is 0 (default: none with a time limit,
 *       else {@value TileSearchSettings#DEFAULT_STEPS}, so the solve always ends);</li>
 *   <li>{@code moves} — comma list of {@code share, unshare, master, rank, group} (default all);</li>
 *   <li>{@code top-tiles} — how many of the largest tiles (and of the smallest, for masters) the
 *       moves aim at (default 8);</li>
 *   <li>{@code late-acceptance-size} — the late-acceptance list length (default 100);</li>
 *   <li>{@code share} — {@code none} keeps every structure replicated (moves {@code rank,group} only), as the
 *       reference's parameter of the same name does;</li>
 *   <li>{@code unimproved-steps} — stop after that many steps without a new best (default 5,000; 0 = off);</li>
 *   <li>{@code assert} — Timefold's FULL_ASSERT mode (score corruption checks; slow, for tests).</li>
 * </ul>
 * Stats: {@code start} (who gave the start, or "own"), {@code startObjective}, {@code startSeconds} (the
 * start's own time, when given one), {@code steps}, {@code moves} (handed to Timefold), {@code shareMoves}
 * (of those, shares), {@code score}, {@code shared} (structures shared in the answer), {@code sharesToggled}
 * (structures whose sharing differs from the start's), {@code improvement} (start minus answer, per
 * objective term), {@code searchSeconds}, {@code wrapUpSeconds}; {@code keptStart} and {@code why} when the
 * start is the answer, {@code overCapacityPeak} when nothing fits, {@code stopped} when the budget ended the
 * solve before the search.
 */
public final class TimefoldTileAllocator implements Improver<TileProblem, TileLayout> {
    public static final String NAME = "timefold";
    private static final long POLL_MILLIS = 10;
    /**
     * Two solvers in one JVM (the portfolio runs two searches) register the same Micrometer gauge, and
     * Micrometer warns on stderr about the second; the count it means is not used here. Held so the
     * setting is not garbage-collected with the logger.
     */
    private static final java.util.logging.Logger MICROMETER_LOG = quietMicrometer();

    private static java.util.logging.Logger quietMicrometer() {
        java.util.logging.Logger log = java.util.logging.Logger.getLogger("io.micrometer");
        log.setLevel(java.util.logging.Level.SEVERE);
        return log;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "local search on Timefold Solver from a start over share/replicate decisions, masters and first-fit"
                + " block orders (share, unshare, master, rank, group moves)";
    }

    @Override
    public List<Param<?>> params() {
        return TileSearchSettings.PARAMS;
    }

    @Override
    public Result<TileLayout> improve(TileProblem problem, Result<TileLayout> start, SolveOptions options,
                                      Budget budget) {
        TileSearchSettings settings = TileSearchSettings.of(options, budget.unlimitedTime());
        TileLowerBound bound = TileLowerBound.of(problem);
        Certificate infeasible = TileInfeasibility.find(problem);
        if (infeasible != null) {
            return Result.infeasible(TileInfeasibility.reason(problem, infeasible), Proof.certificate(infeasible));
        }
        long reserve = wrapUpMillis(problem);
        Map<String, Object> stats = new LinkedHashMap<>();
        Start begin = Start.of(problem, start, stats);
        if (budget.exhausted()) {
            return begin.kept("the budget ran out before the search", true);
        }
        return search(problem, options, budget, settings, bound, begin, reserve, stats, Math.max(1, options.threads()));
    }

    private Result<TileLayout> search(TileProblem problem, SolveOptions options, Budget budget,
                                      TileSearchSettings settings, TileLowerBound bound, Start begin, long reserve,
                                      Map<String, Object> stats, int threads) {
        SearchFacts facts = new SearchFacts(problem, settings, threads);
        TileSearchSolution initial = StartingSolution.of(facts, begin.layout());
        long searchMillis = 0;
        if (!budget.unlimitedTime()) {
            searchMillis = budget.remainingMillis() - reserve;
            if (searchMillis <= 0) {
                return begin.kept("too little time left for a search", true);
            }
        }
        long t0 = System.nanoTime();
        Solver<TileSearchSolution> solver = SolverFactory.<TileSearchSolution>create(
                TileSolverConfig.build(settings, options.seed(), searchMillis)).buildSolver();
        TileSearchSolution best = run(solver, initial, facts, budget, bound, searchMillis);
        stats.put("searchSeconds", secondsSince(t0));
        t0 = System.nanoTime();
        BendableScore score = best.getScore();
        stats.put("steps", facts.steps);
        stats.put("moves", facts.moves);
        stats.put("shareMoves", facts.shareMoves);
        stats.put("score", String.valueOf(score));
        SearchState finalState = new SearchState(facts, best, false);
        TileLayout layout = finalState.layout();
        TileObjective objective = TileObjective.of(problem, layout);
        // the wrap-up runs when the search's time is spent, within what was kept back for it: the validation
        // (near-linear on any instance Berth reads) is not stopped by the deadline, or the best layout is lost
        String violation = CurrentBudget.during(null, () -> TileValidator.firstViolation(problem, layout));
        stats.put("wrapUpSeconds", secondsSince(t0));
        if (violation != null) {
            if (begin.layout() == null && finalState.conflictPairs() == 0 && objective.maxPeak() > facts.capacity) {
                return Result.<TileLayout>unknown("no layout within the tiles' " + facts.capacity + " bytes found")
                        .withStats(stats).withStat("overCapacityPeak", objective.maxPeak());
            }
            return begin.kept(score != null && score.isFeasible()
                    ? "the search's layout was rejected by the validator (a bug): " + violation
                    : "the search found no valid layout", false);
        }
        if (begin.objective() != null && objective.compareTo(begin.objective()) > 0) {
            return begin.kept("the search ended worse than the start", false);
        }
        StructurePlan[] plans = layout.plans();
        int shared = 0;
        int toggled = 0;
        for (int s = 0; s < plans.length; s++) {
            shared += plans[s].shared() ? 1 : 0;
            StructurePlan was = begin.layout() == null ? StructurePlan.REPLICATED : begin.layout().plans()[s];
            toggled += plans[s].shared() != was.shared() ? 1 : 0;
        }
        stats.put("shared", shared);
        stats.put("sharesToggled", toggled);
        if (begin.objective() != null) {
            Map<String, Long> improvement = new LinkedHashMap<>();
            improvement.put("maxPeak", begin.objective().maxPeak() - objective.maxPeak());
            improvement.put("totalMemory", begin.objective().totalMemory() - objective.totalMemory());
            improvement.put("exchangeCycles", begin.objective().exchangeCycles() - objective.exchangeCycles());
            stats.put("improvement", improvement);
        }
        return TileLayouts.answer(problem, layout, objective).withStats(stats);
    }

    private static double secondsSince(long t0) {
        return Math.round((System.nanoTime() - t0) / 1e6) / 1e3;
    }

    /**
     * The time kept back for decoding, validating and scoring the answer: linear in the blocks (measured:
     * about 4 to 6 µs a block for all three, 1472 tiles × 280 blocks, on a loaded machine).
     */
    static long wrapUpMillis(TileProblem p) {
        long blocks = p.variableCount();
        for (int s = 0; s < p.structureCount(); s++) {
            blocks += 2L * p.structure(s).users().length;
        }
        return 100 + blocks / 170;
    }

    /**
     * Runs the search until its termination, the bounds, the end of {@code searchMillis} (0: none) or the
     * budget's end or cancellation. Timefold looks at its termination only between steps, so at any of
     * those the moves are told to end their step at once.
     */
    private static TileSearchSolution run(Solver<TileSearchSolution> solver, TileSearchSolution initial,
                                          SearchFacts facts, Budget budget, TileLowerBound bound, long searchMillis) {
        solver.addEventListener(event -> {
            BendableScore s = (BendableScore) event.getNewBestScore();
            if (s.isFeasible() && -s.softScore(0) <= bound.max() && -s.softScore(1) <= bound.total()
                    && s.softScore(2) == 0) {
                facts.stopRequested = true;
                solver.terminateEarly();
            }
        });
        long deadline = System.nanoTime() + searchMillis * 1_000_000;
        ScheduledExecutorService poller = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread t = new Thread(runnable, "timefold-tiles-budget");
            t.setDaemon(true);
            return t;
        });
        poller.scheduleAtFixedRate(() -> {
            if (budget.exhausted() || searchMillis > 0 && System.nanoTime() - deadline >= 0) {
                facts.outOfTime = true;
                facts.stopRequested = true;
                solver.terminateEarly();
            }
        }, 0, POLL_MILLIS, TimeUnit.MILLISECONDS);
        try {
            return solver.solve(initial);
        } finally {
            poller.shutdownNow();
        }
    }

    /** The answer the search starts from (null: its own), and how to answer with it. */
    private record Start(Result<TileLayout> result, TileLayout layout, TileObjective objective,
                         Map<String, Object> stats) {

        static Start of(TileProblem p, Result<TileLayout> r, Map<String, Object> stats) {
            if (r == null || !r.hasSolution()) {
                stats.put("start", "own");
                return new Start(r, null, null, stats);
            }
            stats.put("start", r.solver());
            stats.put("startSeconds", r.seconds());
            TileObjective objective = TileObjective.of(p, r.solution());
            stats.put("startObjective", objective.toString());
            return new Start(r, r.solution(), objective, stats);
        }

        /** The start's answer (UNKNOWN without one), this solver's stats, and why; {@code stopped} when the search did not run. */
        Result<TileLayout> kept(String why, boolean stopped) {
            Map<String, Object> s = new LinkedHashMap<>(stats);
            s.put(stopped ? "stopped" : "why", why);
            s.put("keptStart", true);
            Result<TileLayout> r = result == null ? Result.unknown(why) : result;
            r = r.withSolver(null).withStats(s);
            return layout == null && r.reason() == null ? r.withReason(why) : r;
        }
    }
}
