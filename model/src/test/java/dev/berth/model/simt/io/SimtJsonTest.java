package dev.berth.model.simt.io;

import dev.berth.model.InputException;
import dev.berth.model.Problem;
import dev.berth.model.io.Instances;
import dev.berth.model.io.Json;
import dev.berth.model.simt.Launch;
import dev.berth.model.families.SimtFamily;
import dev.berth.model.simt.SimtProblem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** simt instances: the examples, a kernel file beside the JSON, the inlined write-back, bare kernels, errors. */
class SimtJsonTest {
    private static final String KERNEL = "a:\n  mov r1, %tid\n  st [r1], r1\n  exit\n";

    private static Path examples() {
        return Path.of(System.getProperty("berth.home", ".."), "examples", "simt");
    }

    private static SimtProblem parse(String json) {
        return SimtJson.parse("t.json", Json.parse("t.json", json));
    }

    private static InputException refused(String json, String... fragments) {
        InputException e = assertThrows(InputException.class, () -> parse(json));
        for (String f : fragments) {
            assertTrue(e.getMessage().contains(f), "'" + f + "' not in: " + e.getMessage());
        }
        assertTrue(e.getMessage().indexOf('\n') < 0, e.getMessage());
        return e;
    }

    @Test
    void theExamplesReadTheirKernelFromBesideThem() {
        SimtProblem small = (SimtProblem) Instances.read(examples().resolve("spinlock-1x4.json"));
        assertEquals(new Launch(1, 4, 2, Map.of(0L, 0L, 1L, 0L)), small.launch());
        assertEquals("spinlock", small.kernel().name());
        assertEquals(3, small.kernel().blocks().size());
        SimtProblem big = (SimtProblem) Instances.read(examples().resolve("spinlock-2x32.json"));
        assertEquals(64, big.launch().threads());
        assertEquals(small.kernel(), big.kernel());
    }

    @Test
    void writtenBackTheKernelIsInlinedAndReadsBackEqual() {
        SimtProblem p = (SimtProblem) Instances.read(examples().resolve("spinlock-1x4.json"));
        var json = SimtFamily.INSTANCE.write(p);
        assertTrue(json.has("kernelText") && !json.has("kernel"), json.toString());
        SimtProblem again = SimtJson.parse("elsewhere/x.json", Json.parse("x", json.toString()));
        assertEquals(p.kernel(), again.kernel());
        assertEquals(p.launch(), again.launch());
        assertEquals(json, SimtFamily.INSTANCE.write(again));
    }

    @Test
    void aKernelWithoutWarpRegistersSurvivesTheRoundTrip() {
        SimtProblem p = parse("{\"kernelText\": \".warp-registers 0\\n" + KERNEL.replace("\n", "\\n") + "\"}");
        assertEquals(0, p.kernel().warpRegisters());
        assertEquals(p.kernel(), SimtJson.parse("x", SimtJson.toJson(p)).kernel());
    }

    @Test
    void theFamilyIsKnownByItsLaunchAndABareKernelIsAnInstance(@TempDir Path dir) throws Exception {
        Problem p = Instances.parse("t.json", "t.json", "{\"kernelText\": \"a:\\n exit\\n\", \"launch\": {\"warps\": 2}}");
        assertEquals(2, assertInstanceOf(SimtProblem.class, p).launch().warps());
        assertEquals(32, ((SimtProblem) p).launch().threadsPerWarp());
        Path k = Files.writeString(dir.resolve("k.simt"), KERNEL);
        SimtProblem bare = (SimtProblem) Instances.read(k);
        assertEquals(Launch.defaults(), bare.launch());
        assertEquals(64, bare.launch().sharedWords());
        InputException e = assertThrows(InputException.class, () -> Instances.read(Files.writeString(dir.resolve("bad.simt"),
                "a:\n  mov r1, 1\n  frob\n  exit\n")));
        assertTrue(e.getMessage().startsWith(dir.resolve("bad.simt") + ":3: unknown instruction 'frob'"), e.getMessage());
    }

    @Test
    void aKernelFileIsResolvedAgainstTheJsonFilesDirectory(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("sub"));
        Files.writeString(dir.resolve("sub/k.simt"), KERNEL);
        Path json = Files.writeString(dir.resolve("sub/i.json"), "{\"family\": \"simt\", \"kernel\": \"k.simt\"}");
        assertEquals(1, ((SimtProblem) Instances.read(json)).kernel().blocks().size());
        Files.writeString(dir.resolve("sub/broken.simt"), "a:\n  mov r1\n  exit\n");
        Path broken = Files.writeString(dir.resolve("sub/j.json"), "{\"family\": \"simt\", \"kernel\": \"broken.simt\"}");
        InputException e = assertThrows(InputException.class, () -> Instances.read(broken));
        assertTrue(e.getMessage().startsWith(dir.resolve("sub/broken.simt") + ":2: mov takes 2 operands"), e.getMessage());
        Path missing = Files.writeString(dir.resolve("sub/m.json"), "{\"family\": \"simt\", \"kernel\": \"nope.simt\"}");
        e = assertThrows(InputException.class, () -> Instances.read(missing));
        assertEquals(dir.resolve("sub/nope.simt") + ": no such file", e.getMessage());
    }

    @Test
    void errorsNameTheFieldOrTheKernelLine() {
        refused("{\"kernelText\": \"a:\\n  mov r1, 1\\n  frob\\n  exit\\n\"}", "t.json (kernelText):3", "unknown instruction 'frob'");
        refused("{\"launch\": {}}", "t.json", "missing field 'kernel'");
        refused("{\"kernel\": \"k.simt\", \"kernelText\": \"a: exit\"}", "not both");
        refused("{\"kernelText\": 3}", "t.json: kernelText", "expected a string");
        refused("{\"kernelText\": \"a: exit\", \"launch\": {\"warps\": 0}}", "t.json: launch.warps", "[1, 1024]");
        refused("{\"kernelText\": \"a: exit\", \"launch\": {\"threadsPerWarp\": 65}}", "launch.threadsPerWarp", "65");
        refused("{\"kernelText\": \"a: exit\", \"launch\": {\"warps\": \"two\"}}", "t.json: launch.warps", "whole number");
        refused("{\"kernelText\": \"a: exit\", \"launch\": {\"shared\": 2, \"memory\": {\"x\": 1}}}", "launch.memory.x", "word address");
        refused("{\"kernelText\": \"a: exit\", \"launch\": {\"shared\": 2, \"memory\": {\"1\": 1.5}}}", "launch.memory.1", "64-bit");
        refused("{\"kernelText\": \"a: exit\", \"launch\": {\"shared\": 2, \"memory\": {\"2\": 1}}}", "launch.memory",
                "address 2 is outside the 2 shared words");
        refused("{\"kernelText\": \"a:\\n  npc.pick\\n  exit\\n\"}", "t.json: block a", "'npc.pick' is next-PC hardware");
    }
}
