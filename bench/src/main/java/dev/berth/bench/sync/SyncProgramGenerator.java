package dev.berth.bench.sync;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.bench.InstanceWriter;
import dev.berth.model.io.Json;
import dev.berth.model.families.SyncFamily;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.io.SyncJson;
import dev.berth.model.sync.SyncProblem;

import java.nio.file.Path;
import java.util.List;

/**
 * Sync programs for the bench: random acyclic programs and warp-specialised pipelines (see
 * {@link SyncProgramSpec}). The program is spelled as the {@code sync} instance format and read back by
 * {@link SyncJson#parse}, so a generated instance is exactly what its file says. Same spec, same instance.
 */
public final class SyncProgramGenerator {
    private SyncProgramGenerator() {
    }

    /** The instance of {@code spec}, named {@link SyncProgramSpec#name()}. */
    public static SyncProblem generate(SyncProgramSpec spec) {
        ProgramText text = switch (spec.shape()) {
            case RANDOM -> RandomProgram.build(spec);
            case PIPELINE -> PipelineProgram.build(spec);
        };
        return SyncJson.parse(spec.name(), json(spec.resourceClass(), text));
    }

    /** Writes {@code problem} as {@code <dir>/<name>.json} ; returns the file. */
    public static Path write(SyncProblem problem, Path dir) {
        return InstanceWriter.json(SyncFamily.INSTANCE, problem, dir);
    }

    /**
     * The generator family of an instance name (a path or a file name also works): "random", "pipeline", or
     * "other" for instances that did not come from here.
     */
    public static String family(String name) {
        String base = name.substring(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
        for (SyncProgramShape s : SyncProgramShape.values()) {
            if (base.startsWith(s.label() + "-")) {
                return s.label();
            }
        }
        return "other";
    }

    private static ObjectNode json(ResourceClass c, ProgramText text) {
        ObjectNode o = Json.MAPPER.createObjectNode();
        o.put("family", "sync");
        ObjectNode phys = o.putObject("physical");
        if (c.limited()) {
            phys.put("limit", c.limit());
        }
        if (!c.reserved().isEmpty()) {
            ArrayNode r = phys.putArray("reserved");
            c.reserved().forEach(r::add);
        }
        phys.put("semantics", c.semantics().label());
        ArrayNode ws = o.putArray("warps");
        List<String> ids = text.warpIds();
        for (int w = 0; w < ids.size(); w++) {
            ObjectNode wn = ws.addObject();
            wn.put("id", ids.get(w));
            ArrayNode ops = wn.putArray("ops");
            text.ops().get(w).forEach(ops::add);
        }
        return o;
    }
}
