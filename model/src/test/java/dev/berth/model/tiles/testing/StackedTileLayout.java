package dev.berth.model.tiles.testing;

import dev.berth.model.tiles.BlockKind;
import dev.berth.model.tiles.analysis.EqualAddressGroups;
import dev.berth.model.tiles.StructureLayout;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.analysis.TileBlock;
import dev.berth.model.tiles.analysis.TileBlocks;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A test oracle's layout that reuses no memory: equal-address groups stacked first at addresses common to
 * all tiles, then every other block of a tile above them; banked blocks take whole banks. Valid whenever
 * the groups are consistent and it fits, never good.
 */
public final class StackedTileLayout {
    private StackedTileLayout() {
    }

    public static TileLayout of(TileProblem p, StructurePlan[] plans) {
        long bank = p.machine().bankBytes();
        long[] offsets = new long[p.variableCount()];
        java.util.Arrays.fill(offsets, -1);
        EqualAddressGroups groups = EqualAddressGroups.of(p, plans);
        if (!groups.consistent()) {
            throw new IllegalArgumentException(groups.conflict().describe(p));
        }
        long top = 0;
        Set<Integer> grouped = new HashSet<>();
        for (int[] g : groups.groups()) {
            long align = EqualAddressGroups.alignment(p, g);
            boolean banked = false;
            long size = 0;
            for (int v : g) {
                banked |= p.variable(v).banked();
                size = Math.max(size, p.variable(v).size());
                grouped.add(v);
            }
            long at = up(top, banked ? lcm(align, bank) : align);
            for (int v : g) {
                offsets[v] = at;
            }
            top = banked ? up(at + size, bank) : at + size;
        }
        List<List<TileBlock>> blocks = TileBlocks.of(p, plans);
        List<SortedMap<Integer, Long>> copies = new ArrayList<>();
        List<SortedMap<Integer, Long>> code = new ArrayList<>();
        for (int s = 0; s < p.structureCount(); s++) {
            copies.add(new TreeMap<>());
            code.add(new TreeMap<>());
        }
        for (int t = 0; t < p.tiles(); t++) {
            long at = top;
            for (TileBlock b : blocks.get(t)) {
                if (b.kind() == BlockKind.VARIABLE && grouped.contains(b.owner())) {
                    continue;
                }
                long off = up(at, b.banked() ? lcm(b.alignment(), bank) : b.alignment());
                at = b.banked() ? up(off + b.size(), bank) : off + b.size();
                switch (b.kind()) {
                    case VARIABLE -> offsets[b.owner()] = off;
                    case COPY -> copies.get(b.owner()).put(t, off);
                    default -> code.get(b.owner()).put(t, off);
                }
            }
        }
        List<StructureLayout> sl = new ArrayList<>();
        for (int s = 0; s < p.structureCount(); s++) {
            sl.add(new StructureLayout(plans[s], copies.get(s), code.get(s)));
        }
        return new TileLayout(offsets, sl);
    }

    private static long up(long x, long a) {
        return (x + a - 1) / a * a;
    }

    private static long lcm(long a, long b) {
        long x = a;
        long y = b;
        while (y != 0) {
            long t = x % y;
            x = y;
            y = t;
        }
        return a / x * b;
    }
}
