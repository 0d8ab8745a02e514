package dev.berth.model.sync;

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

    public ResourceClass {
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
