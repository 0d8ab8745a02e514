package dev.berth.solvers.memory.bounds;

import dev.berth.model.Budget;
import dev.berth.model.Objective;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.io.MemoryCsv;
import dev.berth.solvers.memory.MemoryStrategies;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A measurement, not a test (runs only with {@code -Dberth.windowScan=FILE[,FILE...]}): how much contiguity costs inside time
 * windows of an instance. For windows of 10..60 changes of the live bytes, every 5 changes, the least peak of the
 * window (bands + exact's answer on the rest, objective PEAK, 2M nodes, one thread) against the window's live
 * bytes; rows to {@code <-Dberth.windowScan.out>/window-scan-<file name>} (CSV). A window closed at its live bytes
 * cannot raise the bound.
 */
@EnabledIfSystemProperty(named = "berth.windowScan", matches = ".+")
class WindowScan {
    @Test
    void scan() throws IOException {
        for (String file : System.getProperty("berth.windowScan").split(",")) {
            scan(Path.of(file));
        }
    }

    private static void scan(Path f) throws IOException {
        MemoryProblem p = MemoryCsv.parse(f.getFileName().toString(), Files.readString(f));
        long[][] profile = MemoryLowerBound.profile(p);
        long nodes = Long.getLong("berth.windowScan.nodes", 2_000_000);
        List<String> rows = new ArrayList<>();
        rows.add("instance,width,from,to,buffers_searched,bands,band_bytes,window_live_bytes,status,lower,upper,nodes");
        for (int w = 10; w <= 60; w += 10) {
            for (int lo = 0; lo + w < profile.length; lo += 5) {
                long from = profile[lo][0];
                long to = profile[lo + w][0];
                long live = 0;
                for (int k = lo; k < lo + w; k++) {
                    live = Math.max(live, profile[k][1]);
                }
                Relaxation r = Relaxation.window(p, from, to, "window");
                Result<MemoryLayout> res = r.rest().size() == 0 ? null : MemoryStrategies.REGISTRY.byName("exact")
                        .solve(r.rest(), SolveOptions.defaults().withObjective(Objective.PEAK).withThreads(1)
                                .withNodeLimit(nodes), Budget.unlimited());
                String status = res == null ? "EMPTY" : res.status().name();
                long lower = r.bandBytes() + (res == null ? 0 : res.bound());
                String upper = res == null ? String.valueOf(r.bandBytes())
                        : res.hasSolution() ? String.valueOf(r.bandBytes() + res.objective()) : "";
                Object n = res == null ? 0 : res.stats().getOrDefault("nodes", 0);
                rows.add(String.join(",", f.getFileName().toString(), "" + w, "" + from, "" + to, "" + r.rest().size(),
                        "" + r.bands(), "" + r.bandBytes(), "" + live, status, "" + lower, upper, "" + n));
            }
        }
        Path out = Path.of(System.getProperty("berth.windowScan.out", ".")).resolve("window-scan-" + f.getFileName());
        Files.write(out, rows);
    }
}
