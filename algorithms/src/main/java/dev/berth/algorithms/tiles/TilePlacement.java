package dev.berth.algorithms.tiles;

import dev.berth.model.CurrentBudget;
import dev.berth.model.tiles.BlockKind;
import dev.berth.model.tiles.Steps;
import dev.berth.model.tiles.analysis.TileBlock;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Steps s10–s70 of the reference allocator on one tile, after s5 handed it the equal-address groups'
 * placements (already in its map): the remaining blocks — variables outside any group, and the copies and
 * exchange code the plans put on the tile — are ordered (classes ranked by {@link ClassOrder}, blocks within
 * a class by {@link BlockOrder}; or, without classes, all blocks by {@link BlockOrder}) and each takes the
 * first place that breaks no constraint with what the tile already holds.
 *
 * <p>Classes are computed over all the tile's blocks (the liveness analysis sees the whole program; grouped
 * variables belong to classes too), and ranked by what they still have to place.
 */
final class TilePlacement {
    private TilePlacement() {
    }

    /** One tile's result: an offset per block (grouped variables keep theirs from s0), class statistics. */
    record Outcome(long[] offsets, int classes, int largestClass) {
    }

    static Outcome place(List<TileBlock> blocks, boolean[] grouped, long[] groupOffsets, TileMemoryMap map,
                         ReferenceSettings settings, int tile) {
        return place(blocks, grouped, groupOffsets, map, settings, tile, new int[0]);
    }

    /** As above, but the blocks at positions {@code first} go first, in that order, before the ranking. */
    static Outcome place(List<TileBlock> blocks, boolean[] grouped, long[] groupOffsets, TileMemoryMap map,
                         ReferenceSettings settings, int tile, int[] first) {
        int n = blocks.size();
        long[] offsets = new long[n];
        boolean[] early = new boolean[n];
        for (int i : first) {
            early[i] = true;
        }
        List<Integer> rest = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            TileBlock b = blocks.get(i);
            if (b.kind() == BlockKind.VARIABLE && grouped[b.owner()]) {
                offsets[i] = groupOffsets[b.owner()];
            } else if (!early[i]) {
                rest.add(i);
            }
        }
        for (int i : first) {
            TileBlock b = blocks.get(i);
            long at = map.firstFit(b);
            map.place(b, at);
            offsets[i] = at;
        }
        int classCount = 0;
        int largest = 0;
        int[] sequence;
        if (settings.classes()) {
            TileClasses classes = TileClasses.of(blocks);
            classCount = classes.count();
            for (int c = 0; c < classes.count(); c++) {
                largest = Math.max(largest, classes.members(c).length);
            }
            sequence = byClasses(blocks, rest, classes, settings, tile);
        } else {
            sequence = ordered(blocks, rest.stream().mapToInt(Integer::intValue).toArray(), settings, tile);
        }
        for (int i : sequence) {
            CurrentBudget.check("placing a tile's blocks");
            TileBlock b = blocks.get(i);
            long at = map.firstFit(b);
            map.place(b, at);
            offsets[i] = at;
        }
        return new Outcome(offsets, classCount, largest);
    }

    private static int[] byClasses(List<TileBlock> blocks, List<Integer> rest, TileClasses classes,
                                   ReferenceSettings settings, int tile) {
        boolean[] remaining = new boolean[blocks.size()];
        for (int i : rest) {
            remaining[i] = true;
        }
        List<Integer> ranked = new ArrayList<>();
        List<long[]> metrics = new ArrayList<>();
        List<int[]> todo = new ArrayList<>();
        for (int c = 0; c < classes.count(); c++) {
            int[] m = Arrays.stream(classes.members(c)).filter(i -> remaining[i]).toArray();
            todo.add(m);
            if (m.length == 0) {
                metrics.add(null);
                continue;
            }
            long bytes = 0;
            List<int[]> live = new ArrayList<>();
            for (int i : m) {
                bytes += blocks.get(i).size();
                live.addAll(blocks.get(i).live().toList());
            }
            long degree = settings.classOrder() == ClassOrder.DEGREE ? classes.degree(c) : 0;
            metrics.add(new long[] {bytes, m.length, Steps.of(live).count(), degree});
            ranked.add(c);
        }
        ranked.sort((x, y) -> {
            int k = settings.classOrder().compare(metrics.get(x), metrics.get(y));
            return k != 0 ? k : Integer.compare(x, y);
        });
        int[] out = new int[rest.size()];
        int k = 0;
        for (int c : ranked) {
            for (int i : ordered(blocks, todo.get(c), settings, tile)) {
                out[k++] = i;
            }
        }
        return out;
    }

    /** {@code which} (block positions) in the settings' block order. */
    private static int[] ordered(List<TileBlock> blocks, int[] which, ReferenceSettings settings, int tile) {
        long[] size = new long[which.length];
        long[] span = new long[which.length];
        for (int k = 0; k < which.length; k++) {
            TileBlock b = blocks.get(which[k]);
            size[k] = b.size();
            span[k] = b.live().count();
        }
        int[] seq = settings.order().sequence(size, span, settings.seed(), tile);
        int[] out = new int[which.length];
        for (int k = 0; k < which.length; k++) {
            out[k] = which[seq[k]];
        }
        return out;
    }
}
