package dev.berth.model.sync;

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
}
