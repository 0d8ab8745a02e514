package dev.berth.model.io;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.BiConsumer;
import java.util.stream.Stream;

/**
 * A bounded, seeded stand-in for fuzzing that runs in every build without Jazzer: the seed corpora of
 * {@link ParserFuzzTest}, mutated a few thousand times each (byte changes, format tokens, cuts, splices),
 * must satisfy the same {@link ParserProperties}. Deterministic: a failure names the round to replay.
 */
class ParserMutationTest {
    private static final String[] TOKENS = {",", "\n", "\r\n", "-", "@", ":", " ", "\"", "{", "}", "[", "]", "0",
            "-1", "1.5", "1e3", "null", "true", "9007199254740992", "9007199254740993", "99999999999999999999",
            "end", "upper", "lower", "offset", "gaps", "alignment", "hint", "capacity", "buffers", "family",
            "memory", "assignment", "sync", "tiles", "warps", "ops", "\"p1\"", "\"c1\"", "machine", "bytesPerTile",
            "steps", "variables", "live", "structures", "equalAddress", "pointers", "users", "\uFEFF", "\u00e9", "\t",
            "//", "\"id\":", "\"b1\""};

    @ParameterizedTest
    @CsvSource({"csvInstance, fuzz.12.csv", "jsonInstance, fuzz.json", "csvSolution, solution.csv",
            "jsonSolution, solution.json"})
    void mutatedSeedsKeepTheParserProperties(String target, String fileName) throws Exception {
        BiConsumer<String, byte[]> property = target.endsWith("Instance") ? ParserProperties::instance : ParserProperties::solution;
        List<byte[]> seeds = seeds(target);
        Random r = new Random(target.hashCode());
        for (int round = 0; round < 1500; round++) {
            byte[] input = mutate(seeds, r);
            try {
                property.accept(fileName, input);
            } catch (RuntimeException | AssertionError e) {
                throw new AssertionError(target + " round " + round + " on input <"
                        + new String(input, StandardCharsets.UTF_8) + "> (" + Arrays.toString(input) + "): " + e, e);
            }
        }
    }

    private static byte[] mutate(List<byte[]> seeds, Random r) {
        byte[] b = seeds.get(r.nextInt(seeds.size()));
        for (int k = 1 + r.nextInt(3); k > 0; k--) {
            b = switch (r.nextInt(5)) {
                case 0 -> b.length == 0 ? b : withByte(b, r.nextInt(b.length), (byte) r.nextInt(128));
                case 1 -> insert(b, r.nextInt(b.length + 1), TOKENS[r.nextInt(TOKENS.length)].getBytes(StandardCharsets.UTF_8));
                case 2 -> cut(b, r);
                case 3 -> insert(b, r.nextInt(b.length + 1), slice(b, r));
                default -> insert(b, r.nextInt(b.length + 1), slice(seeds.get(r.nextInt(seeds.size())), r));
            };
        }
        return b;
    }

    private static byte[] withByte(byte[] b, int at, byte v) {
        byte[] out = b.clone();
        out[at] = v;
        return out;
    }

    private static byte[] insert(byte[] b, int at, byte[] piece) {
        byte[] out = new byte[b.length + piece.length];
        System.arraycopy(b, 0, out, 0, at);
        System.arraycopy(piece, 0, out, at, piece.length);
        System.arraycopy(b, at, out, at + piece.length, b.length - at);
        return out;
    }

    private static byte[] cut(byte[] b, Random r) {
        if (b.length == 0) {
            return b;
        }
        int from = r.nextInt(b.length);
        int to = from + 1 + r.nextInt(Math.min(8, b.length - from));
        byte[] out = new byte[b.length - (to - from)];
        System.arraycopy(b, 0, out, 0, from);
        System.arraycopy(b, to, out, from, b.length - to);
        return out;
    }

    private static byte[] slice(byte[] b, Random r) {
        if (b.length == 0) {
            return b;
        }
        int from = r.nextInt(b.length);
        return Arrays.copyOfRange(b, from, from + 1 + r.nextInt(Math.min(16, b.length - from)));
    }

    private static List<byte[]> seeds(String target) throws IOException, URISyntaxException {
        Path dir = Path.of(ParserMutationTest.class.getResource("ParserFuzzTestInputs/" + target).toURI());
        List<byte[]> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.sorted().toList()) {
                try (InputStream in = Files.newInputStream(f)) {
                    out.add(in.readAllBytes());
                }
            }
        }
        if (out.isEmpty()) {
            throw new IllegalStateException("no seeds in " + dir);
        }
        return out;
    }
}
