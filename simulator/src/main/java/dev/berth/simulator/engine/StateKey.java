package dev.berth.simulator.engine;

import java.util.Arrays;

/** A state as a visited-set key: equal when the arrays are (the array is never changed once wrapped). */
record StateKey(int[] state) {
    @Override
    public boolean equals(Object o) {
        return o instanceof StateKey k && Arrays.equals(state, k.state);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(state);
    }
}
