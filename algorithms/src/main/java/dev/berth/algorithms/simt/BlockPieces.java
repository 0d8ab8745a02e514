package dev.berth.algorithms.simt;

import dev.berth.model.simt.ir.Block;
import dev.berth.model.simt.ir.Terminator;

import java.util.ArrayList;
import java.util.List;

/**
 * A block cut into consecutive pieces, the way the checker finds a split body: the first keeps the label, each
 * next one adds {@code suffix} to the previous label ({@code B}, {@code B.after}, {@code B.after.after}), each
 * piece but the last branches to the next, and the last keeps the terminator.
 */
final class BlockPieces {
    private BlockPieces() {
    }

    /** {@code b} cut before each body index of {@code cuts} (increasing, each inside the body). */
    static List<Block> split(Block b, List<Integer> cuts, String suffix) {
        List<Block> out = new ArrayList<>();
        String label = b.label();
        int from = 0;
        for (int cut : cuts) {
            String next = label + suffix;
            out.add(new Block(label, b.body().subList(from, cut), new Terminator.Branch(next)));
            label = next;
            from = cut;
        }
        out.add(new Block(label, b.body().subList(from, b.body().size()), b.end()));
        return out;
    }
}
