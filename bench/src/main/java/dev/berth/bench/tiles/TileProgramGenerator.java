package dev.berth.bench.tiles;

import dev.berth.bench.InstanceWriter;
import dev.berth.model.families.TileFamily;
import dev.berth.model.tiles.Machine;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.io.TileJson;
import dev.berth.model.tiles.TileProblem;

import java.nio.file.Path;
import java.util.List;
import java.util.Random;

/**
 * IPU-like tiles programs for the bench (see {@link TileProgramSpec}): layers over the supersteps
 * ({@link LayerPlan}), every tile's variables ({@link ProgramVariables}), each layer's read-only structures
 * ({@link LayerStructures}) and the input's equal-address sets ({@link InputSets}). Each part draws from
 * its own stream split off the seed, so same spec, same instance. Built directly (the target's JSON text
 * would be about 25 MB, 3-4 s to parse); {@link TileJson#toJson} writes it and parses back to the same problem.
 *
 * <p>Fit: each tile's fill with everything replicated is drawn within the spec's range, and variable sizes
 * are scaled to it, so {@code TileLowerBound} of the all-replicated program stays within the tile's memory
 * with room; a spec whose structures alone do not fit a tile is refused.
 */
public final class TileProgramGenerator {
    /** Replicated structures may take at most this share of a tile, leaving room for its variables. */
    private static final double MAX_STRUCTURE_SHARE = 0.85;

    private TileProgramGenerator() {
    }

    /** The instance of {@code spec}, named {@link TileProgramSpec#name()}. */
    public static TileProblem generate(TileProgramSpec spec) {
        Random root = new Random(spec.seed());
        Random layers = new Random(root.nextLong());
        Random variables = new Random(root.nextLong());
        Random structures = new Random(root.nextLong());
        Random sets = new Random(root.nextLong());
        Random fills = new Random(root.nextLong());
        Random banks = new Random(root.nextLong());

        LayerPlan plan = LayerPlan.draw(spec, layers);
        ProgramVariables vars = ProgramVariables.draw(spec, plan, variables);
        List<ReadOnlyStructure> rs = LayerStructures.draw(plan, vars, structures);
        List<int[]> equal = InputSets.draw(spec, plan, vars, sets);

        long[] structureBytes = new long[spec.tiles()];
        for (ReadOnlyStructure s : rs) {
            for (int u : s.users()) {
                structureBytes[u] += s.size();
            }
        }
        double[] fill = new double[spec.tiles()];
        for (int t = 0; t < fill.length; t++) {
            fill[t] = spec.minFill() + (spec.maxFill() - spec.minFill()) * fills.nextDouble();
            if (structureBytes[t] > spec.bytesPerTile() * MAX_STRUCTURE_SHARE) {
                throw new IllegalArgumentException(spec.name() + ": tile " + t + " holds " + structureBytes[t]
                        + " bytes of replicated structures, too many for " + spec.bytesPerTile() + " bytes per tile");
            }
        }
        vars.calibrate(spec.bytesPerTile(), structureBytes, fill);
        vars.drawBanks(spec.bytesPerTile(), spec.bankBytes(), spec.bankedFraction(), fill, banks);
        Machine machine = new Machine(spec.tiles(), spec.bytesPerTile(), spec.bankBytes(), spec.exchangeBytesPerCycle());
        return new TileProblem(spec.name(), machine, spec.steps(), vars.toVariables(), equal, rs);
    }

    /** Writes {@code problem} as {@code <dir>/<name>.json} ; returns the file. */
    public static Path write(TileProblem problem, Path dir) {
        return InstanceWriter.json(TileFamily.INSTANCE, problem, dir);
    }
}
