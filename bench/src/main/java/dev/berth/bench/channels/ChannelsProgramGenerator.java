package dev.berth.bench.channels;

import dev.berth.bench.InstanceWriter;
import dev.berth.model.families.ChannelsFamily;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.io.ChannelsJson;

import java.nio.file.Path;

/**
 * Channels programs for the bench, written as a kernel author writes them sequentially (see
 * {@link ChannelsProgramShape}). The program is spelled as formats.md's {@code channels} JSON and read back by
 * {@link ChannelsJson#parse}, so a generated instance is exactly what its file says. Same spec, same program.
 */
public final class ChannelsProgramGenerator {
    private ChannelsProgramGenerator() {
    }

    /** The program of {@code spec}, named {@link ChannelsProgramSpec#name()}. */
    public static ChannelsProblem generate(ChannelsProgramSpec spec) {
        ChannelsProblem built = switch (spec.shape()) {
            case GEMM -> GemmProgram.build(spec);
            case ATTENTION -> AttentionProgram.build(spec);
            case MULTI -> MultiConsumerProgram.build(spec);
            case UNPLACED -> UnplacedProgram.build(spec);
        };
        return ChannelsJson.parse(spec.name(), ChannelsJson.toJson(built));
    }

    /** Writes {@code problem} as {@code <dir>/<name>.json}; returns the file. */
    public static Path write(ChannelsProblem problem, Path dir) {
        return InstanceWriter.json(ChannelsFamily.INSTANCE, problem, dir);
    }

    /** The shape label an instance name (or a path) starts with, or "other" for programs not made here. */
    public static String shape(String name) {
        String base = name.substring(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
        for (ChannelsProgramShape s : ChannelsProgramShape.values()) {
            if (base.startsWith(s.label() + "-")) {
                return s.label();
            }
        }
        return "other";
    }
}
