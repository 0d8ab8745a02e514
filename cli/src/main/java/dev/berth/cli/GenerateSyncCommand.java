package dev.berth.cli;

import dev.berth.bench.sync.SyncProgramGenerator;
import dev.berth.bench.sync.SyncProgramShape;
import dev.berth.bench.sync.SyncProgramSpec;
import dev.berth.model.InputException;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.Semantics;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.SyncWidth;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code berth generate sync}: random acyclic programs and warp-specialised pipelines. */
@Command(name = "sync", mixinStandardHelpOptions = true,
        description = {"Sync programs: 'random' — W warps, P sync pairs from one interleaved run (cannot deadlock), waits "
                + "mostly soon after their signals; 'pipeline' — one producer warp, C consumer warps, S stages of full/empty "
                + "pairs, unrolled I iterations, as CUTLASS/FlashAttention-3 pipelines do."})
final class GenerateSyncCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--shape", paramLabel = "random|pipeline", defaultValue = "random")
    String shape;

    @Option(names = "--warps", paramLabel = "W[,W...]", split = ",", defaultValue = "8",
            description = "random: warps per program, 2..64 (default: ${DEFAULT-VALUE})")
    List<Integer> warps;

    @Option(names = "--pairs", paramLabel = "P[,P...]", split = ",", defaultValue = "200",
            description = "random: sync pairs per program, up to 10000 (default: ${DEFAULT-VALUE})")
    List<Integer> pairs;

    @Option(names = "--window", paramLabel = "N", description = "random: most signals pending at once (default: 16)")
    Integer window;

    @Option(names = "--consumers", paramLabel = "C", defaultValue = "2", description = "pipeline: consumer warps (default: ${DEFAULT-VALUE})")
    int consumers;

    @Option(names = "--stages", paramLabel = "S", defaultValue = "4", description = "pipeline: stages (default: ${DEFAULT-VALUE})")
    int stages;

    @Option(names = "--iterations", paramLabel = "I", defaultValue = "16", description = "pipeline: unrolled iterations (default: ${DEFAULT-VALUE})")
    int iterations;

    @Option(names = "--semantics", paramLabel = "NAME[,NAME...]", split = ",", defaultValue = "generation",
            description = "generation, parity, flag, or all (default: ${DEFAULT-VALUE})")
    List<String> semantics;

    @Option(names = "--limit", paramLabel = "K", description = "physical resources of the class (default: no limit)")
    Integer limit;

    @Option(names = "--reserved", paramLabel = "ID[,ID...]", split = ",", description = "ids the compiler may not use")
    List<Integer> reserved = new ArrayList<>();

    @Mixin
    GenerateSettings generation;

    @Override
    public Integer call() throws IOException {
        SyncProgramShape s = SyncProgramShape.byLabel(shape);
        if (s == null) {
            throw new InputException("--shape", "must be random or pipeline, got '" + shape + "'");
        }
        List<Long> seeds = generation.seeds();
        if (limit != null && limit < 0) {
            throw new InputException("--limit", "must be at least 0, got " + limit);
        }
        List<Semantics> sems = new ArrayList<>();
        for (String name : semantics) {
            if (name.equals("all")) {
                sems.addAll(List.of(Semantics.values()));
            } else if (Semantics.byLabel(name) != null) {
                sems.add(Semantics.byLabel(name));
            } else {
                throw new InputException("--semantics", "unknown semantics '" + name + "' (known: generation, parity, flag, all)");
            }
        }
        List<SyncProgramSpec> specs = new ArrayList<>();
        try {
            addSpecs(s, sems, seeds, specs);
        } catch (IllegalArgumentException e) {
            throw new InputException("generate sync", e.getMessage());
        }
        Path out = generation.outDir();
        for (SyncProgramSpec one : specs) {
            SyncProblem p = SyncProgramGenerator.generate(one);
            Path written = SyncProgramGenerator.write(p, out);
            spec.commandLine().getOut().printf("%s  warps %d, sync pairs %d, width %d%n", written, p.warps().size(), p.size(),
                    SyncWidth.of(p).width());
        }
        return ExitCodes.OK;
    }

    private void addSpecs(SyncProgramShape s, List<Semantics> sems, List<Long> seeds, List<SyncProgramSpec> specs) {
        for (Semantics sem : sems) {
            for (long seed : seeds) {
                if (s == SyncProgramShape.PIPELINE) {
                    specs.add(configure(SyncProgramSpec.pipeline(consumers, stages, iterations, seed), sem));
                } else {
                    for (int w : warps) {
                        for (int p : pairs) {
                            SyncProgramSpec one = SyncProgramSpec.random(w, p, seed);
                            specs.add(configure(window == null ? one : one.withWindow(window), sem));
                        }
                    }
                }
            }
        }
    }

    private SyncProgramSpec configure(SyncProgramSpec spec, Semantics sem) {
        SyncProgramSpec configured = spec.withSemantics(sem);
        if (limit != null || !reserved.isEmpty()) {
            configured = configured.withLimit(limit == null ? ResourceClass.UNLIMITED : limit, reserved);
        }
        return configured;
    }
}
