package dev.berth.solvers.simt;

import dev.berth.algorithms.simt.IpdomRestructure;
import dev.berth.algorithms.simt.NextPcPass;
import dev.berth.model.Budget;
import dev.berth.model.Configurable;
import dev.berth.model.NamedStrategy;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;
import dev.berth.model.params.Param;
import dev.berth.model.simt.SimtProblem;
import dev.berth.model.simt.SimtSolution;

import java.util.List;

/**
 * The family's default: the pass for the hardware the kernel will run on, {@code -P portfolio.hardware=nextpc}
 * (the default: the next-PC pass) or {@code ipdom} (the restructuring for a plain SIMT stack). Each pass reads
 * its own parameters ({@code -P nextpc.transform=always}) as when it is named directly, and the answer names
 * the pass that made it.
 */
public final class SimtPortfolio extends NamedStrategy<SimtProblem, SimtSolution> {
    public static final String NAME = "portfolio";

    /** The hardware the compiled kernel targets. */
    public enum Hardware {
        /** Per-thread next-PC support: {@link NextPcPass}. */
        NEXTPC,
        /** A SIMT stack reconverging at the immediate post-dominator: {@link IpdomRestructure}. */
        IPDOM
    }

    static final Param<Hardware> HARDWARE = Param.choice("hardware", Hardware.class, Hardware.NEXTPC,
            "nextpc: compile for next-PC hardware (the nextpc pass); ipdom: restructure spin loops for a plain SIMT"
                    + " stack (the ipdom pass)");

    private final NextPcPass nextPc = new NextPcPass();
    private final IpdomRestructure ipdom = new IpdomRestructure();

    public SimtPortfolio() {
        super(NAME, "the pass for the target hardware (-P portfolio.hardware=nextpc|ipdom; nextpc by default)",
                List.of(HARDWARE));
    }

    @Override
    public List<? extends Configurable> parts() {
        return List.of(nextPc, ipdom);
    }

    @Override
    public Result<SimtSolution> solve(SimtProblem problem, SolveOptions options, Budget budget) {
        Strategy<SimtProblem, SimtSolution> pass = HARDWARE.from(options) == Hardware.IPDOM ? ipdom : nextPc;
        Result<SimtSolution> r = pass.solveAsPart(problem, options, budget);
        return r.solver() != null ? r : r.withSolver(pass.name());
    }
}
