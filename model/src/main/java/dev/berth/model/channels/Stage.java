package dev.berth.model.channels;

import dev.berth.model.InputException;
import dev.berth.model.io.Numbers;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/** A stage of the sequential program: its body run {@code repeat} times, intrinsic by intrinsic. */
public record Stage(String id, int repeat, List<Intrinsic> body) {
    /**
     * Instance names start with the stage id and are written into the warps' code in the sync family's
     * notation, where {@code p}/{@code c} followed by a digit means a sync op: such a stage id would turn
     * every instance of the stage into one.
     */
    private static final Pattern LOOKS_LIKE_SYNC = Pattern.compile("[pc][0-9].*");
    /** Unrolled instances become arrays and warp code; more than this is no program but a typo. */
    public static final int MAX_REPEAT = 1 << 20;

    public Stage {
        if (id == null) {
            throw new InputException("stages", "missing field 'id'");
        }
        if (id.isEmpty() || id.contains(":") || LOOKS_LIKE_SYNC.matcher(id).matches()) {
            throw new InputException(where(id) + ".id", "must be non-empty, without ':' and not 'p' or 'c' followed by"
                    + " a digit (the sync notation's ops)");
        }
        if (repeat < 1 || repeat > MAX_REPEAT) {
            throw new InputException(where(id) + ".repeat", "must be within [1, " + MAX_REPEAT + "], got " + repeat);
        }
        if (body == null) {
            throw new InputException(where(id), "missing field 'body'");
        }
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < body.size(); i++) {
            Intrinsic x = body.get(i);
            if (x == null) {
                throw new InputException(where(id) + ".body[" + i + "]", "missing");
            }
            if (!ids.add(x.id())) {
                throw new InputException(where(id) + ".body[" + i + "].id", "intrinsic '" + Numbers.abbreviate(x.id())
                        + "' appears twice in the stage");
            }
        }
        body = List.copyOf(body);
    }

    /** The path of a refusal, built only then. */
    private static String where(String id) {
        return "stages[id=" + Numbers.abbreviate(id) + "]";
    }

    /** The name of iteration {@code i} of intrinsic {@code x}: {@code STAGE:ID:I}. */
    public String instanceName(Intrinsic x, int i) {
        return id + ":" + x.id() + ":" + i;
    }
}
