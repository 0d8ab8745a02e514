package dev.berth.model.simt.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.model.InputException;
import dev.berth.model.io.Json;
import dev.berth.model.io.InputFiles;
import dev.berth.model.simt.Launch;
import dev.berth.model.simt.SimtLimits;
import dev.berth.model.simt.SimtProblem;
import dev.berth.model.simt.ir.Block;
import dev.berth.model.simt.ir.Kernel;
import dev.berth.model.simt.ir.Operands;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * formats.md's {@code simt} instance: the kernel as a file ({@code kernel}, relative to the JSON file's
 * directory) or inline ({@code kernelText}), and the launch (absent: {@link Launch#defaults()}). Written back,
 * the kernel is inlined, so a written instance stands alone.
 */
public final class SimtJson {
    private SimtJson() {
    }

    public static SimtProblem parse(String source, JsonNode root) {
        return parse(source, root, InputFiles.local());
    }

    /** The instance in {@code root}; a {@code kernel} file is read through {@code files}. */
    public static SimtProblem parse(String source, JsonNode root, InputFiles files) {
        Json.object(source, root);
        Kernel kernel = uncompiled(source, kernel(source, root, files));
        JsonNode l = root.get("launch");
        Launch launch = l == null || l.isNull() ? Launch.defaults() : launch(source, l);
        SimtLimits.checkRegisterWords(source + ": launch", kernel, launch);
        return at(source, () -> new SimtProblem(source, kernel, launch));
    }

    /** A bare kernel file: the kernel with the default launch. */
    public static SimtProblem parseKernelFile(String source, String text) {
        return new SimtProblem(source, uncompiled(source, KernelText.parse(source, text)), Launch.defaults());
    }

    /**
     * Refuses next-PC hardware: an instance is what the pass compiles and what {@code ipdom} and {@code its}
     * run for reference, and both fault on it.
     */
    private static Kernel uncompiled(String source, Kernel kernel) {
        for (Block b : kernel.blocks()) {
            List<Object> code = new ArrayList<>(b.body());
            code.add(b.end());
            for (Object x : code) {
                if (Operands.nextPcHardware(x)) {
                    throw new InputException(source + ": block " + b.label(), "'" + x + "' is next-PC hardware,"
                            + " which only a compiled kernel uses; an instance's kernel is the uncompiled one");
                }
            }
        }
        return kernel;
    }

    private static Kernel kernel(String source, JsonNode root, InputFiles files) {
        JsonNode file = root.get("kernel");
        JsonNode text = root.get("kernelText");
        boolean hasFile = file != null && !file.isNull();
        boolean hasText = text != null && !text.isNull();
        if (hasFile == hasText) {
            throw new InputException(source, hasFile ? "give 'kernel' (a file) or 'kernelText', not both"
                    : "missing field 'kernel' (a .simt file) or 'kernelText' (the kernel itself)");
        }
        if (hasText) {
            if (!text.isTextual()) {
                throw new InputException(source + ": kernelText", "expected a string, got " + Json.kind(text));
            }
            return KernelText.parse(source + " (kernelText)", text.asText());
        }
        Path path = resolve(source, Json.text(source + ": kernel", file));
        return KernelText.parse(path.toString(), files.read(path));
    }

    /**
     * {@code name} against the directory of the file {@code source} names. A source that is no path with a
     * parent (the service's inline instances) resolves against the working directory.
     */
    private static Path resolve(String source, String name) {
        try {
            Path p = Path.of(name);
            if (p.isAbsolute()) {
                return p;
            }
            Path parent = Path.of(source).getParent();
            return parent == null ? p : parent.resolve(p);
        } catch (InvalidPathException e) {
            throw new InputException(source + ": kernel", "not a file name: '" + name.replaceAll("\\p{Cntrl}", "?") + "'");
        }
    }

    private static Launch launch(String source, JsonNode l) {
        String where = source + ": launch";
        Json.object(where, l);
        int warps = small(where + ".warps", l.get("warps"), 1);
        int lanes = small(where + ".threadsPerWarp", l.get("threadsPerWarp"), 32);
        int shared = small(where + ".shared", l.get("shared"), 64);
        SimtLimits.checkSharedWords(where + ".shared", shared);
        Map<Long, Long> memory = new TreeMap<>();
        JsonNode m = l.get("memory");
        if (m != null && !m.isNull()) {
            Json.object(where + ".memory", m);
            if (m.size() > Math.max(shared, 0)) { // distinct addresses below shared: refused before any is stored
                throw new InputException(where + ".memory", m.size() + " addresses for " + Math.max(shared, 0)
                        + " shared words");
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = m.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                String w = where + ".memory." + e.getKey().replaceAll("\\p{Cntrl}", "?");
                memory.put(address(w, e.getKey()), word(w, e.getValue()));
            }
        }
        // The record checks the ranges; its message already names launch.<field>, so only the file is added.
        return at(source, () -> new Launch(warps, lanes, shared, memory));
    }

    /** A count, absent → {@code absent}; past int range is left to the record's range check to refuse. */
    private static int small(String where, JsonNode n, int absent) {
        if (n == null || n.isNull()) {
            return absent;
        }
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, Json.whole(where, n, 0)));
    }

    private static long address(String where, String key) {
        try {
            return Long.parseLong(key.trim());
        } catch (NumberFormatException e) {
            throw new InputException(where, "a memory key is a word address (a whole number), got '"
                    + key.replaceAll("\\p{Cntrl}", "?") + "'");
        }
    }

    /** A 64-bit word: any signed long, unlike the counts {@link Json#whole} reads. */
    private static long word(String where, JsonNode n) {
        if (n == null || !n.isIntegralNumber() || !n.canConvertToLong()) {
            throw new InputException(where, "expected a 64-bit whole number, got " + Json.kind(n));
        }
        return n.asLong();
    }

    private static <T> T at(String where, Supplier<T> build) {
        try {
            return build.get();
        } catch (InputException e) {
            throw new InputException(where, e.getMessage(), e);
        }
    }

    public static ObjectNode toJson(SimtProblem p) {
        ObjectNode o = Json.MAPPER.createObjectNode();
        o.put("family", "simt");
        o.put("kernelText", p.kernel().toText());
        Launch l = p.launch();
        ObjectNode n = o.putObject("launch");
        n.put("warps", l.warps());
        n.put("threadsPerWarp", l.threadsPerWarp());
        n.put("shared", l.sharedWords());
        ObjectNode m = n.putObject("memory");
        l.memory().forEach((a, v) -> m.put(Long.toString(a), v));
        return o;
    }
}
