package dev.berth.algorithms.tiles;

/**
 * How the reference allocator ranks a tile's equivalence classes, larger first (steps s10 / ii of the
 * text: total size of the class, number of variables, live time spanned, or number of classes it
 * interferes with). Each metric breaks its ties by the others in the order bytes, count, span, then by
 * the class's smallest block.
 */
enum ClassOrder {
    /** Total bytes of the class's blocks still to place. */
    BYTES,
    /** Blocks of the class still to place. */
    COUNT,
    /** Steps at which some block of the class is live. */
    SPAN,
    /** Other classes of the tile it interferes with. */
    DEGREE;

    /** Compares two classes by {bytes, count, span, degree}, larger first; 0 when all four tie. */
    int compare(long[] a, long[] b) {
        int first = switch (this) {
            case BYTES -> 0;
            case COUNT -> 1;
            case SPAN -> 2;
            case DEGREE -> 3;
        };
        if (a[first] != b[first]) {
            return Long.compare(b[first], a[first]);
        }
        for (int k = 0; k < 3; k++) {
            if (a[k] != b[k]) {
                return Long.compare(b[k], a[k]);
            }
        }
        return 0;
    }
}
