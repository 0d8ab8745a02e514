package dev.berth.algorithms.simt;

import dev.berth.model.simt.ir.Block;
import dev.berth.model.simt.ir.Instruction;
import dev.berth.model.simt.ir.Kernel;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits every block at its first vote or {@code sync.warp} when code comes before it: {@code B} keeps what
 * comes first and branches to {@code B.sync}, which starts with the synchronisation. The pass puts its "wait for
 * every thread" prologue at the start of a synchronising block; without the split a lock released in that block
 * before the sync would be held through the wait, and the waiting holder would hand the warp to threads spinning
 * on the lock it holds (a livelock). With it, the holder releases first, then waits. The split kernel computes
 * what the original does (one more unconditional branch); the checker accepts a body split there (docs/simt.md).
 */
final class SyncSplit {
    static final String SUFFIX = ".sync";

    private SyncSplit() {
    }

    static Kernel of(Kernel kernel) {
        java.util.Set<String> labels = new java.util.HashSet<>();
        kernel.blocks().forEach(b -> labels.add(b.label()));
        List<Block> out = new ArrayList<>();
        boolean changed = false;
        for (Block b : kernel.blocks()) {
            int at = firstSync(b);
            // a kernel that already names B.sync keeps B whole: the checker finds the rest of a split body only there
            if (at <= 0 || labels.contains(b.label() + SUFFIX)) {
                out.add(b);
                continue;
            }
            out.addAll(BlockPieces.split(b, List.of(at), SUFFIX));
            changed = true;
        }
        return changed ? new Kernel(kernel.name(), kernel.registers(), kernel.warpRegisters(), out) : kernel;
    }

    /** The index of the block's first vote or sync.warp, or -1. */
    static int firstSync(Block b) {
        for (int i = 0; i < b.body().size(); i++) {
            Instruction x = b.body().get(i);
            if (x instanceof Instruction.Vote || x instanceof Instruction.WarpSync) {
                return i;
            }
        }
        return -1;
    }
}
