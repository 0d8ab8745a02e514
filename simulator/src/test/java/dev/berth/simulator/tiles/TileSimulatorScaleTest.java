package dev.berth.simulator.tiles;

import dev.berth.model.tiles.analysis.ExchangeSchedule;
import dev.berth.model.tiles.Machine;
import dev.berth.model.tiles.PointerFormat;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.StructureKind;
import dev.berth.model.tiles.StructureLayout;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.StructurePointer;
import dev.berth.model.tiles.Steps;
import dev.berth.model.tiles.analysis.TileBlock;
import dev.berth.model.tiles.analysis.TileBlocks;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.analysis.TileObjective;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileVariable;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.SortedMap;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The scale target: an IPU (1472 tiles × 638,976 B, 16 KiB banks) with 200 variables per tile and 1,000
 * structures of 100-400 users each, half of them shared; every pointer of a structure targets the same
 * variable slot on all its users, and slot j sits at j KiB on every tile, so the layout is valid by
 * construction. One run of the machine, then one with a single target moved.
 */
class TileSimulatorScaleTest {
    private static final int TILES = 1472;
    private static final int PER_TILE = 200;
    private static final int STEPS = 40;

    @Test
    void ipuScaleProgramRunsCleanAndOneMovedTargetIsFound() {
        Random r = new Random(1472);
        List<TileVariable> vars = new ArrayList<>(TILES * PER_TILE);
        long[] offsets = new long[TILES * PER_TILE];
        for (int t = 0; t < TILES; t++) {
            for (int j = 0; j < PER_TILE; j++) {
                int a = r.nextInt(STEPS);
                int b = a + 1 + r.nextInt(STEPS - a);
                Steps live = r.nextInt(4) == 0 && b + 2 < STEPS ? Steps.of(List.of(new int[] {a, b}, new int[] {b + 1, STEPS}))
                        : Steps.of(a, b);
                vars.add(new TileVariable("v" + t + "_" + j, t, 64 + 8 * r.nextInt(120), 8, live, j % 16 == 0));
                offsets[t * PER_TILE + j] = 1024L * j;
            }
        }
        List<ReadOnlyStructure> structures = new ArrayList<>();
        StructurePlan[] plans = new StructurePlan[1000];
        List<Integer> all = new ArrayList<>();
        for (int t = 0; t < TILES; t++) {
            all.add(t);
        }
        for (int s = 0; s < plans.length; s++) {
            Collections.shuffle(all, r);
            int[] users = all.subList(0, 100 + r.nextInt(300)).stream().mapToInt(Integer::intValue).sorted().toArray();
            List<StructurePointer> pointers = new ArrayList<>();
            for (int k = 1 + r.nextInt(2); k > 0; k--) {
                int slot = r.nextInt(PER_TILE);
                SortedMap<Integer, Integer> targets = new TreeMap<>();
                for (int u : users) {
                    targets.put(u, u * PER_TILE + slot);
                }
                pointers.add(new StructurePointer(PointerFormat.VECTOR, targets, new TreeMap<>()));
            }
            int a = r.nextInt(STEPS);
            structures.add(new ReadOnlyStructure("s" + s, StructureKind.VERTEX_STATE, 256 + 8 * r.nextInt(100), 8, users,
                    Steps.of(a, a + 1 + r.nextInt(STEPS - a)), pointers, 48, 24, true));
            plans[s] = s % 2 == 0 ? StructurePlan.sharedOn(r.nextInt(TILES)) : StructurePlan.REPLICATED;
        }
        TileProblem p = new TileProblem("ipu-scale", new Machine(TILES, 638_976, 16_384, 4), STEPS, vars, List.of(),
                structures);
        TileLayout layout = new TileLayout(offsets, structuresAbove(p, plans, 1024L * PER_TILE));

        TileSimulationReport run = TileSimulator.run(p, layout);
        assertTrue(run.clean(), run.summary());
        assertEquals(0, run.bankConflicts());
        assertEquals(ExchangeSchedule.of(p, plans).totalCycles(), run.exchangeCycles());
        assertEquals(TileObjective.of(p, layout).maxPeak(), run.maxPeak());
        assertTrue(run.maxPeak() <= p.machine().bytesPerTile(), run.summary());

        ReadOnlyStructure s0 = p.structure(0);
        int tile = s0.users()[1];
        int target = s0.pointers().get(0).targets().get(tile);
        long[] moved = offsets.clone();
        moved[target] = 600_000;
        TileSimulationReport broken = TileSimulator.run(p, new TileLayout(moved, layout.structures()));
        boolean targetUsedWhileLive = p.variable(target).live().intersects(s0.use());
        assertEquals(targetUsedWhileLive, broken.violations().stream().anyMatch(v -> v.kind() == TileViolation.Kind.WRONG_TARGET
                && v.tile() == tile && v.message().contains("s0 ")), broken::summary);
        assertTrue(targetUsedWhileLive, "the seed should give a target in use while live");
    }

    /** Every structure block the plans imply, stacked per tile from {@code base} up, 8-aligned. */
    private static List<StructureLayout> structuresAbove(TileProblem p, StructurePlan[] plans, long base) {
        long[] top = new long[p.tiles()];
        java.util.Arrays.fill(top, base);
        List<StructureLayout> out = new ArrayList<>();
        for (int s = 0; s < p.structureCount(); s++) {
            SortedMap<Integer, Long> copies = new TreeMap<>();
            SortedMap<Integer, Long> code = new TreeMap<>();
            for (TileBlock b : TileBlocks.structureBlocks(p, s, plans[s])) {
                long at = (top[b.tile()] + 7) / 8 * 8;
                top[b.tile()] = at + b.size();
                (b.kind() == dev.berth.model.tiles.BlockKind.COPY ? copies : code).put(b.tile(), at);
            }
            out.add(new StructureLayout(plans[s], copies, code));
        }
        return out;
    }
}
