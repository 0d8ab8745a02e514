package dev.berth.cli;

import dev.berth.model.Families;
import dev.berth.model.Family;
import dev.berth.model.Problem;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
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

    @Parameters(index = "0", paramLabel = "INSTANCE")
    Path instance;

    @Parameters(index = "1", paramLabel = "SOLUTION",
            description = "solution JSON (assignment) or the family's other format (memory: CSV with an offset column)")
    Path solution;

    @Option(names = "--capacity", paramLabel = "N", description = "memory: capacity in bytes (overrides the file)")
    Long capacity;

    @Override
    public Integer call() {
        Problem any = Inputs.read(instance, capacity, false);
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
