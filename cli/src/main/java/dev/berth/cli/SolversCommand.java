package dev.berth.cli;

import dev.berth.bench.BenchKit;
import dev.berth.bench.BenchKits;
import dev.berth.model.Configurable;
import dev.berth.model.Strategy;
import dev.berth.model.params.Param;
import dev.berth.model.params.ParamKeys;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.List;
import java.util.Map;

/** {@code berth solvers}: the strategies of each family, and with {@code --params} the parameters they take. */
@Command(name = "solvers", mixinStandardHelpOptions = true,
        description = "List the strategies of each problem family; --params adds every parameter key, its type, default and meaning.")
final class SolversCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Option(names = "--params", description = "also list each strategy's parameters (-P KEY=VALUE)")
    boolean params;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        for (BenchKit<?, ?> kit : BenchKits.all()) {
            list(out, kit);
        }
    }

    private <P extends dev.berth.model.Problem, S> void list(PrintWriter out, BenchKit<P, S> kit) {
        out.println(kit.family().name() + " (default: " + kit.registry().defaultName() + ")");
        if (params && !kit.family().params().isEmpty()) {
            out.println("  every strategy reads:");
            print(out, ParamKeys.declared(List.of(), kit.family().params()));
        }
        for (Strategy<P, S> s : kit.registry().all()) {
            out.printf("  %-12s %s%n", s.name(), s.description());
            if (params) {
                print(out, ParamKeys.own(s));
                if (!s.parts().isEmpty()) {
                    out.println("      (and the parameters of " + String.join(", ",
                            s.parts().stream().map(Configurable::name).distinct().toList()) + ")");
                }
            }
        }
    }

    private static void print(PrintWriter out, Map<String, Param<?>> keys) {
        keys.forEach((key, p) -> out.printf("      -P %s=%s (default %s): %s%n", key, p.type().describe(),
                p.defaultValue() == null ? "none" : p.defaultText(), p.meaning()));
    }
}
