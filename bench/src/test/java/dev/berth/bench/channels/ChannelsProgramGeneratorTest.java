package dev.berth.bench.channels;

import com.fasterxml.jackson.databind.JsonNode;
import dev.berth.model.families.ChannelsFamily;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.Stage;
import dev.berth.model.channels.io.ChannelsJson;
import dev.berth.model.io.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The generator: deterministic, parseable, as large as asked, and its instances named by shape. */
class ChannelsProgramGeneratorTest {

    @ParameterizedTest
    @EnumSource(ChannelsProgramShape.class)
    void theSameSpecGivesTheSameProgramAndSeedsChangeIt(ChannelsProgramShape shape) {
        ChannelsProgramSpec spec = ChannelsProgramSpec.of(shape, 6, 3, 2, 7);
        assertEquals(ChannelsJson.toJson(ChannelsProgramGenerator.generate(spec)),
                ChannelsJson.toJson(ChannelsProgramGenerator.generate(spec)));
        Set<JsonNode> programs = new HashSet<>();
        for (long seed = 1; seed <= 6; seed++) {
            JsonNode j = ChannelsJson.toJson(ChannelsProgramGenerator.generate(spec.withSeed(seed)));
            ((com.fasterxml.jackson.databind.node.ObjectNode) j).remove("name");
            programs.add(j);
        }
        assertTrue(programs.size() > 1, "the seed chooses the tile shape, so six seeds give more than one program");
    }

    @ParameterizedTest
    @EnumSource(ChannelsProgramShape.class)
    void everyProgramIsWrittenAndReadBackUnchanged(ChannelsProgramShape shape, @TempDir Path dir) throws Exception {
        ChannelsProblem p = ChannelsProgramGenerator.generate(ChannelsProgramSpec.of(shape, 5, 2, 3, 1));
        Path file = ChannelsProgramGenerator.write(p, dir);
        assertEquals(p.name() + ".json", file.getFileName().toString());
        ChannelsProblem read = ChannelsFamily.INSTANCE.parse(file.toString(), Json.MAPPER.readTree(Files.readString(file)));
        assertEquals(ChannelsJson.toJson(p), ChannelsJson.toJson(read));
        assertEquals(shape.label(), ChannelsProgramGenerator.shape(file.toString()));
    }

    @ParameterizedTest
    @EnumSource(ChannelsProgramShape.class)
    void theProgramUnrollsToTheIntrinsicsTheSpecCounts(ChannelsProgramShape shape) {
        ChannelsProgramSpec spec = ChannelsProgramSpec.of(shape, 64, 4, 8, 1);
        ChannelsProblem p = ChannelsProgramGenerator.generate(spec);
        assertEquals(spec.intrinsics(), p.stages().stream().mapToLong(s -> (long) s.repeat() * s.body().size()).sum());
        assertTrue(spec.intrinsics() >= 1000, "the largest suite size has 1,000+ intrinsics: " + spec.intrinsics());
    }

    @Test
    void onlyTheUnplacedShapeLeavesBuffersWithoutOffsets() {
        for (ChannelsProgramShape shape : ChannelsProgramShape.values()) {
            ChannelsProblem p = ChannelsProgramGenerator.generate(ChannelsProgramSpec.of(shape, 4, 2, 2, 1));
            assertEquals(shape != ChannelsProgramShape.UNPLACED, p.placed(), shape.label());
            assertTrue(p.buffers().stream().allMatch(b -> !b.placed()) || p.placed(), shape.label());
        }
    }

    /** A ring index wraps every S k-blocks; a stage holds at most S of them, and as many as it can. */
    @Test
    void aLoopBecomesOneStagePerTurnOfTheRing() {
        ChannelsProblem p = ChannelsProgramGenerator.generate(ChannelsProgramSpec.of(ChannelsProgramShape.GEMM, 10, 4, 1, 1));
        assertEquals(java.util.List.of("t0k0", "t0k4", "t0k8", "t0out"), p.stages().stream().map(Stage::id).toList());
        assertEquals(java.util.List.of(4, 4, 2, 1), p.stages().stream().map(Stage::repeat).toList());
    }

    @Test
    void badSpecsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> ChannelsProgramSpec.of(ChannelsProgramShape.GEMM, 0, 2, 1, 1));
        assertThrows(IllegalArgumentException.class, () -> ChannelsProgramSpec.of(ChannelsProgramShape.GEMM, 4, 0, 1, 1));
        assertThrows(IllegalArgumentException.class,
                () -> ChannelsProgramSpec.of(ChannelsProgramShape.ATTENTION, 100_000, 2, 100, 1));
        assertFalse(ChannelsProgramSpec.of(ChannelsProgramShape.GEMM, 4, 2, 1, 1).name().contains("lim"));
    }
}
