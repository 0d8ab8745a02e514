package dev.berth.model.sync;

import java.util.List;

/** One warp's straight-line instruction stream, in program order. */
public record Warp(String id, List<SyncOp> ops) {
    public Warp {
        ops = List.copyOf(ops);
    }
}
