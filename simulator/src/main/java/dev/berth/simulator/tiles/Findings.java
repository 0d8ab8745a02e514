package dev.berth.simulator.tiles;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * What a run found, kept small whatever the layout: the earliest violations up to a limit (tiles are run one
 * after another, so the earliest in time may come last), counts of everything, the first bank conflicts.
 */
final class Findings {
    private static final Comparator<TileViolation> EARLIEST =
            Comparator.comparingInt(TileViolation::step).thenComparingInt(TileViolation::tile);

    private final int listed;
    private final int listedConflicts;
    private final List<TileViolation> kept = new ArrayList<>();
    private final List<BankConflict> conflicts = new ArrayList<>();
    private long violations;
    private long bankConflicts;
    long reads;
    long writes;

    Findings(int listed, int listedConflicts) {
        this.listed = listed;
        this.listedConflicts = listedConflicts;
    }

    void add(TileViolation v) {
        violations++;
        kept.add(v);
        if (kept.size() >= 2 * listed) {
            trim();
        }
    }

    void add(BankConflict c) {
        bankConflicts++;
        if (conflicts.size() < listedConflicts) {
            conflicts.add(c);
        }
    }

    long violations() {
        return violations;
    }

    long bankConflicts() {
        return bankConflicts;
    }

    List<BankConflict> conflictExamples() {
        return conflicts;
    }

    /** The earliest violations; a stable sort keeps the order found among equals. */
    List<TileViolation> earliest() {
        trim();
        return kept;
    }

    private void trim() {
        kept.sort(EARLIEST);
        if (kept.size() > listed) {
            kept.subList(listed, kept.size()).clear();
        }
    }
}
