package dev.berth.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.berth.model.io.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The command-line contract: exit codes, one-line errors, outputs other tools parse. */
class CliTest {
    static final String EXAMPLE = "id,lower,upper,size\nb1,0,3,4\nb2,3,9,4\nb3,0,9,4\nb4,9,21,4\nb5,0,21,4\n";

    @TempDir
    Path dir;

    record Run(int code, String out, String err) {
    }

    static Run berth(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Berth.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Run(code, out.toString(), err.toString());
    }

    Path file(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    static void assertOneLineError(Run r, int code, String fragment) {
        assertEquals(code, r.code(), r.err());
        assertTrue(r.err().contains(fragment), r.err());
        assertEquals(1, r.err().strip().lines().count(), "one line: " + r.err());
        assertFalse(r.err().contains("\tat "), "no stack trace: " + r.err());
    }

    @Test
    void solvesTheGoldenExampleToOptimality() throws IOException {
        Path in = file("input.12.csv", EXAMPLE);
        for (String solver : new String[] {"portfolio", "choco", "cpsat", "greedy", "reference", "timefold", "exact"}) {
            Run r = berth("solve", in.toString(), "--solver", solver, "--node-limit", "100000", "--time-limit", "30");
            JsonNode j = Json.MAPPER.readTree(r.out());
            assertEquals(12, j.get("bound").asLong(), solver);
            if (j.get("status").asText().equals("OPTIMAL")) {
                assertEquals(0, r.code());
                assertEquals(12, j.get("objective").asLong(), solver);
                assertEquals(5, j.get("assignment").size());
            } else {
                assertTrue(solver.equals("greedy") || solver.equals("reference"), solver + " must prove 12: " + r.out());
            }
        }
    }

    @Test
    void writesCsvThatCheckAccepts() throws IOException {
        Path in = file("input.12.csv", EXAMPLE);
        Path out = dir.resolve("sol.csv");
        Run r = berth("solve", in.toString(), "--solver", "choco", "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        String csv = Files.readString(out);
        assertTrue(csv.startsWith("id,lower,upper,size,offset"), csv);
        Run c = berth("check", in.toString(), out.toString());
        assertEquals(0, c.code(), c.out());
        assertTrue(c.out().startsWith("valid: peak 12"), c.out());
        Path json = dir.resolve("sol.json");
        assertEquals(0, berth("solve", in.toString(), "--solver", "cpsat", "--out", json.toString()).code());
        assertEquals(0, berth("check", in.toString(), json.toString()).code());
    }

    @Test
    void checkRejectsACollisionWithExitOne() throws IOException {
        Path in = file("input.12.csv", EXAMPLE);
        Path bad = file("bad.json", "{\"assignment\":{\"b1\":0,\"b2\":0,\"b3\":0,\"b4\":0,\"b5\":4}}");
        Run r = berth("check", in.toString(), bad.toString());
        assertEquals(1, r.code());
        assertTrue(r.out().contains("overlap in memory"), r.out());
        Run sim = berth("simulate", in.toString(), bad.toString());
        assertEquals(1, sim.code(), sim.out());
        assertTrue(sim.out().contains("violation:"), sim.out());
        Path good = file("good.json", "{\"assignment\":{\"b1\":8,\"b2\":8,\"b3\":4,\"b4\":4,\"b5\":0}}");
        Run clean = berth("simulate", in.toString(), good.toString());
        assertEquals(0, clean.code(), clean.out());
        assertTrue(clean.out().contains("clean"), clean.out());
    }

    @Test
    void aBufferLargerThanTheCapacityIsAProofNotAnError() throws IOException {
        Path in = file("big.json", "{\"family\":\"memory\",\"capacity\":10,\"buffers\":[{\"id\":\"w\",\"start\":0,\"end\":2,\"size\":11}]}");
        Run r = berth("solve", in.toString());
        assertEquals(0, r.code(), r.err());
        JsonNode j = Json.MAPPER.readTree(r.out());
        assertEquals("INFEASIBLE", j.get("status").asText());
        assertTrue(j.get("reason").asText().contains("w needs 11 bytes"), r.out());
    }

    @Test
    void badInputIsOneLineAndExitTwo() throws IOException {
        assertOneLineError(berth("solve", file("x.csv", EXAMPLE).toString()), 2, "no capacity");
        assertOneLineError(berth("solve", dir.resolve("missing.12.csv").toString()), 2, "no such file");
        assertOneLineError(berth("solve", file("r.12.csv", "id,lower,upper,size\nb,9,1,4\n").toString()), 2, "r.12.csv:2");
        assertOneLineError(berth("solve", file("t.12.csv", "id,lower,upper\nb,0,1\n").toString()), 2, "missing column 'size'");
        Path bin = dir.resolve("g.12.csv");
        Files.write(bin, new byte[] {(byte) 0xff, 0, 1, 2, (byte) 0x80});
        assertOneLineError(berth("solve", bin.toString()), 2, "g.12.csv");
        assertOneLineError(berth("solve", file("f.json", "{\"family\":\"memory\",\"capacity\":1,\"buffers\":[").toString()), 2, "invalid JSON");
        assertOneLineError(berth("solve", file("u.json", "{\"family\":\"galaxy\"}").toString()), 2, "unknown family 'galaxy'");
        Path ok = file("ok.12.csv", EXAMPLE);
        assertOneLineError(berth("solve", ok.toString(), "--solver", "magic"), 2, "unknown strategy 'magic'");
        assertOneLineError(berth("solve", ok.toString(), "--time-limit", "-1"), 2, "--time-limit");
        assertOneLineError(berth("solve", ok.toString(), "--objective", "fast"), 2, "unknown objective");
        assertOneLineError(berth("solve", ok.toString(), "--out", dir.resolve("x.txt").toString()), 2, "must end in .json or .csv");
        assertOneLineError(berth("solve"), 2, "INSTANCE");
        assertOneLineError(berth("frobnicate"), 2, "frobnicate");
    }

    @Test
    void aSolutionThatLeavesABufferOutIsInvalidNotBadInput() throws IOException {
        Path ok = file("ok.12.csv", EXAMPLE);
        Path partial = file("s.json", "{\"assignment\":{\"b1\":0,\"b3\":4}}");
        Run json = berth("check", ok.toString(), partial.toString());
        assertEquals(ExitCodes.INVALID, json.code(), json.err());
        assertEquals("invalid: buffer b2 has no offset", json.out().strip());
        Path emptyCell = file("s.csv", "id,lower,upper,size,offset\nb1,0,3,4,0\nb2,3,9,4,\nb3,0,9,4,4\nb4,9,21,4,0\nb5,0,21,4,8\n");
        Run csv = berth("check", ok.toString(), emptyCell.toString());
        assertEquals(ExitCodes.INVALID, csv.code(), csv.err());
        assertEquals("invalid: buffer b2 has no offset", csv.out().strip());
        Path missingRow = file("r.csv", "id,lower,upper,size,offset\nb1,0,3,4,0\nb2,3,9,4,0\nb3,0,9,4,4\nb4,9,21,4,0\n");
        assertEquals("invalid: buffer b5 has no offset", berth("check", ok.toString(), missingRow.toString()).out().strip());
        Run sim = berth("simulate", ok.toString(), partial.toString());
        assertEquals(ExitCodes.INVALID, sim.code(), sim.err());
        assertTrue(sim.out().contains("buffer b2 has no offset"), sim.out());
        // what is no solution at all stays bad input
        assertOneLineError(berth("check", ok.toString(), file("u.json", "{\"assignment\":{\"b1\":0,\"zz\":4}}").toString()),
                2, "buffer 'zz' is not in the instance");
        assertOneLineError(berth("check", ok.toString(), file("t.json", "{\"assignment\":{\"b1\":\"x\"}}").toString()),
                2, "assignment.b1: expected a whole number");
        assertOneLineError(berth("check", ok.toString(), file("a.json", "[1, 2]").toString()), 2, "a.json");
        assertOneLineError(berth("check", ok.toString(), file("n.csv", "id,lower,upper,size\nb1,0,3,4\n").toString()),
                2, "no offset column");
    }

    @Test
    void unknownWhenNothingValidIsFoundExitsThree() throws IOException {
        // a tight generated trace: greedy by size needs 23,142,400 B and greedy never proves infeasibility
        Path in = Path.of(System.getProperty("berth.home", ".."), "examples", "memory", "training-trace-60.22528000.csv");
        Run r = berth("solve", in.toString(), "--solver", "greedy", "-P", "greedy.order=size");
        assertEquals(3, r.code(), r.out() + r.err());
        JsonNode j = Json.MAPPER.readTree(r.out());
        assertEquals("UNKNOWN", j.get("status").asText());
        assertEquals(23_142_400, j.get("stats").get("overCapacityPeak").asLong());
        assertFalse(j.has("assignment"));
    }

    @Test
    void solversListsEveryStrategy() {
        Run r = berth("solvers");
        assertEquals(0, r.code());
        for (String s : new String[] {"greedy", "reference", "order-search", "choco", "cpsat", "timefold", "exact",
                "portfolio"}) {
            assertTrue(r.out().contains("  " + s + " "), r.out());
        }
    }

    @Test
    void parametersAreTypedAndNamespacedByStrategy() throws IOException {
        Path ok = file("ok.12.csv", EXAMPLE);
        assertOneLineError(berth("solve", ok.toString(), "-P", "ordr=area"), 2, "-P ordr: unknown parameter");
        assertOneLineError(berth("solve", ok.toString(), "-P", "order=area"), 2, "did you mean exact.order or greedy.order?");
        assertOneLineError(berth("solve", ok.toString(), "--solver", "greedy", "-P", "exact.order=TWA"), 2,
                "-P exact.order: unknown parameter");
        assertOneLineError(berth("solve", ok.toString(), "-P", "greedy.order=areaa"), 2,
                "-P greedy.order: unknown value 'areaa' (expected size|area|lifespan|start|contention|all)");
        assertOneLineError(berth("solve", ok.toString(), "-P", "exact.ordr=TWA"), 2, "valid keys of exact: exact.canonical");
        assertOneLineError(berth("solve", ok.toString(), "-P", "timefold.late-acceptance-size=0"), 2,
                "-P timefold.late-acceptance-size: must be");
        // a key of a portfolio member is the portfolio's too, and reaches that member
        Run r = berth("solve", ok.toString(), "-P", "greedy.order=area", "-P", "exact.dominance=false");
        assertEquals(0, r.code(), r.err());
        Run p = berth("solvers", "--params");
        assertEquals(0, p.code());
        assertTrue(p.out().contains("-P exact.order=comma-separated list of"), p.out());
        assertTrue(p.out().contains("-P greedy.order=size|area|lifespan|start|contention|all (default size)"), p.out());
    }

    @Test
    void demoChecksEveryAnswer() {
        Run r = berth("demo", "--time-limit", "5", "--node-limit", "200000");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("every answer passed the validator and the simulator"), r.out());
        assertTrue(r.out().contains("too-big.json") && r.out().contains("INFEASIBLE"), r.out());
    }

    @Test
    void generatedInstancesFeedTheBench() throws IOException {
        Path gen = dir.resolve("gen");
        Run g = berth("generate", "memory", "--buffers", "40,80", "--seed", "3", "--slack", "0.1", "--out", gen.toString());
        assertEquals(0, g.code(), g.err());
        assertEquals(2, g.out().lines().count(), g.out());
        Path res = dir.resolve("res");
        Run b = berth("bench", gen.toString(), "--solvers", "greedy,reference", "--time-limit", "5", "--no-progress",
                "--out", res.toString());
        assertEquals(0, b.code(), b.err());
        assertTrue(Files.readString(res.resolve("results.csv")).lines().count() >= 5);
        assertTrue(Files.size(res.resolve("results-ratio.png")) > 1000);
        assertOneLineError(berth("bench", dir.resolve("nothing-here").toString()), 2, "no such file or directory");
        assertOneLineError(berth("generate", "memory", "--buffers", "0"), 2, "--buffers");
    }

    /** {@code --weights} writes the trace {@code MemoryTraceSpec.training} describes, not the default one. */
    @Test
    void generatedTracesWithParameters() throws IOException {
        Path gen = dir.resolve("gen-weights");
        Run g = berth("generate", "memory", "--buffers", "600", "--seed", "2", "--slack", "0.1", "--weights",
                "--format", "json", "--out", gen.toString());
        assertEquals(0, g.code(), g.err());
        var written = (dev.berth.model.memory.MemoryProblem) dev.berth.model.io.Instances.read(gen.resolve("trace-600-s2.json"));
        var spec = dev.berth.bench.memory.MemoryTraceSpec.training(600, 2).withSlack(0.1);
        assertEquals(dev.berth.bench.memory.MemoryTraceGenerator.generate(spec).buffers(), written.buffers());
        assertFalse(dev.berth.bench.memory.MemoryTraceGenerator.generate(spec.withWeights(0)).buffers()
                .equals(written.buffers()));
        Run half = berth("generate", "memory", "--buffers", "600", "--seed", "2", "--weights", "--weight-share", "0.5",
                "--format", "json", "--out", dir.resolve("gen-half").toString());
        assertEquals(0, half.code(), half.err());
        assertOneLineError(berth("generate", "memory", "--weights", "--weight-share", "0.95"), 2, "--weight-share");
    }

    @Test
    void anExternalAllocatorRunsInTheBenchAfterTheBuiltIns() throws IOException {
        Path tiny = file("tiny.csv", EXAMPLE);
        Path script = file("stack.sh", "awk -F, 'NR == 1 { print \"id,lower,upper,size,offset\"; next }"
                + " { print $1 \",\" $2 \",\" $3 \",\" $4 \",\" (off + 0); off += $4 }' \"$1\" > \"$2\"\n");
        Path res = dir.resolve("res");
        Run b = berth("bench", tiny.toString(), "--solvers", "greedy", "--capacity", "100", "--time-limit", "5", "--no-progress",
                "--out", res.toString(), "--external", "stack=/bin/sh  " + script + " {input} {output} {capacity}");
        assertEquals(0, b.code(), b.out() + b.err());
        List<String> rows = Files.readAllLines(res.resolve("results.csv"));
        assertEquals(3, rows.size(), String.join("\n", rows));
        assertTrue(rows.get(1).contains(",greedy,"), rows.get(1));
        assertTrue(rows.get(2).contains("tiny.csv,,5,100,stack,FEASIBLE,20,12,"), rows.get(2));
    }

    @Test
    void aMalformedExternalIsOneLineAndExitTwo() throws IOException {
        Path tiny = file("tiny.csv", EXAMPLE);
        assertOneLineError(berth("bench", tiny.toString(), "--external", "bad"), 2, "--external");
        assertOneLineError(berth("bench", tiny.toString(), "--external", "x=  "), 2, "--external");
        assertOneLineError(berth("bench", tiny.toString(), "--external", "greedy=tool {output}"), 2, "built-in");
        assertOneLineError(berth("bench", tiny.toString(), "--external", "x=tool {input}"), 2, "{output}");
        assertOneLineError(berth("bench", tiny.toString(), "--external", "x=tool {output}", "--external", "x=other {output}"),
                2, "twice");
    }
}
