package dev.berth.solvers.tiles;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.tiles.TileAllocator;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileResult;
import dev.berth.solvers.ParallelRace;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The default: the {@code starts} one after the other (the published allocator as published, and with every
 * structure replicated — its share rule ignores how equal-address groups spanning hundreds of tiles constrain
 * placement, so sharing can cost more than it saves), the best of them handed to the {@code improvers}, which
 * run in parallel on it under a shared budget, cancelled at the first proof. The best valid answer wins,
 * lexicographically on the objective; so the portfolio's largest tile is never above the reference's.
 */
public final class PortfolioTileAllocator implements TileAllocator {
    private final List<TileAllocator> starts;
    private final List<Function<TileAllocator, TileAllocator>> improvers;
    private final Function<TileAllocator, TileAllocator> polisher;

    /**
     * @param polisher run on the improvers' winner with the last quarter of the time (null for none): the
     *                 exact per-tile search, which needs the decisions and group addresses settled
     */
    public PortfolioTileAllocator(List<TileAllocator> starts, List<Function<TileAllocator, TileAllocator>> improvers,
                                  Function<TileAllocator, TileAllocator> polisher) {
        this.starts = starts.stream().map(PortfolioTileAllocator::gate).toList();
        this.improvers = List.copyOf(improvers);
        this.polisher = polisher;
    }

    private static TileAllocator gate(TileAllocator a) {
        return a instanceof ValidatedTileAllocator ? a : new ValidatedTileAllocator(a);
    }

    @Override
    public String name() {
        return "portfolio";
    }

    @Override
    public String description() {
        return "default: " + String.join(", ", starts.stream().map(TileAllocator::name).toList())
                + ", then timefold on the best of them and timefold from its own start in parallel, then choco per tile on the winner";
    }

    @Override
    public TileResult allocate(TileProblem problem, SolveOptions options, Budget budget) {
        Map<String, Object> members = new LinkedHashMap<>();
        TileResult best = null;
        for (TileAllocator a : starts) {
            TileResult r = a.allocate(problem, options, budget.child());
            members.put(r.solver(), summary(r));
            best = better(best, r);
            if (decisive(best) || budget.exhausted()) {
                break;
            }
        }
        if (!decisive(best) && best.status().hasSolution() && !budget.exhausted() && !improvers.isEmpty()) {
            TileAllocator known = new KnownStart(problem, best);
            SolveOptions memberOptions = options.withThreads(Math.max(1, options.threads() / improvers.size()));
            TileResult[] winner = {best};
            ParallelRace.<TileResult>run(improvers.stream().map(f -> gate(f.apply(known)))
                            .<Function<Budget, TileResult>>map(a -> b -> a.allocate(problem, memberOptions, b)).toList(),
                    reserveTail(budget, polisher == null ? 0 : 0.25), PortfolioTileAllocator::decisive, r -> {
                        members.put(r.solver(), summary(r));
                        winner[0] = better(winner[0], r);
                    });
            best = winner[0];
        }
        if (polisher != null && !decisive(best) && best.status().hasSolution() && !budget.exhausted()) {
            TileResult r = gate(polisher.apply(new KnownStart(problem, best))).allocate(problem, options, reserveTail(budget, 0));
            members.put(r.solver() + " (on " + best.solver() + ")", summary(r));
            best = better(best, r);
        }
        // every member answered through its gate, so best is checked already (the registry gates the
        // portfolio once more): a chip-wide re-validation here would only spend the caller's time
        return best.withSolver(name()).withStat("winner", best.solver()).withStat("members", members);
    }

    /**
     * A child budget leaving {@code share} of the time for later stages, and enough for the members' gates
     * and the portfolio's own to re-validate a chip-wide layout (about a second each at 1472 tiles on a
     * loaded machine) within the caller's limit.
     */
    private static Budget reserveTail(Budget budget, double share) {
        long left = budget.remainingMillis();
        long reserve = Math.max(Math.min(2_000, left / 4), left / 10);
        long usable = Math.max(0, left - reserve);
        return budget.child(java.time.Duration.ofMillis((long) (usable * (1 - share))));
    }

    private static boolean decisive(TileResult r) {
        return r.status() == Status.OPTIMAL || r.status() == Status.INFEASIBLE;
    }

    static TileResult better(TileResult a, TileResult b) {
        if (a == null || b == null) {
            return a == null ? b : a;
        }
        if (a.status() == Status.INFEASIBLE || b.status() == Status.INFEASIBLE) {
            return a.status() == Status.INFEASIBLE ? a : b;
        }
        if (a.status().hasSolution() != b.status().hasSolution()) {
            return a.status().hasSolution() ? a : b;
        }
        if (a.status().hasSolution() && !a.objective().equals(b.objective())) {
            return b.objective().betterThan(a.objective()) ? b : a;
        }
        return a.bound() >= b.bound() ? a : b;
    }

    private static Map<String, Object> summary(TileResult r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("status", r.status().name());
        if (r.status().hasSolution()) {
            m.put("maxPeak", r.objective().maxPeak());
            m.put("totalMemory", r.objective().totalMemory());
            m.put("exchangeCycles", r.objective().exchangeCycles());
        }
        m.put("bound", r.bound());
        m.put("seconds", Math.round(r.seconds() * 1000) / 1000.0);
        if (r.reason() != null) {
            m.put("reason", r.reason());
        }
        return m;
    }
}
