package dev.berth.bench.tiles;

/**
 * What sharing bought on one instance: the same strategy as configured and with {@code share=none}
 * (replicate everything), both checked by the bench. Savings are replicated minus shared, so a negative
 * saving means sharing made it worse; they exist only when both runs have a valid layout.
 */
public record TileSharingRow(String instance, TileBenchRow shared, TileBenchRow replicated) {

    /** Both runs have a valid layout. */
    public boolean comparable() {
        return shared.solved() && replicated.solved();
    }

    /** Bytes of the largest tile peak that sharing saved; 0 when not comparable. */
    public long maxPeakSaved() {
        return comparable() ? replicated.maxPeak() - shared.maxPeak() : 0;
    }

    /** {@link #maxPeakSaved()} in percent of the replicated max peak, NaN when not comparable. */
    public double maxPeakSavedPercent() {
        return comparable() && replicated.maxPeak() > 0 ? 100.0 * maxPeakSaved() / replicated.maxPeak() : Double.NaN;
    }

    /** Bytes of total memory (the sum of the tiles' peaks) that sharing saved; 0 when not comparable. */
    public long totalSaved() {
        return comparable() ? replicated.totalMemory() - shared.totalMemory() : 0;
    }

    public double totalSavedPercent() {
        return comparable() && replicated.totalMemory() > 0 ? 100.0 * totalSaved() / replicated.totalMemory()
                : Double.NaN;
    }

    /** Exchange cycles the shared run's layout costs, -1 without a valid one. */
    public long exchangeCycles() {
        return shared.solved() ? shared.exchangeCycles() : -1;
    }
}
