package dev.berth.simulator.simt;

import java.util.StringJoiner;

/** Lane masks (bit {@code lane} per thread) and thread names for messages. */
final class Lanes {
    private Lanes() {
    }

    /** The lanes below {@code lanes}. */
    static long all(int lanes) {
        return lanes == 64 ? -1L : (1L << lanes) - 1;
    }

    static boolean has(long mask, int lane) {
        return (mask >>> lane & 1) != 0;
    }

    /** The first lane of {@code mask} after {@code lane}, wrapping round (itself when alone); -1 for none. */
    static int nextAfter(long mask, int lane, int lanes) {
        for (int i = 1; i <= lanes; i++) {
            int l = (lane + i) % lanes;
            if (has(mask, l)) {
                return l;
            }
        }
        return -1;
    }

    /** The first lane of {@code mask} at or after {@code lane}, wrapping round; -1 for none. */
    static int atOrAfter(long mask, int lane, int lanes) {
        return nextAfter(mask, (lane + lanes - 1) % lanes, lanes);
    }

    /** {@code t4,t5,t7}: the threads of the mask's lanes in warp {@code warp}. */
    static String threads(long mask, int warp, int lanes) {
        StringJoiner j = new StringJoiner(",");
        for (int l = 0; l < lanes; l++) {
            if (has(mask, l)) {
                j.add("t" + (warp * lanes + l));
            }
        }
        return j.toString();
    }

    /** {@code {0,1,3}}: the lanes of a mask. */
    static String text(long mask, int lanes) {
        StringJoiner j = new StringJoiner(",", "{", "}");
        for (int l = 0; l < lanes; l++) {
            if (has(mask, l)) {
                j.add(Integer.toString(l));
            }
        }
        return j.toString();
    }
}
