package dev.berth.cli;

import dev.berth.model.Families;
import dev.berth.model.Family;
import dev.berth.model.Problem;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code berth check}: the family's independent checker on a solution file. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Check a solution against its instance with the independent checker (exit 0 valid, 1 invalid).")
final class CheckCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    InstanceInput input;

    @Parameters(index = "1", paramLabel = "SOLUTION",
            description = "solution JSON (assignment) or the family's other format (memory: CSV with an offset column)")
    Path solution;

    @Override
    public Integer call() {
        Problem any = input.read(false);
        return check(Families.of(any), any);
    }

    private <P extends Problem, S> int check(Family<P, S> family, Problem any) {
        P p = family.cast(any);
        S s = Inputs.solution(family, solution, p);
        String violation = family.checker().violation(p, s);
        if (violation != null) {
            spec.commandLine().getOut().println("invalid: " + violation);
            return ExitCodes.INVALID;
        }
        spec.commandLine().getOut().println("valid: " + family.summarise(p, s));
        return ExitCodes.OK;
    }
}
