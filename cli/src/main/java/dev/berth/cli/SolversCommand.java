package dev.berth.cli;

import dev.berth.Berth;
import dev.berth.FamilyInfo;
import dev.berth.ParamInfo;
import dev.berth.StrategyInfo;
import dev.berth.model.io.Json;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.List;
import java.util.Map;

/**
 * {@code berth solvers}: the strategies of each family, and with {@code --params} the parameters they take —
 * the schema the Java API and {@code berth serve}'s {@code solvers} give, as text or ({@code --json}) as theirs.
 */
@Command(name = "solvers", mixinStandardHelpOptions = true,
        description = "List the strategies of each problem family; --params adds every parameter key, its type, default and meaning.")
final class SolversCommand implements java.util.concurrent.Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--params", description = "also list each strategy's parameters (-P KEY=VALUE)")
    boolean params;

    @Option(names = "--json", description = "the whole schema as JSON, exactly as berth serve's 'solvers' answers it")
    boolean json;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        List<FamilyInfo> all = Berth.strategies();
        if (json) {
            out.println(Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(Map.of("families", all)));
            return ExitCodes.OK;
        }
        for (FamilyInfo f : all) {
            list(out, f);
        }
        return ExitCodes.OK;
    }

    private void list(PrintWriter out, FamilyInfo family) {
        out.println(family.name() + " (default: " + family.defaultStrategy() + ")");
        if (params && !family.params().isEmpty()) {
            out.println("  every strategy reads:");
            print(out, family.params());
        }
        for (StrategyInfo s : family.strategies()) {
            out.printf("  %-12s %s%n", s.name(), s.description());
            if (params) {
                print(out, s.params());
                if (!s.parts().isEmpty()) {
                    out.println("      (and the parameters of " + String.join(", ", s.parts()) + ")");
                }
            }
        }
    }

    private static void print(PrintWriter out, List<ParamInfo> keys) {
        keys.forEach(p -> out.printf("      -P %s=%s (default %s): %s%n", p.key(), p.type(),
                p.defaultValue() == null ? "none" : p.defaultValue(), p.meaning()));
    }
}
