package dev.berth.model.tiles;

import java.util.Collections;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A structure's decision and where its memory sits: {@code copies} tile → offset of the copy (every user when
 * replicated; the master and the receivers when shared), {@code code} tile → offset of the exchange code
 * (send on the master, receive on every receiver; tiles whose code size is zero have none).
 */
public record StructureLayout(StructurePlan plan, SortedMap<Integer, Long> copies, SortedMap<Integer, Long> code) {
    public StructureLayout {
        copies = Collections.unmodifiableSortedMap(new TreeMap<>(copies));
        code = Collections.unmodifiableSortedMap(new TreeMap<>(code));
    }
}
