package dev.berth.cluster;

import dev.berth.bench.BenchFiles;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The coordination figures of a sweep: {@code cluster-runs.csv} (a line per run: where it ran, how often it
 * was handed out, its round trip against its time on the member) and one line per batch on the console.
 */
final class RunLog {
    static final String FILE = "cluster-runs.csv";
    private static final String HEADER = "batch,index,instance,strategy,member,attempts,round_trip_seconds,task_seconds,"
            + "solve_seconds,overhead_seconds,heap_peak_bytes\n";

    private final Path file;
    private boolean started;

    RunLog(Path dir) {
        this.file = dir == null ? null : dir.resolve(FILE);
    }

    /** Appends a batch's records (the file starts afresh with a sweep's first batch). */
    void write(List<RunRecord> records) {
        if (file == null) {
            return;
        }
        StringBuilder sb = new StringBuilder(started ? "" : HEADER);
        for (RunRecord r : records) {
            boolean made = !r.resumed();
            BenchFiles.csvLine(sb, r.batch(), Integer.toString(r.index()), r.instance(), r.label(), r.member(),
                    Integer.toString(r.attempts()), made ? seconds(r.roundTripSeconds()) : "",
                    made ? seconds(r.taskSeconds()) : "", seconds(r.solveSeconds()),
                    made ? seconds(r.overheadSeconds()) : "", Long.toString(r.heapPeakBytes()));
        }
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, sb, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    started ? StandardOpenOption.APPEND : StandardOpenOption.TRUNCATE_EXISTING);
            started = true;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    /** "cluster: runs: 88 rows (0 from the journal, 1 run again after its member left) on 3 members in ..." */
    static void summarise(PrintStream out, String batch, List<RunRecord> records, int members, double wallSeconds) {
        long resumed = records.stream().filter(RunRecord::resumed).count();
        long again = records.stream().filter(r -> r.attempts() > 1).count();
        double[] overhead = records.stream().filter(r -> !r.resumed()).mapToDouble(RunRecord::overheadSeconds).sorted().toArray();
        long made = records.size() - resumed;
        out.printf(Locale.ROOT, "cluster: %s: %d rows (%d from the journal, %d made again after a member left), %d members,"
                        + " %.1f s, %.2f rows/s; coordination per run: median %.1f ms, mean %.1f ms, max %.1f ms%n",
                batch, records.size(), resumed, again, members, wallSeconds, made / Math.max(wallSeconds, 1e-9),
                1e3 * percentile(overhead, 0.5), 1e3 * Arrays.stream(overhead).average().orElse(Double.NaN),
                1e3 * (overhead.length == 0 ? Double.NaN : overhead[overhead.length - 1]));
    }

    private static double percentile(double[] sorted, double q) {
        return sorted.length == 0 ? Double.NaN : sorted[(int) Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    }

    private static String seconds(double s) {
        return String.format(Locale.ROOT, "%.6f", s);
    }
}
