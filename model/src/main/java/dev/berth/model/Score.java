package dev.berth.model;

import java.util.Arrays;

/**
 * What a solution costs, as terms compared lexicographically, the first one deciding most; lower is
 * better. The first term is the family's headline objective (memory: the peak; sync: physical resources
 * used; tiles: the largest tile's peak), the one {@code bound} and OPTIMAL speak about.
 */
public record Score(long[] terms) implements Comparable<Score> {

    public Score {
        if (terms == null || terms.length == 0) {
            throw new IllegalArgumentException("a score needs at least one term");
        }
        terms = terms.clone();
    }

    public static Score of(long... terms) {
        return new Score(terms);
    }

    /** The first term. */
    public long headline() {
        return terms[0];
    }

    public long term(int i) {
        return terms[i];
    }

    @Override
    public long[] terms() {
        return terms.clone();
    }

    @Override
    public int compareTo(Score o) {
        return Arrays.compare(terms, o.terms);
    }

    public boolean betterThan(Score o) {
        return compareTo(o) < 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Score s && Arrays.equals(terms, s.terms);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(terms);
    }

    @Override
    public String toString() {
        return Arrays.toString(terms);
    }
}
