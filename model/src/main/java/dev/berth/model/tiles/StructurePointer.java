package dev.berth.model.tiles;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;

/**
 * One pointer of a read-only structure, resolved per user tile to variable indices of the problem.
 *
 * @param targets user tile → the variable the pointer reaches on that tile (the block, the pointer block or
 *                the offsets block, by format)
 * @param base    for {@code vectorList}: user tile → the base pointer's target; empty otherwise
 */
public record StructurePointer(PointerFormat format, SortedMap<Integer, Integer> targets, SortedMap<Integer, Integer> base) {
    public StructurePointer {
        targets = java.util.Collections.unmodifiableSortedMap(new java.util.TreeMap<>(targets));
        base = java.util.Collections.unmodifiableSortedMap(new java.util.TreeMap<>(base));
    }

    /** The variable sets a shared copy of the structure puts at equal addresses (one per reached block). */
    public List<int[]> equalAddressSets() {
        List<int[]> out = new ArrayList<>();
        out.add(targets.values().stream().mapToInt(Integer::intValue).toArray());
        if (!base.isEmpty()) {
            out.add(base.values().stream().mapToInt(Integer::intValue).toArray());
        }
        return out;
    }
}
