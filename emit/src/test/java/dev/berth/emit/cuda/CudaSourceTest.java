package dev.berth.emit.cuda;

import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.families.ChannelsFamily;
import dev.berth.model.io.Json;
import dev.berth.model.sync.Semantics;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.testing.SyncExamples;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The emitted source: what each mechanism's step becomes, the verdict it carries, hostile names made harmless. */
class CudaSourceTest {
    private static final String TWO = """
            { "family": "sync", "physical": { "semantics": "%s" },
              "warps": [ { "id": "w0", "ops": ["load", "p1", "p2"] }, { "id": "w1", "ops": ["c1", "mma", "c2"] } ] }
            """;

    private static String emit(String semantics, int[] ids, EmitSettings settings) {
        SyncProblem p = SyncExamples.parse("two", TWO.formatted(semantics));
        return CudaEmission.sync(p, new SyncMapping(ids), settings, "two.json", "two.solution.json").source();
    }

    @Test
    void eachSemanticsBecomesItsHardware() {
        String parity = emit("parity", new int[] {1, 2}, EmitSettings.defaults());
        assertTrue(parity.contains("signal_mbarrier(c, 0, 0, 1);  // p1 on default:1, use 0"), parity);
        assertTrue(parity.contains("wait_mbarrier(c, 1, 1, 0);  // c2 on default:2, use 0"), parity);
        assertTrue(parity.contains("compute(c, 200);  // load"), parity);
        assertTrue(parity.contains("#define BERTH_MBARRIERS 2"), parity);
        assertTrue(parity.contains("mbarrier.try_wait.parity.acquire.cta.shared::cta.b64"), parity);

        String flag = emit("flag", new int[] {1, 2}, EmitSettings.defaults());
        assertTrue(flag.contains("signal_named(c, 0, 1);"), flag);
        assertTrue(flag.contains("wait_named(c, 1, 2);"), flag);
        assertTrue(flag.contains("#define BERTH_NAMED 2"), flag);

        String generation = emit("generation", new int[] {1, 1}, EmitSettings.defaults());
        assertTrue(generation.contains("wait_counter(c, 0, 0, 0);"), generation);
        assertTrue(generation.contains("wait_counter(c, 1, 0, 1);  // c2 on default:1, use 1"), generation);
    }

    @Test
    void theCheckersVerdictUnderTheEmittedSemanticsGoesIntoTheFile() {
        // p1 and p2 are both in flight: one barrier for both is wrong under every rule
        String shared = emit("parity", new int[] {1, 1}, EmitSettings.defaults());
        assertTrue(shared.contains("kBerthCheck = \"invalid\""), shared);
        assertTrue(shared.contains("// Berth's checker on this mapping under parity: INVALID: "), shared);
        String valid = emit("generation", new int[] {1, 1}, EmitSettings.defaults().withSemantics(Semantics.PARITY));
        assertTrue(valid.contains("kSemantics = \"parity\""), valid);
    }

    @Test
    void settingsAreTheKernelsDefaults() {
        String s = emit("parity", new int[] {1, 2}, new EmitSettings(null, 50, 77, 9, 33, 5));
        assertTrue(s.contains("#define BERTH_RUNS 77ULL"), s);
        assertTrue(s.contains("#define BERTH_SEED 9ULL"), s);
        assertTrue(s.contains("#define BERTH_JITTER 33ULL"), s);
        assertTrue(s.contains("#define BERTH_TIMEOUT_MS 5ULL"), s);
        assertTrue(s.contains("compute(c, 50);  // load"), s);
    }

    @Test
    void namesFromTheInstanceCannotBreakOutOfAStringOrAComment() {
        assertEquals("a_b_c_d_e", CudaSource.safe("a\"b\\c\nd?e"));
        SyncProblem p = SyncExamples.parse("x\"); system(\"rm -rf /\"); //\\", TWO.formatted("parity"));
        String s = CudaEmission.sync(p, new SyncMapping(new int[] {1, 2}), EmitSettings.defaults(), "in\\\n", "sol")
                .source();
        assertFalse(s.contains("system(\""), s);
        assertFalse(s.lines().anyMatch(l -> l.startsWith("//") && l.endsWith("\\")), "no comment continues a line");
    }

    @Test
    void channelsIntrinsicsLastTheirStagesCycles() throws Exception {
        Path dir = Path.of("..", "examples", "channels");
        String instance = Files.readString(dir.resolve("worked-example.json"));
        ChannelsProblem p = ChannelsFamily.INSTANCE.parse("worked-example.json", Json.parse("worked-example.json", instance));
        String answer = """
                { "family": "channels", "warps": [
                  { "id": "w0", "ops": ["s1:p:0", "p1", "s2:p:0", "p2", "s3:p:0"] },
                  { "id": "w1", "ops": ["c1", "s1:c:0", "c2", "s2:c:0", "s3:c:0"] } ],
                  "assignment": { "1": 1, "2": 2 }, "offsets": { "pool": 0 } }
                """;
        ChannelsSolution s = ChannelsFamily.INSTANCE.readSolution("a.json", "a.json", answer, p);
        String src = CudaEmission.channels(p, s, EmitSettings.defaults(), "worked-example.json", "a.json").source();
        assertTrue(src.contains("compute(c, 10);  // s1:p:0"), src);
        assertTrue(src.contains("compute(c, 15);  // s2:c:0"), src);
        assertTrue(src.contains("compute(c, 50);  // s3:c:0"), src);
        assertTrue(src.contains("wait_counter(c, 1, 1, 0);  // c2 on default:2, use 0"), src);
    }
}
