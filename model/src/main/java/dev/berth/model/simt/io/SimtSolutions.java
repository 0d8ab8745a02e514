package dev.berth.model.simt.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.model.InputException;
import dev.berth.model.io.Json;
import dev.berth.model.simt.SimtSolution;
import dev.berth.model.simt.ir.Kernel;

/**
 * The family's fields of a solution file (formats.md): {@code nextPc} (the per-thread register index, -1 when
 * the kernel is unchanged), {@code mask} (the warp register index, likewise) and {@code kernel}, the compiled
 * kernel's text.
 */
public final class SimtSolutions {
    private SimtSolutions() {
    }

    public static SimtSolution read(String source, String text) {
        JsonNode root = Json.object(source, Json.parse(source, text));
        int nextPc = register(source + ": nextPc", Json.required(source, root, "nextPc"));
        int mask = register(source + ": mask", Json.required(source, root, "mask"));
        JsonNode k = Json.required(source, root, "kernel");
        if (!k.isTextual()) {
            throw new InputException(source + ": kernel", "expected the kernel's text, got " + Json.kind(k));
        }
        Kernel kernel = KernelText.parseCompiled(source + " (kernel)", k.asText());
        return new SimtSolution(kernel, nextPc, mask);
    }

    /** A register index, or -1 for none; the checker compares it with the kernel's budget. */
    private static int register(String where, JsonNode n) {
        long r = Json.whole(where, n, -1);
        if (r > Integer.MAX_VALUE) {
            throw new InputException(where, "register index " + r + " is too large");
        }
        return (int) r;
    }

    /** The family's fields, after the common ones. */
    public static void write(ObjectNode o, SimtSolution s) {
        o.put("nextPc", s.nextPc());
        o.put("mask", s.maskRegister());
        o.put("kernel", s.kernel().toText());
    }
}
