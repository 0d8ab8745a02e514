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
        String where = "body[id=" + Numbers.abbreviate(id) + "]";
        if (id.contains(":")) {
            // instances are named STAGE:ID:I; a colon in the id would make two instances' names collide
            throw new InputException(where + ".id", "must not contain ':'");
        }
        Numbers.check(where, "warp", warp, 0);
        Numbers.check(where, "cycles", cycles, 1);
        reads = copy(where + ".reads", reads);
        writes = copy(where + ".writes", writes);
    }

    private static List<Access> copy(String where, List<Access> list) {
        if (list == null) {
            return List.of();
        }
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i) == null) {
                throw new InputException(where + "[" + i + "]", "missing");
            }
        }
        return List.copyOf(list);
    }
}
