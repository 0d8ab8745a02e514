package dev.berth.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;

import static dev.berth.cli.CliTest.assertOneLineError;
import static dev.berth.cli.CliTest.berth;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code berth bench --cluster}, {@code --resume} and {@code berth worker} from the command line, on loopback. */
class ClusterCliTest {
    @TempDir
    Path dir;

    @Test
    void badClusterOptionsAreOneLineErrors() throws IOException {
        Path in = Files.writeString(dir.resolve("input.12.csv"), CliTest.EXAMPLE);
        String i = in.toString();
        assertOneLineError(berth("bench", i, "--cluster", "--join", "127.0.0.1:99999"), 2, "--join");
        assertOneLineError(berth("bench", i, "--cluster", "--join", "127.0.0.1:port"), 2, "--join");
        assertOneLineError(berth("bench", i, "--join", "127.0.0.1:5701"), 2, "--join: applies with --cluster only");
        assertOneLineError(berth("bench", i, "--resume", "--out", dir.toString()), 2, "--resume: applies with --cluster only");
        assertOneLineError(berth("bench", i, "--cluster", "--resume"), 2, "--resume: needs --out");
        assertOneLineError(berth("bench", i, "--cluster", "--parallel-runs", "2"), 2, "--parallel-runs");
        assertOneLineError(berth("bench", i, "--cluster", "--slots", "-1"), 2, "--slots");
        assertOneLineError(berth("worker", "--join", "127.0.0.1:0"), 2, "--join");
        // nobody listens there: refused with one line, not left waiting alone
        Path out = dir.resolve("nowhere");
        assertOneLineError(berth("bench", i, "--cluster", "--bind", "127.0.0.1", "--port", Integer.toString(freePort()),
                "--join", "127.0.0.1:" + freePort(), "--cluster-name", "test-" + UUID.randomUUID(), "--no-progress",
                "--out", out.toString()), 2, "no member of cluster");
        assertOneLineError(berth("worker", "--bind", "127.0.0.1", "--port", Integer.toString(freePort()),
                "--join", "127.0.0.1:" + freePort(), "--cluster-name", "test-" + UUID.randomUUID()), 2, "no member of cluster");
    }

    @Test
    void aClusterBenchWritesTheLocalFilesAndResumes() throws IOException {
        Path in = Files.writeString(dir.resolve("input.12.csv"), CliTest.EXAMPLE);
        List<String> common = List.of("bench", in.toString(), "--solvers", "greedy,reference,exact", "--node-limit", "10000",
                "--threads", "1", "--no-progress");
        Path local = dir.resolve("local");
        CliTest.Run alone = berth(args(common, "--out", local.toString()));
        assertEquals(0, alone.code(), alone.err());
        Path remote = dir.resolve("cluster");
        List<String> cluster = new ArrayList<>(common);
        cluster.addAll(List.of("--cluster", "--bind", "127.0.0.1", "--port", Integer.toString(freePort()), "--slots", "1",
                "--cluster-name", "test-" + UUID.randomUUID(), "--out", remote.toString()));
        CliTest.Run r = berth(cluster.toArray(new String[0]));
        assertEquals(0, r.code(), r.err());
        assertEquals(results(local), results(remote));
        assertTrue(Files.readString(remote.resolve("cluster-runs.csv")).lines().count() > 3, "a line per run");

        cluster.add("--resume");
        r = berth(cluster.toArray(new String[0]));
        assertEquals(0, r.code(), r.err());
        assertEquals(results(local), results(remote));
        assertTrue(Files.readString(remote.resolve("cluster-runs.csv")).lines().skip(1).allMatch(l -> l.contains(",journal,")),
                "every row from the journal the second time");
    }

    private static String[] args(List<String> common, String... more) {
        List<String> a = new ArrayList<>(common);
        a.addAll(List.of(more));
        return a.toArray(new String[0]);
    }

    /** results.csv without the columns that are measurements. */
    private static List<String> results(Path d) throws IOException {
        List<String> lines = Files.readAllLines(d.resolve("results.csv"), StandardCharsets.UTF_8);
        List<String> header = Arrays.asList(lines.get(0).split(","));
        List<Integer> timing = List.of(header.indexOf("seconds"), header.indexOf("heap_peak_bytes"), header.indexOf("heap_base_bytes"));
        return lines.stream().map(l -> {
            List<String> f = new ArrayList<>(Arrays.asList(l.split(",", -1)));
            timing.forEach(k -> f.set(k, "_"));
            return String.join(",", f);
        }).toList();
    }

    private static int freePort() {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
