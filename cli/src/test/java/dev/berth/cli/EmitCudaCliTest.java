package dev.berth.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static dev.berth.cli.CliTest.assertOneLineError;
import static dev.berth.cli.CliTest.berth;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code berth emit cuda}: every case of examples/cuda/cases.tsv emits exactly the committed .cu file (which
 * bin/test-cuda.sh compiles with nvcc), the checker's verdict matches the case's expectation, and bad requests get
 * one line and exit 2.
 */
class EmitCudaCliTest {
    private static final Path ROOT = Path.of("..");

    @TempDir
    Path dir;

    @Test
    void everyBundledCaseEmitsItsCommittedFile() throws IOException {
        List<String> rows = Files.readAllLines(ROOT.resolve("examples/cuda/cases.tsv")).stream()
                .filter(l -> !l.startsWith("#") && !l.isBlank()).toList();
        assertTrue(rows.size() >= 15, "cases: " + rows.size());
        for (String row : rows) {
            String[] f = row.split("\t");
            Path out = dir.resolve(f[0] + ".cu");
            List<String> args = new ArrayList<>(List.of("emit", "cuda", f[1], f[2], "--out", out.toString()));
            if (!f[3].equals("-")) {
                args.addAll(List.of("--semantics", f[3]));
            }
            CliTest.Run r = berth(rootRelative(args));
            assertEquals(0, r.code(), f[0] + ": " + r.err());
            assertTrue(r.err().contains(f[4].equals("clean") ? "Berth's checker: valid" : "Berth's checker: INVALID"),
                    f[0] + ": " + r.err());
            assertEquals(Files.readString(ROOT.resolve("examples/cuda/" + f[0] + ".cu")), Files.readString(out),
                    f[0] + ": the committed file is stale; run examples/cuda/make.sh");
        }
    }

    /** The cases name files from the repository root; the test runs in cli/. */
    private static String[] rootRelative(List<String> args) {
        return args.stream().map(a -> a.startsWith("examples/") ? ROOT.resolve(a).toString() : a).toArray(String[]::new);
    }

    @Test
    void badRequestsGetOneLineAndExitTwo() throws IOException {
        String sync = "../examples/sync/example2-parity.json";
        String mapping = "../examples/sync/example2.published-mapping.json";
        Path layout = dir.resolve("layout.json");
        String memory = "../examples/memory/attention-block.json";
        assertEquals(0, berth("solve", memory, "--out", layout.toString()).code());
        assertOneLineError(berth("emit", "cuda", memory, layout.toString()), ExitCodes.BAD_INPUT,
                "CUDA is emitted for sync and channels");
        assertOneLineError(berth("emit", "cuda", sync, mapping, "--out", dir.resolve("x.txt").toString()), ExitCodes.BAD_INPUT, "must end in .cu");
        assertOneLineError(berth("emit", "cuda", sync, mapping, "--semantics", "eventual"), ExitCodes.BAD_INPUT,
                "--semantics: unknown semantics 'eventual' (known: generation, parity, flag)");
        assertOneLineError(berth("emit", "cuda", sync, mapping, "--runs", "0"), ExitCodes.BAD_INPUT, "runs: must be between 1");
        assertOneLineError(berth("emit", "cuda", sync, mapping, "--out", dir.resolve("no/such/dir/x.cu").toString()), ExitCodes.BAD_INPUT,
                "cannot write");
        Path partial = dir.resolve("partial.json");
        Files.writeString(partial, "{ \"family\": \"sync\", \"assignment\": { \"1\": 1 } }");
        assertOneLineError(berth("emit", "cuda", sync, partial.toString()), ExitCodes.BAD_INPUT, "has no physical resource");
        assertOneLineError(berth("emit"), ExitCodes.BAD_INPUT, "missing target");
    }
}
