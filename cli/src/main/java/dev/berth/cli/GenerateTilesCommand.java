package dev.berth.cli;

import dev.berth.bench.tiles.TileProgramGenerator;
import dev.berth.bench.tiles.TileProgramSpec;
import dev.berth.model.InputException;
import dev.berth.model.tiles.analysis.TileLowerBound;
import dev.berth.model.tiles.TileProblem;
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

/** {@code berth generate tiles}: IPU-like multi-tile programs. */
@Command(name = "tiles", mixinStandardHelpOptions = true,
        description = {"IPU-like programs: layers over the supersteps, each a compute set on a window of tiles with its "
                + "vertex code and vertex state (vector / vector2d / vectorList pointers into every user's weights and "
                + "activations), control code and descriptors (some smaller than their exchange code); weights, "
                + "activations and scratch with lifetimes, some banked; input equal-address sets across tiles."})
final class GenerateTilesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--tiles", paramLabel = "T[,T...]", split = ",", defaultValue = "64",
            description = "tiles per program (IPU: 1472; default: ${DEFAULT-VALUE})")
    List<Integer> tiles;

    @Option(names = "--variables", paramLabel = "V", defaultValue = "200", description = "variables per tile (default: ${DEFAULT-VALUE})")
    int variables;

    @Option(names = "--sets", paramLabel = "K", defaultValue = "100", description = "input equal-address sets (default: ${DEFAULT-VALUE})")
    int sets;

    @Option(names = "--layers", paramLabel = "L", description = "layers (default: variables / 8, within 1..32)")
    Integer layers;

    @Option(names = "--steps", paramLabel = "S", description = "supersteps (default: 4 per layer)")
    Integer steps;

    @Option(names = "--banked", paramLabel = "F", description = "share of variables drawn as banked (default: 0.2)")
    Double banked;

    @Option(names = "--fill", paramLabel = "MIN,MAX", split = ",",
            description = "each tile's memory with everything replicated, as a share of the tile (default: 0.30,0.65)")
    List<Double> fill;

    @Mixin
    GenerateSettings generation;

    @Override
    public Integer call() throws IOException {
        List<Long> seeds = generation.seeds();
        if (fill != null && fill.size() != 2) {
            throw new InputException("--fill", "expected MIN,MAX, e.g. 0.3,0.65");
        }
        List<TileProgramSpec> specs = new ArrayList<>();
        try {
            for (int t : tiles) {
                for (long seed : seeds) {
                    TileProgramSpec s = TileProgramSpec.ipu(t, variables, sets, seed);
                    if (layers != null || steps != null) {
                        int l = layers != null ? layers : s.layers();
                        s = s.withLayers(l, steps != null ? steps : TileProgramSpec.defaultSteps(l));
                    }
                    if (banked != null) {
                        s = s.withBankedFraction(banked);
                    }
                    if (fill != null) {
                        s = s.withFill(fill.get(0), fill.get(1));
                    }
                    specs.add(s);
                }
            }
        } catch (IllegalArgumentException e) {
            throw new InputException("generate tiles", e.getMessage());
        }
        Path out = generation.outDir();
        for (TileProgramSpec one : specs) {
            TileProblem p = TileProgramGenerator.generate(one);
            Path written = TileProgramGenerator.write(p, out);
            spec.commandLine().getOut().printf("%s  tiles %d, variables %d, equal-address sets %d, structures %d, "
                            + "steps %d, lower bound %d B%n", written, p.tiles(), p.variableCount(), p.equalAddress().size(),
                    p.structureCount(), p.steps(), TileLowerBound.of(p).max());
        }
        return ExitCodes.OK;
    }
}
