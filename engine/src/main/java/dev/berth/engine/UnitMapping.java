package dev.berth.engine;

/**
 * How things are dealt out when they do not divide: units over workers, and a leaf's grains over a worker's units.
 * The fair rule gives the first {@code items % bins} bins one extra item, so 9 units over 4 workers are 3, 2, 2, 2.
 * The text's rule ("each worker maps to the same number of units, one may get fewer") would round up and give
 * 3, 3, 3, 0, leaving a worker with no unit; the fair rule is the one implemented.
 */
public final class UnitMapping {

    private UnitMapping() {
    }

    /** How many of {@code items} each of {@code bins} bins gets. */
    public static int[] fairCounts(int items, int bins) {
        if (items < 0 || bins < 1) {
            throw new IllegalArgumentException("need items >= 0 and bins >= 1, had " + items + " over " + bins);
        }
        int[] counts = new int[bins];
        for (int b = 0; b < bins; b++) {
            counts[b] = items / bins + (b < items % bins ? 1 : 0);
        }
        return counts;
    }

    /** The unit indices of each worker: contiguous runs of the fair counts. */
    public static int[][] unitsPerWorker(int units, int workers) {
        int[] counts = fairCounts(units, workers);
        int[][] mapping = new int[workers][];
        int next = 0;
        for (int w = 0; w < workers; w++) {
            mapping[w] = new int[counts[w]];
            for (int i = 0; i < counts[w]; i++) {
                mapping[w][i] = next++;
            }
        }
        return mapping;
    }
}
