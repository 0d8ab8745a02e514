package dev.berth.model.channels;

import dev.berth.model.InputException;
import dev.berth.model.io.Numbers;

import java.util.List;

/**
 * One intrinsic of a stage's body: the cooperative warp it is annotated with, its duration in cycles (for
 * the simulator) and the ranges it reads and writes. It produces what it writes and consumes what it reads.
 */
public record Intrinsic(String id, int warp, long cycles, List<Access> reads, List<Access> writes) {
    public Intrinsic {
        if (id == null) {
            throw new InputException("body", "missing field 'id'");
        }
        if (id.contains(":")) {
            // instances are named STAGE:ID:I; a colon in the id would make two instances' names collide
            throw new InputException(where(id) + ".id", "must not contain ':'");
        }
        if (!Numbers.within(warp, 0) || !Numbers.within(cycles, 1)) {
            Numbers.check(where(id), "warp", warp, 0);
            Numbers.check(where(id), "cycles", cycles, 1);
        }
        reads = copy(id, ".reads", reads);
        writes = copy(id, ".writes", writes);
    }

    /** The path of a refusal, built only then: a large program has tens of thousands of intrinsics. */
    private static String where(String id) {
        return "body[id=" + Numbers.abbreviate(id) + "]";
    }

    private static List<Access> copy(String id, String field, List<Access> list) {
        if (list == null) {
            return List.of();
        }
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i) == null) {
                throw new InputException(where(id) + field + "[" + i + "]", "missing");
            }
        }
        return List.copyOf(list);
    }
}
