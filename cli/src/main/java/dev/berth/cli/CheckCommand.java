package dev.berth.cli;

import dev.berth.Berth;
import dev.berth.Verdict;
import dev.berth.model.Family;
import dev.berth.model.Problem;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code berth check}: the family's independent checker on a solution file, and its hardware where a run decides (simt). */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Check a solution against its instance with the independent checker (exit 0 valid, 1 invalid);",
                "a simt kernel is also run on its hardware and must complete with the memory per-thread scheduling gives."})
final class CheckCommand implements Callable<Integer>, SolutionInput.Judge {
    @Spec
    CommandSpec spec;

    @Mixin
    SolutionInput input;

    @Override
    public Integer call() {
        return input.judge(this);
    }

    @Override
    public <P extends Problem, S> int judge(Family<P, S> family, P p, S s) {
        Verdict v = Berth.check(p, s);
        if (!v.valid()) {
            spec.commandLine().getOut().println("invalid: " + v.violation());
            return ExitCodes.INVALID;
        }
        spec.commandLine().getOut().println("valid: " + v.summary());
        return ExitCodes.OK;
    }
}
