package dev.berth.cli;

import dev.berth.model.Family;
import dev.berth.model.Problem;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code berth check}: the family's independent checker on a solution file. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Check a solution against its instance with the independent checker (exit 0 valid, 1 invalid).")
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
        String violation = family.checker().violation(p, s);
        if (violation != null) {
            spec.commandLine().getOut().println("invalid: " + violation);
            return ExitCodes.INVALID;
        }
        spec.commandLine().getOut().println("valid: " + family.summarise(p, s));
        return ExitCodes.OK;
    }
}
