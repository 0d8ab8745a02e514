package dev.berth.model.io;

import com.fasterxml.jackson.databind.JsonNode;
import dev.berth.model.InputException;
import dev.berth.model.Problem;
import dev.berth.model.memory.io.MemoryCsv;
import dev.berth.model.memory.io.MemoryJson;
import dev.berth.model.memory.MemoryProblem;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** Reads any instance file of formats.md: CSV by extension (memory), JSON by its {@code family} field. */
public final class Instances {
    public static final List<String> FAMILIES = List.of("memory", "sync", "tiles");

    private Instances() {
    }

    public static Problem read(Path path) {
        String text = TextFiles.read(path);
        return parse(path.toString(), path.getFileName().toString(), text);
    }

    /** Parses {@code text}; {@code source} names it in messages, {@code fileName} decides CSV vs JSON. */
    public static Problem parse(String source, String fileName, String text) {
        String lower = fileName.toLowerCase(Locale.ROOT);
        if (lower.endsWith(".csv")) {
            MemoryProblem p = MemoryCsv.parse(source, text);
            Long cap = MemoryCsv.capacityFromName(fileName);
            return cap == null ? p : p.withCapacity(Numbers.check(source, "capacity in file name", cap, 1));
        }
        if (!lower.endsWith(".json") && !text.stripLeading().startsWith("{")) {
            throw new InputException(source, "unknown file type: expected a .csv (memory) or .json instance");
        }
        JsonNode root = Json.object(source, Json.parse(source, text));
        JsonNode fam = root.get("family");
        String family = fam == null || fam.isNull() ? inferFamily(source, root) : Json.text(source + ": field 'family'", fam);
        return switch (family) {
            case "memory" -> MemoryJson.parse(source, root);
            case "sync" -> dev.berth.model.sync.io.SyncJson.parse(source, root);
            case "tiles" -> dev.berth.model.tiles.io.TileJson.parse(source, root);
            default -> throw new InputException(source + ": field 'family'", "unknown family '"
                    + Numbers.abbreviate(family) + "' (known: " + String.join(", ", FAMILIES) + ")");
        };
    }

    private static String inferFamily(String source, JsonNode root) {
        if (root.has("buffers")) {
            return "memory";
        }
        if (root.has("warps")) {
            return "sync";
        }
        if (root.has("machine")) {
            return "tiles";
        }
        throw new InputException(source, "missing field 'family' (one of " + String.join(", ", FAMILIES) + ")");
    }
}
