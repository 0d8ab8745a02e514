package dev.berth.model.channels.testing;

import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.io.ChannelsJson;
import dev.berth.model.io.Json;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.Semantics;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The instances of examples/channels for the tests of every module. */
public final class ChannelsExamples {
    private ChannelsExamples() {
    }

    /** The text's worked example (p1..p7 in warp 0, c1..c7 in warp 1, one pool of 60), read from its file. */
    public static ChannelsProblem workedExample() {
        return read("worked-example.json");
    }

    /** The worked example under {@code semantics}, limit 16 with id 0 reserved. */
    public static ChannelsProblem workedExample(Semantics semantics) {
        ResourceClass c = workedExample().sync();
        return workedExample().withSync(new ResourceClass(c.id(), c.limit(), c.reserved(), semantics));
    }

    public static ChannelsProblem read(String file) {
        Path f = Path.of(System.getProperty("berth.home", ".."), "examples", "channels", file);
        try {
            return ChannelsJson.parse(f.getFileName().toString(), Json.parse(f.toString(), Files.readString(f)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
