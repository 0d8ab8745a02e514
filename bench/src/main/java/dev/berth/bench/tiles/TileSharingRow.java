package dev.berth.bench.tiles;

import dev.berth.bench.BenchRow;

/**
 * What sharing bought on one instance: the same strategy as configured and replicating everything, both
 * checked by the bench. Savings are replicated minus shared, so a negative saving means sharing made it
 * worse; they exist only when both runs have a valid layout. Scores are (largest peak, total, exchange cycles).
 */
public record TileSharingRow(String instance, BenchRow shared, BenchRow replicated) {

    /** Both runs have a valid layout. */
    public boolean comparable() {
        return shared.solved() && replicated.solved();
    }

    private static long term(BenchRow r, int i) {
        return r.solved() && r.score() != null ? r.score()[i] : -1;
    }

    /** Bytes of the largest tile peak that sharing saved; 0 when not comparable. */
    public long maxPeakSaved() {
        return comparable() ? term(replicated, 0) - term(shared, 0) : 0;
    }

    /** {@link #maxPeakSaved()} in percent of the replicated max peak, NaN when not comparable. */
    public double maxPeakSavedPercent() {
        return comparable() && term(replicated, 0) > 0 ? 100.0 * maxPeakSaved() / term(replicated, 0) : Double.NaN;
    }

    /** Bytes of total memory (the sum of the tiles' peaks) that sharing saved; 0 when not comparable. */
    public long totalSaved() {
        return comparable() ? term(replicated, 1) - term(shared, 1) : 0;
    }

    public double totalSavedPercent() {
        return comparable() && term(replicated, 1) > 0 ? 100.0 * totalSaved() / term(replicated, 1) : Double.NaN;
    }

    /** Exchange cycles the shared run's layout costs, -1 without a valid one. */
    public long exchangeCycles() {
        return term(shared, 2);
    }

    public long maxPeak(boolean sharedRun) {
        return term(sharedRun ? shared : replicated, 0);
    }

    public long total(boolean sharedRun) {
        return term(sharedRun ? shared : replicated, 1);
    }
}
