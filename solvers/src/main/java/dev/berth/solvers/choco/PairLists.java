package dev.berth.solvers.choco;

/** Which pairs each variable takes part in, for propagators and search operators that work pair by pair. */
public final class PairLists {
    private PairLists() {
    }

    /**
     * Per variable {@code v < n}: the indexes {@code p}, ascending, of the pairs {@code (first[p], second[p])}
     * that name it. Two passes (count, then fill) so each list is an exactly sized array.
     */
    public static int[][] byVariable(int n, int[] first, int[] second) {
        int[] degree = new int[n];
        for (int p = 0; p < first.length; p++) {
            degree[first[p]]++;
            degree[second[p]]++;
        }
        int[][] pairsOf = new int[n][];
        for (int v = 0; v < n; v++) {
            pairsOf[v] = new int[degree[v]];
            degree[v] = 0;
        }
        for (int p = 0; p < first.length; p++) {
            pairsOf[first[p]][degree[first[p]]++] = p;
            pairsOf[second[p]][degree[second[p]]++] = p;
        }
        return pairsOf;
    }
}
