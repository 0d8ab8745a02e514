package dev.berth.solvers.portfolio;

import dev.berth.model.Budget;
import dev.berth.model.Certificate;
import dev.berth.model.Configurable;
import dev.berth.model.Family;
import dev.berth.model.Problem;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;
import dev.berth.model.params.Param;
import dev.berth.model.params.ParamType;

import java.util.ArrayList;
import java.util.List;

/**
 * Runs stages of strategies — one after the other, in parallel, improving the best — and returns the best
 * checked answer with the strongest proven bound, stopping at the first proof. Every family's default is
 * one; what differs between families is only the stages.
 */
public final class Portfolio<P extends Problem, S> implements Strategy<P, S> {
    public static final String NAME = "portfolio";
    static final Param<List<String>> MEMBERS = Param.of("members",
            ParamType.listOf(ParamType.text("a member's name or label", s -> s)), null,
            "run only these members (names or labels, comma-separated); default: all");

    private final Family<P, S> family;
    private final List<Stage<P, S>> stages;

    public Portfolio(Family<P, S> family, List<Stage<P, S>> stages) {
        this.family = family;
        this.stages = List.copyOf(stages);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "default: " + String.join("; then ", stages.stream().map(Stage::describe).toList())
                + "; best valid answer, stops at a proof";
    }

    @Override
    public List<Param<?>> params() {
        return List.of(MEMBERS);
    }

    @Override
    public List<? extends Configurable> parts() {
        List<Configurable> out = new ArrayList<>();
        stages.forEach(s -> out.addAll(s.members()));
        return out;
    }

    @Override
    public Result<S> solve(P problem, SolveOptions options, Budget budget) {
        Certificate proof = family.quickInfeasibility(problem);
        if (proof != null) {
            return Result.<S>infeasible(family.explain(problem, proof), Proof.certificate(proof)).withSolver(NAME);
        }
        Standings<P, S> st = new Standings<>(family, problem, options, budget, MEMBERS.from(options));
        for (Stage<P, S> stage : stages) {
            stage.run(st);
            if (st.settled() || budget.exhausted()) {
                break;
            }
        }
        return st.answer(NAME);
    }
}
