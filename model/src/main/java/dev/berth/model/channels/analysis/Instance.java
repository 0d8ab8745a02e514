package dev.berth.model.channels.analysis;

import java.util.List;

/**
 * One unrolled intrinsic: iteration {@code iteration} of {@code stage}'s intrinsic, at {@code position} in the
 * sequential program, with the absolute pool ranges ({@code [start, end)}) it reads and writes.
 */
public record Instance(String name, int position, int stage, int intrinsic, int iteration, int warp, long cycles,
                       List<long[]> reads, List<long[]> writes) {
    public Instance {
        reads = List.copyOf(reads);
        writes = List.copyOf(writes);
    }
}
