package dev.berth.emit.cuda;

import dev.berth.model.InputException;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/**
 * The CUDA file of a lowered program: its tables and one straight-line body per warp, around Berth's harness
 * (device helpers for each mechanism, the watchdog, the launches, the log checker and the JSON line).
 */
public final class CudaSource {
    /** An ordinary instruction's delay is spun in cycles held in 32 bits. */
    public static final long MAX_CYCLES = 1L << 30;
    private static final String HARNESS = harness();

    private CudaSource() {
    }

    public static String of(BarrierProgram program, EmitSettings settings, String instance, String solution) {
        StringBuilder s = new StringBuilder(HARNESS.length() + 4096);
        header(s, program, settings, instance, solution);
        s.append(HARNESS);
        body(s, program);
        return s.toString();
    }

    private static void header(StringBuilder s, BarrierProgram p, EmitSettings settings, String instance,
                               String solution) {
        String name = safe(fileName(p.name()));
        s.append("// Emitted by Berth (berth emit cuda) from ").append(safe(fileName(instance))).append(" and ")
                .append(safe(fileName(solution))).append(".\n");
        s.append("// ").append(p.warps()).append(" warps, ").append(p.pairs().size()).append(" sync pairs on ")
                .append(p.barriers().size()).append(" physical resources, as ").append(p.semantics())
                .append(" hardware: ").append(mechanisms(p, Mechanism::description, ", ")).append(".\n");
        s.append("// Berth's checker on this mapping under ").append(p.semantics()).append(": ")
                .append(p.verdict() == null ? "valid" : "INVALID: " + safe(p.verdict())).append('\n');
        s.append("// Build: nvcc -O2 -arch=sm_90 -o NAME NAME.cu (Hopper or newer)\n");
        s.append("// Run:   ./NAME [--runs N] [--seed S] [--jitter CYCLES] [--timeout-ms T]; prints one JSON line,\n");
        s.append("//        ./NAME --check-log FILE tallies a log written elsewhere (one run a line)\n");
        s.append("#include <cstdint>\n\n");
        define(s, "BERTH_WARPS", p.warps());
        define(s, "BERTH_PAIRS", p.pairs().size());
        define(s, "BERTH_BARRIERS", p.barriers().size());
        define(s, "BERTH_MBARRIERS", p.count(Mechanism.MBARRIER));
        define(s, "BERTH_COUNTERS", p.count(Mechanism.GENERATION_COUNTER));
        define(s, "BERTH_NAMED", p.count(Mechanism.NAMED_BARRIER));
        s.append("#define BERTH_RUNS ").append(settings.runs()).append("ULL\n");
        s.append("#define BERTH_SEED ").append(settings.seed()).append("ULL\n");
        s.append("#define BERTH_JITTER ").append(settings.jitterCycles()).append("ULL\n");
        s.append("#define BERTH_TIMEOUT_MS ").append(settings.timeoutMillis()).append("ULL\n\n");
        s.append("static const char* const kProgram = \"").append(name).append("\";\n");
        s.append("static const char* const kSemantics = \"").append(p.semantics()).append("\";\n");
        s.append("static const char* const kMechanisms = \"").append(mechanisms(p, Mechanism::label, "+")).append("\";\n");
        s.append("static const char* const kBerthCheck = \"")
                .append(p.verdict() == null ? "valid" : "invalid").append("\";\n");
        s.append("// Per physical resource: the answer's name; the kernel's slot and, for a named barrier, its id:\n");
        for (PhysicalBarrier b : p.barriers()) {
            s.append("//   ").append(safe(b.name())).append(" -> ").append(switch (b.mechanism()) {
                case MBARRIER -> "mbarrier " + b.slot() + ", " + b.arrivals() + " arrival" + (b.arrivals() == 1 ? "" : "s");
                case NAMED_BARRIER -> "named barrier " + b.hardwareId();
                case GENERATION_COUNTER -> "counter " + b.slot();
            }).append('\n');
        }
        s.append("static const char* const kBarrierName[BERTH_BARRIERS + 1] = {");
        for (PhysicalBarrier b : p.barriers()) {
            s.append('"').append(safe(b.name())).append("\", ");
        }
        s.append("\"\"};\n");
        s.append("// Per pair (in the instance's order): its physical resource, -1 where the answer removed it.\n");
        s.append("static const int kPairBarrier[BERTH_PAIRS + 1] = {");
        for (SyncPair x : p.pairs()) {
            s.append(x.barrier()).append(", ");
        }
        s.append("-1};\n");
        s.append("__constant__ uint32_t kMbarrierCount[BERTH_MBARRIERS + 1] = {");
        for (PhysicalBarrier b : p.barriers()) {
            if (b.mechanism() == Mechanism.MBARRIER) {
                s.append(b.arrivals()).append(", ");
            }
        }
        s.append("0};\n\n");
    }

    private static void body(StringBuilder s, BarrierProgram p) {
        s.append("\n// ---- the program: one straight-line body per warp ").append("-".repeat(60)).append('\n');
        s.append("__device__ void run_warp(Ctx& c) {\n  switch (c.warp) {\n");
        for (int w = 0; w < p.warps(); w++) {
            s.append("    case ").append(w).append(": {  // warp ").append(safe(p.warpIds().get(w))).append('\n');
            for (Step step : p.code().get(w)) {
                s.append("      ");
                switch (step) {
                    case Step.Compute c -> {
                        if (c.cycles() > MAX_CYCLES) {
                            throw new InputException(p.name(), "instruction " + c.text() + " lasts " + c.cycles()
                                    + " cycles; the emitted delay holds at most " + MAX_CYCLES);
                        }
                        s.append("compute(c, ").append(c.cycles()).append(");  // ").append(safe(c.text()));
                    }
                    case Step.Signal x -> signal(s, p, x.pair());
                    case Step.Wait x -> await(s, p, x.pair());
                }
                s.append('\n');
            }
            s.append("      break;\n    }\n");
        }
        s.append("    default:\n      break;\n  }\n}\n");
    }

    private static void signal(StringBuilder s, BarrierProgram p, int pair) {
        SyncPair x = p.pairs().get(pair);
        if (x.removed()) {
            s.append("signal_removed(c, ").append(pair).append(");  // p").append(x.id()).append(", removed");
            return;
        }
        PhysicalBarrier b = p.barriers().get(x.barrier());
        switch (b.mechanism()) {
            case MBARRIER -> s.append("signal_mbarrier(c, ").append(pair).append(", ").append(b.slot()).append(", ")
                    .append(b.arrivals()).append(");");
            case NAMED_BARRIER -> s.append("signal_named(c, ").append(pair).append(", ").append(b.hardwareId())
                    .append(");");
            case GENERATION_COUNTER -> s.append("signal_counter(c, ").append(pair).append(", ").append(b.slot())
                    .append(");");
        }
        s.append("  // p").append(x.id()).append(" on ").append(safe(b.name())).append(", use ").append(x.use());
    }

    private static void await(StringBuilder s, BarrierProgram p, int pair) {
        SyncPair x = p.pairs().get(pair);
        if (x.removed()) {
            s.append("wait_removed(c, ").append(pair).append(");  // c").append(x.id()).append(", removed");
            return;
        }
        PhysicalBarrier b = p.barriers().get(x.barrier());
        switch (b.mechanism()) {
            case MBARRIER -> s.append("wait_mbarrier(c, ").append(pair).append(", ").append(b.slot()).append(", ")
                    .append(x.use()).append(");");
            case NAMED_BARRIER -> s.append("wait_named(c, ").append(pair).append(", ").append(b.hardwareId())
                    .append(");");
            case GENERATION_COUNTER -> s.append("wait_counter(c, ").append(pair).append(", ").append(b.slot())
                    .append(", ").append(x.use()).append(");");
        }
        s.append("  // c").append(x.id()).append(" on ").append(safe(b.name())).append(", use ").append(x.use());
    }

    private static String mechanisms(BarrierProgram p, Function<Mechanism, String> name, String separator) {
        List<String> names = Arrays.stream(Mechanism.values()).filter(p::uses).map(name).toList();
        return names.isEmpty() ? "none" : String.join(separator, names);
    }

    /**
     * The file's name and its folder's, no more: the source reads the same wherever it was emitted from, and an
     * instance and its answer that share a file name stay apart ({@code sync/x.json}, {@code solutions/x.json}).
     */
    private static String fileName(String path) {
        String p = path.replace('\\', '/');
        int last = p.lastIndexOf('/');
        int folder = last <= 0 ? -1 : p.lastIndexOf('/', last - 1);
        return p.substring(folder + 1);
    }

    private static void define(StringBuilder s, String name, long value) {
        s.append("#define ").append(name).append(' ').append(value).append('\n');
    }

    /**
     * Text from the instance, fit for a C string, a JSON string and a line comment alike: names are ids, but a
     * class id or a file name may hold anything, and a backslash ending a comment would swallow the next line.
     */
    static String safe(String text) {
        StringBuilder b = new StringBuilder(Math.min(text.length(), 200));
        for (int i = 0; i < text.length() && b.length() < 200; i++) {
            char ch = text.charAt(i);
            b.append(ch >= 0x20 && ch < 0x7f && ch != '"' && ch != '\\' && ch != '?' ? ch : '_');
        }
        return b.toString();
    }

    private static String harness() {
        try (InputStream in = CudaSource.class.getResourceAsStream("harness.cu")) {
            if (in == null) {
                throw new IllegalStateException("the CUDA harness is missing from the jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
