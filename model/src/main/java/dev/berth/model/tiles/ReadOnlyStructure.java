package dev.berth.model.tiles;

import java.util.List;

/**
 * Always-live read-only data several tiles need (vertex code or state, control code, descriptors): either
 * replicated (a copy on every user, live at every step) or shared (one copy on a master tile, sent to the
 * other users at the start of every {@code use} interval, held by them only then; the master holds the send
 * exchange code, every receiver the receive code, both always live).
 *
 * @param users     tiles that run code needing it, ascending
 * @param shareable false pins the decision to replication (the compiler knows it is not read-only enough)
 */
public record ReadOnlyStructure(String id, StructureKind kind, long size, long alignment, int[] users, Steps use,
                                List<StructurePointer> pointers, long sendCodeBytes, long receiveCodeBytes,
                                boolean shareable) {
    public ReadOnlyStructure {
        pointers = List.copyOf(pointers);
    }

    public boolean isUser(int tile) {
        return java.util.Arrays.binarySearch(users, tile) >= 0;
    }
}
