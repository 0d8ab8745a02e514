package dev.berth.model.simt;

import dev.berth.model.InputException;
import dev.berth.model.Problem;
import dev.berth.model.simt.ir.Kernel;

/**
 * A kernel and its launch (docs/simt.md). Solving it means compiling it for the published next-PC hardware: the
 * solution is the transformed kernel, which must compute under {@code nextpc} what the kernel computes under
 * per-thread scheduling ({@code its}), within the kernel's register budgets.
 */
public record SimtProblem(String name, Kernel kernel, Launch launch) implements Problem {
    public SimtProblem {
        if (kernel == null) {
            throw new InputException(name == null ? "simt" : name, "missing kernel");
        }
        if (launch == null) {
            throw new InputException(name == null ? "simt" : name, "missing launch");
        }
        SimtLimits.checkRegisterWords(name == null ? "launch" : name + ": launch", kernel, launch);
    }

    @Override
    public String family() {
        return "simt";
    }

    @Override
    public SimtProblem withName(String n) {
        return new SimtProblem(n, kernel, launch);
    }
}
