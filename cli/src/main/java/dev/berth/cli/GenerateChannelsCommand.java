package dev.berth.cli;

import dev.berth.bench.channels.ChannelsProgramGenerator;
import dev.berth.bench.channels.ChannelsProgramShape;
import dev.berth.bench.channels.ChannelsProgramSpec;
import dev.berth.model.InputException;
import dev.berth.model.families.ChannelsFamily;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.Semantics;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code berth generate channels}: sequential GEMM, attention, multi-consumer and unplaced-buffer programs. */
@Command(name = "channels", mixinStandardHelpOptions = true,
        description = {"Channels programs written sequentially as a kernel author does: 'gemm' — load / mma / epilogue / "
                + "store warps over a ring of S slots, K k-blocks per tile, N tiles; 'attention' — Q once, K and V rings, "
                + "scores, softmax, P·V; 'multi' — one producer, two consumer warps reading every slot; 'unplaced' — the "
                + "gemm with no buffer placed and a prologue table whose space may be reused."})
final class GenerateChannelsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--shape", paramLabel = "gemm|attention|multi|unplaced", split = ",", defaultValue = "gemm",
            description = "one or more shapes (default: ${DEFAULT-VALUE})")
    List<String> shapes;

    @Option(names = "--stages", paramLabel = "K[,K...]", split = ",", defaultValue = "8",
            description = "k-blocks (attention: KV blocks) per tile (default: ${DEFAULT-VALUE})")
    List<Integer> stages;

    @Option(names = "--slots", paramLabel = "S[,S...]", split = ",", defaultValue = "4",
            description = "slots of each ring (default: ${DEFAULT-VALUE})")
    List<Integer> slots;

    @Option(names = "--tiles", paramLabel = "N[,N...]", split = ",", defaultValue = "2",
            description = "output tiles, one after the other (default: ${DEFAULT-VALUE})")
    List<Integer> tiles;

    @Option(names = "--semantics", paramLabel = "NAME[,NAME...]", split = ",", defaultValue = "generation",
            description = "generation, parity, flag, or all (default: ${DEFAULT-VALUE})")
    List<String> semantics;

    @Option(names = "--limit", paramLabel = "K", description = "channels of the hardware, id 0 reserved (default: 16 "
            + "named barriers; 0 for no limit)")
    Integer limit;

    @Mixin
    GenerateSettings generation;

    @Override
    public Integer call() {
        List<ChannelsProgramShape> shs = new ArrayList<>();
        for (String name : shapes) {
            ChannelsProgramShape s = ChannelsProgramShape.byLabel(name);
            if (s == null) {
                throw new InputException("--shape", "must be gemm, attention, multi or unplaced, got '" + name + "'");
            }
            shs.add(s);
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
        if (limit != null && limit < 0) {
            throw new InputException("--limit", "must be at least 0, got " + limit);
        }
        List<Long> seeds = generation.seeds();
        List<ChannelsProgramSpec> specs = new ArrayList<>();
        try {
            for (ChannelsProgramShape s : shs) {
                for (int k : stages) {
                    for (int sl : slots) {
                        for (int n : tiles) {
                            for (Semantics sem : sems) {
                                for (long seed : seeds) {
                                    specs.add(configure(ChannelsProgramSpec.of(s, k, sl, n, seed).withSemantics(sem)));
                                }
                            }
                        }
                    }
                }
            }
        } catch (IllegalArgumentException e) {
            throw new InputException("generate channels", e.getMessage());
        }
        Path out = generation.outDir();
        for (ChannelsProgramSpec one : specs) {
            ChannelsProblem p = ChannelsProgramGenerator.generate(one);
            Path written = ChannelsProgramGenerator.write(p, out);
            long width = ChannelsFamily.INSTANCE.lowerBound(p).value();
            spec.commandLine().getOut().printf("%s  %s, width %s%n", written, ChannelsFamily.INSTANCE.describe(p),
                    p.placed() ? Long.toString(width) : "- (unplaced)");
        }
        return ExitCodes.OK;
    }

    private ChannelsProgramSpec configure(ChannelsProgramSpec s) {
        if (limit == null) {
            return s;
        }
        return s.withLimit(limit == 0 ? ResourceClass.UNLIMITED : limit);
    }
}
