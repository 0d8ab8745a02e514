package dev.berth.algorithms.tiles;

import dev.berth.model.tiles.BlockKind;
import dev.berth.model.tiles.Steps;
import dev.berth.model.tiles.analysis.TileBlock;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The room one tile's own always-live blocks (ungrouped variables, replicas, exchange code live at every
 * step) take at the bottom of its memory, for {@link GroupMode#RESERVE}: they interfere with everything
 * on the tile, so packed first from address 0 they leave no hole a later block could have used, and the
 * lower bound counts every byte of them. The room is their first fit alone on the tile, banked blocks first
 * (each needs banks of its own), larger first; {@link #order} is that sequence, which the tile pass replays
 * first so that each lands where it did here, below every group.
 *
 * @param order block positions (in the tile's block list), in placement order
 * @param room  one past the highest address they use
 * @param banked whether any of them is banked (the room then keeps its last bank from banked groups)
 */
record AlwaysLiveRoom(int[] order, long room, boolean banked) {

    static AlwaysLiveRoom of(List<TileBlock> blocks, boolean[] grouped, Steps always, long bankBytes) {
        List<Integer> mine = new ArrayList<>();
        for (int i = 0; i < blocks.size(); i++) {
            TileBlock b = blocks.get(i);
            boolean isGrouped = b.kind() == BlockKind.VARIABLE && grouped[b.owner()];
            if (!isGrouped && b.size() > 0 && b.live().equals(always)) {
                mine.add(i);
            }
        }
        Integer[] sorted = mine.toArray(new Integer[0]);
        Arrays.sort(sorted, (x, y) -> {
            TileBlock a = blocks.get(x);
            TileBlock b = blocks.get(y);
            if (a.banked() != b.banked()) {
                return a.banked() ? -1 : 1;
            }
            return a.size() != b.size() ? Long.compare(b.size(), a.size()) : Integer.compare(x, y);
        });
        TileMemoryMap map = new TileMemoryMap(bankBytes, always);
        boolean banked = false;
        int[] order = new int[sorted.length];
        for (int k = 0; k < sorted.length; k++) {
            TileBlock b = blocks.get(sorted[k]);
            map.place(b, map.firstFit(b));
            order[k] = sorted[k];
            banked |= b.banked();
        }
        return new AlwaysLiveRoom(order, map.peak(), banked);
    }

    /** A stand-in for the room, placed in the tile's map while the groups are placed. */
    TileBlock block(int tile, Steps always) {
        return new TileBlock(BlockKind.VARIABLE, tile, -1, room, 1, always, banked);
    }
}
