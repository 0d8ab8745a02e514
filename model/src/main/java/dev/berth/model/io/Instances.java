package dev.berth.model.io;

import com.fasterxml.jackson.databind.JsonNode;
import dev.berth.model.Families;
import dev.berth.model.Family;
import dev.berth.model.InputException;
import dev.berth.model.Problem;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads any instance file of formats.md through the families: a family's other format by extension (memory:
 * .csv), JSON by its {@code family} field, or when that is missing by the fields only one family has.
 */
public final class Instances {
    private Instances() {
    }

    public static Problem read(Path path) {
        return read(path, InputFiles.local());
    }

    /** The instance in {@code path}, that file and the ones it names read through {@code files}. */
    public static Problem read(Path path, InputFiles files) {
        String text = files.read(path);
        Path name = path.getFileName();
        return parse(path.toString(), name == null ? path.toString() : name.toString(), text, files);
    }

    /** Parses {@code text}; {@code source} names it in messages, {@code fileName} decides the format. */
    public static Problem parse(String source, String fileName, String text) {
        return parse(source, fileName, text, InputFiles.local());
    }

    /** As {@link #parse(String, String, String)}, the files the instance names read through {@code files}. */
    public static Problem parse(String source, String fileName, String text, InputFiles files) {
        String lower = fileName.toLowerCase(Locale.ROOT);
        List<String> others = new ArrayList<>();
        for (Family<?, ?> f : Families.all()) {
            if (f.otherFormat() != null) {
                if (lower.endsWith("." + f.otherFormat())) {
                    return f.parseOther(source, fileName, text);
                }
                others.add("." + f.otherFormat() + " (" + f.name() + ")");
            }
        }
        if (!lower.endsWith(".json") && !text.stripLeading().startsWith("{")) {
            throw new InputException(source, "unknown file type: expected " + String.join(", ", others)
                    + (others.isEmpty() ? "" : " or ") + "a .json instance");
        }
        return parse(source, Json.parse(source, text), files);
    }

    /** A JSON instance already parsed (the service's {@code instance}); its family by field or by shape. */
    public static Problem parse(String source, JsonNode json) {
        return parse(source, json, InputFiles.local());
    }

    /** As {@link #parse(String, JsonNode)}, the files the instance names read through {@code files}. */
    public static Problem parse(String source, JsonNode json, InputFiles files) {
        JsonNode root = Json.object(source, json);
        JsonNode fam = root.get("family");
        Family<?, ?> family = fam == null || fam.isNull() ? infer(source, root) : named(source, fam);
        return family.parse(source, root, files);
    }

    private static Family<?, ?> named(String source, JsonNode fam) {
        String name = Json.text(source + ": field 'family'", fam);
        Family<?, ?> f = Families.byName(name);
        if (f == null) {
            throw new InputException(source + ": field 'family'", "unknown family '" + Numbers.abbreviate(name)
                    + "' (known: " + String.join(", ", Families.names()) + ")");
        }
        return f;
    }

    private static Family<?, ?> infer(String source, JsonNode root) {
        for (Family<?, ?> f : Families.all()) {
            if (f.recognises(root)) {
                return f;
            }
        }
        throw new InputException(source, "missing field 'family' (one of " + String.join(", ", Families.names()) + ")");
    }
}
