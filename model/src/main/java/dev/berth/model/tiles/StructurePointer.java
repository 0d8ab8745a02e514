package dev.berth.model.tiles;

import dev.berth.model.InputException;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;

/**
 * One pointer of a read-only structure, resolved per user tile to variable indices of the problem. On its
 * own it checks its shape; whether its tiles are the structure's users and its variables sit there is
 * {@link TileProblem}'s to check.
 *
 * @param targets user tile → the variable the pointer reaches on that tile (the block, the pointer block or
 *                the offsets block, by format)
 * @param base    for {@code vectorList}: user tile → the base pointer's target; empty otherwise
 */
public record StructurePointer(PointerFormat format, SortedMap<Integer, Integer> targets, SortedMap<Integer, Integer> base) {
    public StructurePointer {
        if (format == null) {
            throw new InputException("pointers", "missing field 'format'");
        }
        String where = "pointers[format=" + format.label() + "]";
        if (targets == null) {
            throw new InputException(where, "missing field 'targets'");
        }
        if (base == null || format == PointerFormat.VECTOR_LIST && base.isEmpty()) {
            throw new InputException(where, "missing field 'base'"
                    + (format == PointerFormat.VECTOR_LIST ? "" : " (an empty map: only a vectorList pointer has one)"));
        }
        checkBase(where + ".base", format, !base.isEmpty());
        targets = java.util.Collections.unmodifiableSortedMap(new java.util.TreeMap<>(targets));
        base = java.util.Collections.unmodifiableSortedMap(new java.util.TreeMap<>(base));
    }

    /** Refuses a base on a pointer whose format has none. */
    public static void checkBase(String where, PointerFormat format, boolean hasBase) {
        if (hasBase && format != PointerFormat.VECTOR_LIST) {
            throw new InputException(where, "only a vectorList pointer has a base");
        }
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
