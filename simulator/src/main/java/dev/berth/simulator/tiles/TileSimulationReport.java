package dev.berth.simulator.tiles;

import java.util.List;
import java.util.SortedMap;

/**
 * What running a tiles layout on the simulated machine observed.
 *
 * @param violations           the earliest violations (by step, then tile, then the order found), at most
 *                             {@link TileSimulator#LISTED_VIOLATIONS}
 * @param violationCount       every violation found, listed or not
 * @param bankConflicts        distinct pairs of banked variables of a tile, live at a common step, whose
 *                             ranges touch a common bank (performance, not correctness: not violations)
 * @param bankConflictExamples the first of them found, at most {@link TileSimulator#LISTED_BANK_CONFLICTS}
 * @param exchangeCycles       cycles spent by all exchange phases on the shared structures
 * @param exchangeCyclesByStep superstep → cycles of its exchange phase, for the steps that exchanged something
 * @param peaks                per tile one past the highest address written (0 when nothing was)
 * @param maxPeak              the largest of {@code peaks}
 * @param readsChecked         reads whose contents were checked (variables, copies, exchange code, pointers)
 * @param writes               writes performed (program load, receptions, variable writes)
 * @param supersteps           the program's supersteps
 */
public record TileSimulationReport(List<TileViolation> violations, long violationCount, long bankConflicts,
                                   List<BankConflict> bankConflictExamples, long exchangeCycles,
                                   SortedMap<Integer, Long> exchangeCyclesByStep, long[] peaks, long maxPeak,
                                   long readsChecked, long writes, int supersteps) {
    public TileSimulationReport {
        violations = List.copyOf(violations);
        bankConflictExamples = List.copyOf(bankConflictExamples);
        exchangeCyclesByStep = java.util.Collections.unmodifiableSortedMap(new java.util.TreeMap<>(exchangeCyclesByStep));
        peaks = peaks.clone();
    }

    /** Whether the program ran without any violation (bank conflicts do not count). */
    public boolean clean() {
        return violationCount == 0;
    }

    /** The earliest violation, or null when {@link #clean()}. */
    public TileViolation firstViolation() {
        return violations.isEmpty() ? null : violations.get(0);
    }

    /** The earliest violation's message, or null when {@link #clean()}. */
    public String firstViolationMessage() {
        return violations.isEmpty() ? null : violations.get(0).message();
    }

    /** The peak of {@code tile}. */
    public long peak(int tile) {
        return peaks[tile];
    }

    /** Each tile's peak (a copy). */
    @Override
    public long[] peaks() {
        return peaks.clone();
    }

    /** One line for the command line. */
    public String summary() {
        String head = clean() ? "clean" : violationCount + " violation" + (violationCount == 1 ? "" : "s");
        String tail = clean() ? "" : "; first: " + firstViolationMessage();
        return head + " over " + supersteps + " supersteps: " + readsChecked + " reads checked, " + bankConflicts
                + " bank conflict" + (bankConflicts == 1 ? "" : "s") + ", max peak " + maxPeak + " B, "
                + exchangeCycles + " exchange cycles" + tail;
    }
}
