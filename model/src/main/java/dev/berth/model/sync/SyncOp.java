package dev.berth.model.sync;

import dev.berth.model.InputException;
import dev.berth.model.io.Numbers;

import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One instruction of a warp as written in the file.
 *
 * @param resource the logical resource id for PRODUCE/CONSUME, null for OTHER
 */
public record SyncOp(OpKind kind, String resource, String text) {
    /** {@code p} or {@code c} then an id that starts with a digit, so {@code compute} stays an ordinary op. */
    private static final Pattern SYNC = Pattern.compile("([pc])([0-9][A-Za-z0-9_.:-]*)");

    /**
     * The text is what a file holds and what {@link #parse} reads back, so kind and resource must be exactly
     * what it says: otherwise writing the problem out and reading it again would change it.
     */
    public SyncOp {
        if (text == null) {
            throw new InputException("op", "missing field 'text'");
        }
        if (kind == null) {
            throw new InputException("op '" + Numbers.abbreviate(text) + "'", "missing field 'kind'");
        }
        Matcher m = SYNC.matcher(text);
        OpKind said = !m.matches() ? OpKind.OTHER : m.group(1).equals("p") ? OpKind.PRODUCE : OpKind.CONSUME;
        String named = said == OpKind.OTHER ? null : m.group(2);
        if (said != kind || !Objects.equals(named, resource)) {
            throw new InputException("op '" + Numbers.abbreviate(text) + "'", "the text says "
                    + describe(said, named) + ", not " + describe(kind, resource));
        }
    }

    public static SyncOp parse(String text) {
        Matcher m = SYNC.matcher(text);
        if (!m.matches()) {
            return new SyncOp(OpKind.OTHER, null, text);
        }
        return new SyncOp(m.group(1).equals("p") ? OpKind.PRODUCE : OpKind.CONSUME, m.group(2), text);
    }

    public static SyncOp produce(String id) {
        return new SyncOp(OpKind.PRODUCE, id, "p" + id);
    }

    public static SyncOp consume(String id) {
        return new SyncOp(OpKind.CONSUME, id, "c" + id);
    }

    private static String describe(OpKind kind, String resource) {
        return switch (kind) {
            case PRODUCE -> "produce " + (resource == null ? "nothing" : Numbers.abbreviate(resource));
            case CONSUME -> "consume " + (resource == null ? "nothing" : Numbers.abbreviate(resource));
            case OTHER -> resource == null ? "an ordinary instruction" : "an ordinary instruction on " + Numbers.abbreviate(resource);
        };
    }
}
