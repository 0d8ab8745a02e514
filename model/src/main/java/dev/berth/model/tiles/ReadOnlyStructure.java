package dev.berth.model.tiles;

import dev.berth.model.InputException;
import dev.berth.model.io.Numbers;

import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Always-live read-only data several tiles need (vertex code or state, control code, descriptors): either
 * replicated (a copy on every user, live at every step) or shared (one copy on a master tile, sent to the
 * other users at the start of every {@code use} interval, held by them only then; the master holds the send
 * exchange code, every receiver the receive code, both always live). On its own it checks its numbers and
 * users; whether the users and steps exist and its pointers reach them is {@link TileProblem}'s to check.
 *
 * @param users     tiles that run code needing it, ascending (a copy of the array given, sorted)
 * @param shareable false pins the decision to replication (the compiler knows it is not read-only enough)
 */
public record ReadOnlyStructure(String id, StructureKind kind, long size, long alignment, int[] users, Steps use,
                                List<StructurePointer> pointers, long sendCodeBytes, long receiveCodeBytes,
                                boolean shareable) {
    public ReadOnlyStructure {
        if (id == null) {
            throw new InputException("structures", "missing field 'id'");
        }
        String where = "structures[id=" + Numbers.abbreviate(id) + "]";
        if (kind == null) {
            throw new InputException(where, "missing field 'kind'");
        }
        Numbers.inRange(where + ".size", size, 1);
        Numbers.inRange(where + ".alignment", alignment, 1);
        if (users == null) {
            throw new InputException(where, "missing field 'users'");
        }
        checkHasUsers(where + ".users", users.length);
        Set<Integer> seen = new HashSet<>();
        for (int j = 0; j < users.length; j++) {
            Numbers.inRange(where + ".users[" + j + "]", users[j], 0);
            checkNewUser(where + ".users[" + j + "]", users[j], seen);
            seen.add(users[j]);
        }
        // isUser searches it, and a caller keeping the array must not reorder it under us
        users = users.clone();
        java.util.Arrays.sort(users);
        if (use == null) {
            throw new InputException(where, "missing field 'use'");
        }
        if (pointers == null) {
            throw new InputException(where, "missing field 'pointers'");
        }
        Numbers.inRange(where + ".exchangeCodeBytes.send", sendCodeBytes, 0);
        Numbers.inRange(where + ".exchangeCodeBytes.receive", receiveCodeBytes, 0);
        pointers = List.copyOf(pointers);
    }

    /** Refuses a structure no tile uses. */
    public static void checkHasUsers(String where, int count) {
        if (count == 0) {
            throw new InputException(where, "a structure needs at least one user tile");
        }
    }

    /** Refuses a user tile already in {@code seen}; the caller records it. */
    public static void checkNewUser(String where, long tile, Collection<Integer> seen) {
        if (tile >= Integer.MIN_VALUE && tile <= Integer.MAX_VALUE && seen.contains((int) tile)) {
            throw new InputException(where, "tile " + tile + " is listed twice");
        }
    }

    public boolean isUser(int tile) {
        return java.util.Arrays.binarySearch(users, tile) >= 0;
    }

}
