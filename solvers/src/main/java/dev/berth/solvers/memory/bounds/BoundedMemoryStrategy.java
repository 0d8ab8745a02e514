package dev.berth.solvers.memory.bounds;

import dev.berth.model.Budget;
import dev.berth.model.Configurable;
import dev.berth.model.NamedStrategy;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.Strategy;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;

import java.time.Duration;
import java.util.List;
import java.util.function.Function;

/**
 * A layout strategy followed by a {@link ContiguityBound}: the layout gets {@code 1 - share} of the time, the bound
 * the rest, searched up to the layout's peak. A bound it proves above the layout's own is reported as the
 * result's bound with a search proof (the nodes of the refutation that proves it) and the stats {@code boundProof}
 * (what was searched, in words), {@code boundSearches}, {@code boundNodes}, {@code boundSeconds}; the gate makes
 * the answer OPTIMAL when the bound meets its peak. Without a layout the bound is still computed (no upper limit).
 */
public final class BoundedMemoryStrategy extends NamedStrategy<MemoryProblem, MemoryLayout> {
    public static final String NAME = "bounded";

    /** The family's strategies by name: the layout strategy and the complete one are parameters. */
    private final Function<String, Strategy<MemoryProblem, MemoryLayout>> strategies;

    public BoundedMemoryStrategy(Function<String, Strategy<MemoryProblem, MemoryLayout>> strategies) {
        super(NAME, "a layout strategy (portfolio), then contiguity bounds: time windows and the most loaded instants "
                + "searched for refutations above the live bytes", BoundSettings.PARAMS);
        this.strategies = strategies;
    }

    @Override
    public List<? extends Configurable> parts() {
        return List.of(strategies.apply("portfolio"), strategies.apply("exact"), strategies.apply("cpsat"),
                strategies.apply("choco"));
    }

    @Override
    public Result<MemoryLayout> solve(MemoryProblem problem, SolveOptions options, Budget budget) {
        BoundSettings s = BoundSettings.from(options);
        Strategy<MemoryProblem, MemoryLayout> layout = strategies.apply(s.solve());
        Budget layoutBudget = budget.unlimitedTime() ? budget.child()
                : budget.child(Duration.ofMillis((long) (budget.remainingMillis() * (1 - s.share()))));
        Result<MemoryLayout> r = layout.solve(problem, options, layoutBudget);
        if (r.status() == Status.INFEASIBLE || r.status() == Status.OPTIMAL || budget.exhausted()) {
            return r;
        }
        ContiguityBound bound = new ContiguityBound(strategies.apply(s.complete()), options,
                s.firstNodes(), s.maxNodes());
        BoundReport report = bound.compute(problem, r.hasSolution() ? r.objective() : 0, budget);
        Result<MemoryLayout> out = r.withStat("boundSearches", report.searches()).withStat("boundNodes", report.nodes())
                .withStat("boundSeconds", Math.round(report.seconds() * 1000) / 1000.0)
                .withStat("boundProof", report.explain());
        if (report.value() > r.bound()) {
            out = out.withBound(report.value(), Proof.search(report.proving().nodes()));
        }
        return out;
    }
}
