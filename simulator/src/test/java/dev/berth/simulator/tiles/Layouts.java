package dev.berth.simulator.tiles;

import dev.berth.model.tiles.StructureLayout;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/** Edits of a layout for the tests: one offset moved or dropped, the rest as it was. */
final class Layouts {
    private Layouts() {
    }

    static TileLayout withVariable(TileProblem p, TileLayout l, String id, long offset) {
        long[] offsets = l.variableOffsets().clone();
        offsets[p.variableIndex(id)] = offset;
        return new TileLayout(offsets, l.structures());
    }

    /** Copy ({@code code} false) or code entry of structure {@code s} on {@code tile} moved; -1 drops it. */
    static TileLayout withEntry(TileLayout l, int s, int tile, boolean code, long offset) {
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

    /** The tile's peak over every offset the layout gives there (variables, copies, code). */
    static long top(TileProblem p, TileLayout l, int tile) {
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
}
