package dev.berth.bench.tiles;

import dev.berth.model.io.Json;
import dev.berth.model.tiles.analysis.EqualAddressGroups;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.StructureKind;
import dev.berth.model.tiles.StructurePointer;
import dev.berth.model.tiles.io.TileJson;
import dev.berth.model.tiles.analysis.TileLowerBound;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileVariable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TileProgramGeneratorTest {

    static Stream<Arguments> specs() {
        List<Arguments> out = new ArrayList<>();
        for (long seed = 1; seed <= 3; seed++) {
            out.add(Arguments.of(TileProgramSpec.small(seed)));
            out.add(Arguments.of(TileProgramSpec.ipu(24, 40, 12, seed)));
            out.add(Arguments.of(TileProgramSpec.ipu(96, 64, 60, seed).withBankedFraction(0.5).withFill(0.5, 0.8)));
            out.add(Arguments.of(TileProgramSpec.ipu(5, 8, 0, seed).withLayers(2, 2).withMachine(262_144, 4096, 8)));
        }
        return out.stream();
    }

    private static String json(TileProblem p) throws Exception {
        return Json.MAPPER.writeValueAsString(TileJson.toJson(p));
    }

    @ParameterizedTest
    @MethodSource("specs")
    void sameSeedSameInstanceOtherSeedAnother(TileProgramSpec spec) throws Exception {
        String a = json(TileProgramGenerator.generate(spec));
        assertEquals(a, json(TileProgramGenerator.generate(spec)));
        assertNotEquals(a, json(TileProgramGenerator.generate(spec.withSeed(spec.seed() + 100))));
    }

    @ParameterizedTest
    @MethodSource("specs")
    void jsonParsesBackToTheSameProblem(TileProgramSpec spec, @TempDir Path dir) throws Exception {
        TileProblem p = TileProgramGenerator.generate(spec);
        String text = json(p);
        TileProblem back = TileJson.parse(p.name(), Json.parse(p.name(), text));
        assertEquals(text, json(back));
        assertEquals(p.toString(), back.toString());
        for (int i = 0; i < p.equalAddress().size(); i++) {
            assertTrue(Arrays.equals(p.equalAddress().get(i), back.equalAddress().get(i)));
        }
        Path file = TileProgramGenerator.write(p, dir);
        assertEquals(dir.resolve(spec.name() + ".json"), file);
        assertEquals(text, json(TileJson.parse(p.name(), Json.parse(file.toString(), Files.readString(file)))));
    }

    @ParameterizedTest
    @MethodSource("specs")
    void sizesFollowTheSpec(TileProgramSpec spec) {
        TileProblem p = TileProgramGenerator.generate(spec);
        assertEquals(spec.name(), p.name());
        assertEquals(spec.tiles(), p.tiles());
        assertEquals(spec.steps(), p.steps());
        assertEquals(spec.bytesPerTile(), p.machine().bytesPerTile());
        assertEquals(spec.bankBytes(), p.machine().bankBytes());
        assertEquals(spec.exchangeBytesPerCycle(), p.machine().exchangeBytesPerCycle());
        for (int t = 0; t < p.tiles(); t++) {
            assertEquals(spec.variablesPerTile(), p.variablesOf(t).length, "tile " + t);
        }
        assertEquals(spec.equalAddressSets(), p.equalAddress().size());
        Set<Integer> inSome = new HashSet<>();
        for (int[] set : p.equalAddress()) {
            assertTrue(set.length >= 2);
            Set<Integer> tiles = new HashSet<>();
            for (int v : set) {
                assertTrue(inSome.add(v), "variable " + p.variable(v).id() + " in two input sets");
                assertTrue(tiles.add(p.variable(v).tile()), "two variables of one tile in a set");
            }
        }
        for (TileVariable v : p.variables()) {
            assertTrue(v.size() >= v.alignment() && v.size() % v.alignment() == 0, v.toString());
            assertTrue(!v.live().isEmpty() && v.live().last() <= p.steps(), v.toString());
        }
    }

    @ParameterizedTest
    @MethodSource("specs")
    void inputSetsAreConsistent(TileProgramSpec spec) {
        TileProblem p = TileProgramGenerator.generate(spec);
        EqualAddressGroups g = EqualAddressGroups.of(p, null);
        assertTrue(g.consistent(), () -> g.conflict().describe(p));
    }

    @ParameterizedTest
    @MethodSource("specs")
    void replicatingEverythingFitsWithRoom(TileProgramSpec spec) {
        TileProblem p = TileProgramGenerator.generate(spec);
        TileLowerBound replicated = TileLowerBound.of(replicatedOnly(p));
        assertTrue(replicated.max() <= 0.9 * p.machine().bytesPerTile(), replicated.max() + " bytes on tile "
                + replicated.maxTile());
        double[] fill = new double[p.tiles()];
        for (int t = 0; t < p.tiles(); t++) {
            fill[t] = (double) replicated.of(t) / p.machine().bytesPerTile();
        }
        Arrays.sort(fill);
        double median = fill[fill.length / 2];
        assertTrue(median >= spec.minFill() - 0.02 && median <= spec.maxFill() + 0.05, "median fill " + median);
        assertTrue(TileLowerBound.of(p).max() <= replicated.max(), "sharing can only lower the bound");
    }

    static TileProblem replicatedOnly(TileProblem p) {
        List<ReadOnlyStructure> pinned = new ArrayList<>();
        for (ReadOnlyStructure s : p.structures()) {
            pinned.add(new ReadOnlyStructure(s.id(), s.kind(), s.size(), s.alignment(), s.users(), s.use(), s.pointers(),
                    s.sendCodeBytes(), s.receiveCodeBytes(), false));
        }
        return p.withStructures(pinned);
    }

    @ParameterizedTest
    @MethodSource("specs")
    void structuresLookLikeAnIpuProgram(TileProgramSpec spec) {
        TileProblem p = TileProgramGenerator.generate(spec);
        Map<StructureKind, long[]> range = Map.of(StructureKind.VERTEX_CODE, new long[] {2048, 12288},
                StructureKind.VERTEX_STATE, new long[] {256, 6144}, StructureKind.CONTROL_CODE, new long[] {32, 256},
                StructureKind.DESCRIPTOR, new long[] {64, 1024});
        Set<StructureKind> kinds = new HashSet<>();
        for (ReadOnlyStructure s : p.structures()) {
            kinds.add(s.kind());
            long[] r = range.get(s.kind());
            assertTrue(s.size() >= r[0] && s.size() <= r[1], s.id() + " of " + s.size() + " bytes");
            assertTrue(s.sendCodeBytes() >= 32 && s.sendCodeBytes() <= 96, s.id() + " send " + s.sendCodeBytes());
            assertTrue(s.receiveCodeBytes() >= 16 && s.receiveCodeBytes() <= 48, s.id() + " receive " + s.receiveCodeBytes());
            assertTrue(s.use().intervals() == 1 && s.use().last() <= p.steps());
            for (StructurePointer ptr : s.pointers()) {
                assertEquals(s.users().length, ptr.targets().size());
                for (var e : ptr.targets().entrySet()) {
                    TileVariable v = p.variable(e.getValue());
                    assertEquals((int) e.getKey(), v.tile());
                    assertTrue(v.live().intersects(s.use()), s.id() + " points to " + v.id() + ", not live in its use");
                }
            }
            if (s.kind() == StructureKind.VERTEX_CODE || s.kind() == StructureKind.CONTROL_CODE) {
                assertTrue(s.pointers().isEmpty());
            }
        }
        assertTrue(kinds.containsAll(List.of(StructureKind.VERTEX_CODE, StructureKind.VERTEX_STATE,
                StructureKind.CONTROL_CODE)), kinds.toString());
    }

    @Test
    void someStructuresCannotBeSharedWithoutBreakingTheInputSets() {
        int conflicts = 0;
        int smallControl = 0;
        for (long seed = 1; seed <= 3; seed++) {
            TileProblem p = TileProgramGenerator.generate(TileProgramSpec.ipu(96, 64, 60, seed));
            EqualAddressGroups g = EqualAddressGroups.of(p, null);
            for (int s = 0; s < p.structureCount(); s++) {
                conflicts += g.checkShare(s) != null ? 1 : 0;
                ReadOnlyStructure r = p.structure(s);
                smallControl += r.kind() == StructureKind.CONTROL_CODE && r.size() < r.sendCodeBytes() + r.receiveCodeBytes() ? 1 : 0;
            }
        }
        assertTrue(conflicts > 0, "pointer targets overlap input sets in an inconsistent way somewhere");
        assertTrue(smallControl > 0, "some control code is smaller than the exchange code sharing it needs");
    }

    @Test
    void targetScale() {
        TileProgramSpec spec = TileProgramSpec.target(1);
        assertEquals("ipu-t1472-v200-s1000-seed1", spec.name());
        TileProblem p = TileProgramGenerator.generate(spec);
        assertEquals(1472 * 200, p.variableCount());
        assertEquals(1000, p.equalAddress().size());
        assertTrue(EqualAddressGroups.of(p, null).consistent());
        assertTrue(TileLowerBound.of(replicatedOnly(p)).max() <= 0.9 * p.machine().bytesPerTile());
        int widest = 0;
        for (ReadOnlyStructure s : p.structures()) {
            widest = Math.max(widest, s.users().length);
        }
        assertTrue(widest >= 1000, "big layers run on hundreds of tiles: " + widest);
    }

    @Test
    void namesSayWhatIsOffTheDefaults() {
        assertEquals("ipu-t8-v12-s3-l3-st9-seed1", TileProgramSpec.small(1).name());
        assertEquals("ipu-t8-v12-s3-l3-st9-m65536-bank4096-x2-banked12.5-fill10-20-seed7", TileProgramSpec.small(7)
                .withMachine(65536, 4096, 2).withBankedFraction(0.125).withFill(0.1, 0.2).name());
        assertEquals(25, TileProgramSpec.target(1).layers());
        assertEquals(100, TileProgramSpec.target(1).steps());
    }

    @Test
    void impossibleSpecsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> TileProgramSpec.ipu(8, 12, 3, 1).withLayers(4, 8));
        assertThrows(IllegalArgumentException.class, () -> TileProgramSpec.small(1).withLayers(3, 2));
        assertThrows(IllegalArgumentException.class, () -> TileProgramSpec.ipu(1, 12, 1, 1));
        assertThrows(IllegalArgumentException.class, () -> TileProgramSpec.small(1).withFill(0.5, 0.95));
        IllegalArgumentException tooMany = assertThrows(IllegalArgumentException.class,
                () -> TileProgramGenerator.generate(TileProgramSpec.ipu(4, 8, 500, 1)));
        assertTrue(tooMany.getMessage().contains("equal-address sets"), tooMany.getMessage());
        IllegalArgumentException tooSmall = assertThrows(IllegalArgumentException.class,
                () -> TileProgramGenerator.generate(TileProgramSpec.small(1).withMachine(4096, 4096, 4)));
        assertTrue(tooSmall.getMessage().contains("replicated structures"), tooSmall.getMessage());
    }
}
