package dev.berth.simulator.simt;

import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * A run's final shared memory as an immutable list over a copy of its words: a report of a million words holds
 * 8 MiB rather than a million boxed values, and comparing two reports compares the words.
 */
final class Words extends AbstractList<Long> implements RandomAccess {
    private final long[] words;

    private Words(long[] words) {
        this.words = words;
    }

    static Words of(long[] memory) {
        return new Words(memory.clone());
    }

    @Override
    public Long get(int i) {
        return words[i];
    }

    @Override
    public int size() {
        return words.length;
    }
}
