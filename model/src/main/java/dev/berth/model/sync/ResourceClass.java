package dev.berth.model.sync;

import dev.berth.model.InputException;
import dev.berth.model.io.Numbers;
import dev.berth.model.sync.io.SyncLimits;

import java.util.List;

/**
 * A kind of physical sync resource (named barriers, mbarriers, semaphores) with its own numbering:
 * ids {@code 0 .. limit-1} minus {@code reserved}.
 *
 * @param limit    how many ids the hardware has, or {@link #UNLIMITED}
 * @param reserved ids the compiler may not hand out (taken by {@code __syncthreads}, a library), sorted
 */
public record ResourceClass(String id, int limit, List<Integer> reserved, Semantics semantics) {
    public static final int UNLIMITED = Integer.MAX_VALUE;
    public static final String DEFAULT = "default";
    /** Pinned ids and arrival counts from here up are refused: no hardware has that many, and sums stay in int. */
    public static final int MAX_ID = 1 << 30;

    public ResourceClass {
        if (id == null) {
            throw new InputException("classes", "missing field 'id'");
        }
        String where = "classes[id=" + Numbers.abbreviate(id) + "]";
        if (limit < 0) {
            throw new InputException(where + ".limit", "must be at least 0, got " + limit);
        }
        if (reserved == null) {
            throw new InputException(where, "missing field 'reserved'");
        }
        SyncLimits.checkReserved(where + ".reserved", reserved.size());
        for (int i = 0; i < reserved.size(); i++) {
            Integer r = reserved.get(i);
            if (r == null || r < 0) {
                throw new InputException(where + ".reserved[" + i + "]", "must be at least 0, got " + r);
            }
        }
        if (semantics == null) {
            throw new InputException(where, "missing field 'semantics'");
        }
        reserved = reserved.stream().distinct().sorted().toList();
    }

    public static ResourceClass unlimited(Semantics semantics) {
        return new ResourceClass(DEFAULT, UNLIMITED, List.of(), semantics);
    }

    public boolean limited() {
        return limit != UNLIMITED;
    }

    public boolean isReserved(int physical) {
        return java.util.Collections.binarySearch(reserved, physical) >= 0;
    }

    /** Whether {@code physical} is an id this class may hand out. */
    public boolean usable(int physical) {
        return physical >= 0 && physical < limit && !isReserved(physical);
    }

    /**
     * Refuses a pin to an id this class never hands out; {@code where} names the pin. Takes a long so that a
     * reader can pass what the file says before narrowing it.
     */
    public void checkPinnable(String where, long pinned) {
        if (pinned >= MAX_ID || !usable((int) pinned)) {
            throw new InputException(where, "id " + pinned + " is not usable in class " + id
                    + (pinned >= 0 && pinned <= Integer.MAX_VALUE && isReserved((int) pinned) ? " (reserved)" : " (limit " + limit + ")"));
        }
    }

    /** How many ids may be handed out, or {@link #UNLIMITED}. */
    public int capacity() {
        if (!limited()) {
            return UNLIMITED;
        }
        return limit - (int) reserved.stream().filter(r -> r < limit).count();
    }

    /** The {@code k}-th usable id (from 0), skipping reserved ones. */
    public int usableId(int k) {
        int id = k;
        for (int r : reserved) {
            if (r <= id) {
                id++;
            } else {
                break;
            }
        }
        return id;
    }
}
