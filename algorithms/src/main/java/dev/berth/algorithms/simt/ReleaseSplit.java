package dev.berth.algorithms.simt;

import dev.berth.model.simt.ir.Block;
import dev.berth.model.simt.ir.Kernel;
import dev.berth.model.simt.ir.Terminator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;

/**
 * Splits blocks right after their releases, so that each release ends a block and the restructuring can send
 * that block to its loop's latch: block {@code B} keeps its body up to and including the first release and
 * branches to {@code B.after}, which holds the rest (split again after a later release: {@code B.after.after}).
 * The checker accepts a body split into consecutive pieces under exactly these names (docs/simt.md). A release
 * that already ends a block ending in {@code bra} needs no split: the latch continues at the branch's target.
 */
final class ReleaseSplit {
    static final String SUFFIX = ".after";

    private ReleaseSplit() {
    }

    /**
     * {@code kernel} with each block named in {@code points} split after each of those body indices (the
     * caller has checked that the piece labels are free).
     */
    static Kernel of(Kernel kernel, Map<String, SortedSet<Integer>> points) {
        if (points.isEmpty()) {
            return kernel;
        }
        List<Block> out = new ArrayList<>();
        for (Block b : kernel.blocks()) {
            SortedSet<Integer> at = points.get(b.label());
            if (at == null) {
                out.add(b);
                continue;
            }
            List<Integer> cuts = new ArrayList<>();
            for (int i : at) {
                boolean last = i == at.last();
                // the last release needs no split when nothing follows it but a plain branch
                if (!last || i < b.body().size() - 1 || !(b.end() instanceof Terminator.Branch)) {
                    cuts.add(i + 1);
                }
            }
            out.addAll(BlockPieces.split(b, cuts, SUFFIX));
        }
        return new Kernel(kernel.name(), kernel.registers(), kernel.warpRegisters(), out);
    }
}
