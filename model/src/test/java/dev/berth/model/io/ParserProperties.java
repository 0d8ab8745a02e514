package dev.berth.model.io;

import com.fasterxml.jackson.databind.JsonNode;
import dev.berth.model.Families;
import dev.berth.model.Family;
import dev.berth.model.InputException;
import dev.berth.model.Problem;
import dev.berth.model.memory.io.MemoryCsv;
import dev.berth.model.memory.io.MemoryJson;
import dev.berth.model.memory.analysis.MemoryLayouts;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.families.MemoryFamily;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.Result;
import dev.berth.model.Score;
import dev.berth.model.memory.io.MemorySolutions;
import dev.berth.model.memory.testing.TinyMemoryInstances;

import java.util.Arrays;

/**
 * What must hold for ANY input bytes given to the parsers, shared by the Jazzer fuzz tests and the seeded
 * mutation test: the only exception that may come out is {@link InputException}, with a one-line message,
 * and whatever is accepted survives being written back and read again. Violations are thrown as
 * {@link AssertionError}s (any other exception propagates as is): both are findings.
 */
final class ParserProperties {
    /** The instance solution files are read against: ids b1..b5, capacity 12. */
    static final MemoryProblem SOLVED = TinyMemoryInstances.miniMallocExample();

    private ParserProperties() {
    }

    /**
     * Parses {@code bytes} as an instance file named {@code fileName} and round-trips what it accepts through
     * its family: written back as formats.md's JSON and read again, it writes the same JSON (and a memory
     * instance survives MiniMalloc's CSV too).
     */
    static void instance(String fileName, byte[] bytes) {
        Problem parsed;
        try {
            parsed = Instances.parse(fileName, fileName, TextFiles.decode(fileName, bytes));
        } catch (InputException e) {
            oneLine(e);
            return;
        }
        roundTrip(Families.of(parsed), parsed);
        if (parsed instanceof MemoryProblem p) {
            MemoryProblem viaCsv = MemoryCsv.parse("rewritten.csv", MemoryCsv.write(p, null));
            same(p.buffers(), viaCsv.buffers(), "CSV");
        }
    }

    private static <P extends Problem> void roundTrip(Family<P, ?> family, Problem parsed) {
        P p = family.cast(parsed);
        JsonNode written = family.write(p);
        P again = family.parse("rewritten.json", Json.parse("rewritten.json", written.toString()));
        JsonNode rewritten = family.write(again);
        if (!written.equals(rewritten)) {
            throw new AssertionError(family.name() + " JSON round trip changed the instance:\n  " + written
                    + "\n  " + rewritten);
        }
    }

    /** Reads {@code bytes} as a solution of {@link #SOLVED} and round-trips the layout it accepts. */
    static void solution(String fileName, byte[] bytes) {
        long[] offsets;
        try {
            offsets = MemorySolutions.readOffsets(fileName, fileName, TextFiles.decode(fileName, bytes), SOLVED);
        } catch (InputException e) {
            oneLine(e);
            return;
        }
        if (offsets.length != SOLVED.size()) {
            throw new AssertionError(offsets.length + " offsets for " + SOLVED.size() + " buffers");
        }
        Result<MemoryLayout> r = Result.feasible(new MemoryLayout(offsets))
                .withScore(Score.of(MemoryLayouts.peak(SOLVED, offsets))).withSolver("fuzz");
        String json = MemoryFamily.INSTANCE.writeSolution(SOLVED, r).toString();
        sameOffsets(offsets, MemorySolutions.readOffsets("rewritten.json", "rewritten.json", json, SOLVED), "JSON");
        if (Arrays.stream(offsets).allMatch(o -> o >= 0)) { // the CSV offset column holds no negative numbers
            String csv = MemoryCsv.write(SOLVED, offsets);
            sameOffsets(offsets, MemorySolutions.readOffsets("rewritten.csv", "rewritten.csv", csv, SOLVED), "CSV");
        }
    }

    private static void oneLine(InputException e) {
        String m = e.getMessage();
        if (m == null || m.isBlank() || m.indexOf('\n') >= 0 || m.indexOf('\r') >= 0) {
            throw new AssertionError("InputException message is not one line: " + m, e);
        }
    }

    private static void same(Object expected, Object actual, String format) {
        if (!expected.equals(actual)) {
            throw new AssertionError(format + " round trip changed the buffers:\n  " + expected + "\n  " + actual);
        }
    }

    private static void sameOffsets(long[] expected, long[] actual, String format) {
        if (!Arrays.equals(expected, actual)) {
            throw new AssertionError(format + " round trip changed the offsets: " + Arrays.toString(expected)
                    + " -> " + Arrays.toString(actual));
        }
    }
}
