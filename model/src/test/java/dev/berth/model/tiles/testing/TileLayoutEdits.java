package dev.berth.model.tiles.testing;

import dev.berth.model.tiles.BlockKind;
import dev.berth.model.tiles.StructureLayout;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.analysis.TileBlock;
import dev.berth.model.tiles.analysis.TileBlocks;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Layout edits for the tests of every module: one thing moved, dropped, added or re-decided, the rest as it
 * was; and what the edits are measured against (a tile's top, a variable's equal-address group).
 */
public final class TileLayoutEdits {
    private TileLayoutEdits() {
    }

    public static TileLayout variable(TileLayout l, int v, long offset) {
        long[] offsets = l.variableOffsets().clone();
        offsets[v] = offset;
        return new TileLayout(offsets, l.structures());
    }

    /** Variable {@code id} moved to {@code offset}. */
    public static TileLayout variable(TileProblem p, TileLayout l, String id, long offset) {
        return variable(l, p.variableIndex(id), offset);
    }

    public static TileLayout variables(TileLayout l, Iterable<Integer> vs, long offset) {
        long[] offsets = l.variableOffsets().clone();
        for (int v : vs) {
            offsets[v] = offset;
        }
        return new TileLayout(offsets, l.structures());
    }

    /** Copy ({@code code} false) or code entry of structure {@code s} on {@code tile} set; a negative offset drops it. */
    public static TileLayout entry(TileLayout l, int s, int tile, boolean code, long offset) {
        List<StructureLayout> out = new ArrayList<>(l.structures());
        StructureLayout sl = out.get(s);
        SortedMap<Integer, Long> copies = new TreeMap<>(sl.copies());
        SortedMap<Integer, Long> codes = new TreeMap<>(sl.code());
        SortedMap<Integer, Long> edited = code ? codes : copies;
        if (offset < 0) {
            edited.remove(tile);
        } else {
            edited.put(tile, offset);
        }
        out.set(s, new StructureLayout(sl.plan(), copies, codes));
        return new TileLayout(l.variableOffsets(), out);
    }

    /** Structure {@code s} re-decided as {@code plan}; its new blocks go above everything on their tiles. */
    public static TileLayout replan(TileProblem p, TileLayout l, int s, StructurePlan plan) {
        SortedMap<Integer, Long> copies = new TreeMap<>();
        SortedMap<Integer, Long> codes = new TreeMap<>();
        for (TileBlock b : TileBlocks.structureBlocks(p, s, plan)) {
            long at = up(top(p, l, b.tile()), b.alignment());
            (b.kind() == BlockKind.COPY ? copies : codes).put(b.tile(), at);
            List<StructureLayout> out = new ArrayList<>(l.structures());
            out.set(s, new StructureLayout(plan, copies, codes));
            l = new TileLayout(l.variableOffsets(), out);
        }
        List<StructureLayout> out = new ArrayList<>(l.structures());
        out.set(s, new StructureLayout(plan, copies, codes));
        return new TileLayout(l.variableOffsets(), out);
    }

    /** The highest end of anything the layout places on {@code tile} (entries that may not even be needed). */
    public static long top(TileProblem p, TileLayout l, int tile) {
        long top = 0;
        for (int v : p.variablesOf(tile)) {
            top = Math.max(top, l.variableOffsets()[v] + p.variable(v).size());
        }
        for (int s = 0; s < p.structureCount(); s++) {
            StructureLayout sl = l.structures().get(s);
            Long c = sl.copies().get(tile);
            if (c != null) {
                top = Math.max(top, c + p.structure(s).size());
            }
            Long k = sl.code().get(tile);
            if (k != null) {
                top = Math.max(top, k + Math.max(p.structure(s).sendCodeBytes(), p.structure(s).receiveCodeBytes()));
            }
        }
        return top;
    }

    public static long up(long x, long a) {
        return (x + a - 1) / a * a;
    }

    /** {@code v} and every variable an equal-address group puts with it. */
    public static Set<Integer> groupOf(List<int[]> groups, int v) {
        Set<Integer> out = new HashSet<>(List.of(v));
        for (int[] g : groups) {
            for (int x : g) {
                if (x == v) {
                    for (int y : g) {
                        out.add(y);
                    }
                }
            }
        }
        return out;
    }
}
