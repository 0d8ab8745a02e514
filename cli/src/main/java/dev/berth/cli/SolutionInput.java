package dev.berth.cli;

import dev.berth.model.Families;
import dev.berth.model.Family;
import dev.berth.model.Problem;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;

/** An instance and a solution of it, for the commands that judge solutions (check, simulate). */
public final class SolutionInput {
    @Mixin
    InstanceInput input;

    @Parameters(index = "1", paramLabel = "SOLUTION",
            description = "solution JSON (assignment) or the family's other format (memory: CSV with an offset column)")
    Path solution;

    /** What a command does with an instance and its solution, whatever their family. */
    interface Judge {
        <P extends Problem, S> int judge(Family<P, S> family, P problem, S solution);
    }

    /** Reads both files through the instance's family and hands them to {@code judge}; its exit code. */
    int judge(Judge judge) {
        if (Inputs.isStandardInput(input.instance) && Inputs.isStandardInput(solution)) {
            throw new dev.berth.model.InputException("-", "only one of INSTANCE and SOLUTION can be standard input");
        }
        Problem any = input.read(false);
        return judge(Families.of(any), any, judge);
    }

    private <P extends Problem, S> int judge(Family<P, S> family, Problem any, Judge judge) {
        P p = family.cast(any);
        return judge.judge(family, p, Inputs.solution(family, solution, p));
    }
}
