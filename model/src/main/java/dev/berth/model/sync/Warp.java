package dev.berth.model.sync;

import dev.berth.model.InputException;
import dev.berth.model.io.Numbers;

import java.util.List;

/** One warp's straight-line instruction stream, in program order. */
public record Warp(String id, List<SyncOp> ops) {
    public Warp {
        if (id == null) {
            throw new InputException("warps", "missing field 'id'");
        }
        String where = "warps[id=" + Numbers.abbreviate(id) + "]";
        if (ops == null) {
            throw new InputException(where, "missing field 'ops'");
        }
        for (int i = 0; i < ops.size(); i++) {
            if (ops.get(i) == null) {
                throw new InputException(where + ".ops[" + i + "]", "expected an instruction, got nothing");
            }
        }
        ops = List.copyOf(ops);
    }
}
