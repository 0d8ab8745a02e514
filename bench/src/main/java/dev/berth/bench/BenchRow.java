package dev.berth.bench;

import java.io.PrintStream;
import java.util.List;

/** What every family's bench row has: which run it is, how it ended, and why. */
public interface BenchRow {
    String instance();

    String strategy();

    BenchStatus status();

    /** The strategy's reason, the check that failed, or the exception; may be null. */
    String message();

    /** Prints INVALID rows (bugs) and ERROR rows after the tables, so they cannot be missed. */
    static void flag(PrintStream out, List<? extends BenchRow> rows) {
        List<? extends BenchRow> invalid = rows.stream().filter(r -> r.status() == BenchStatus.INVALID).toList();
        List<? extends BenchRow> errors = rows.stream().filter(r -> r.status() == BenchStatus.ERROR).toList();
        if (!invalid.isEmpty()) {
            out.println();
            out.println("!!! " + invalid.size() + " INVALID result(s) — wrong answers, these are bugs:");
            invalid.forEach(r -> out.println("!!!   " + r.instance() + " / " + r.strategy() + ": " + r.message()));
        }
        if (!errors.isEmpty()) {
            out.println();
            out.println("!! " + errors.size() + " ERROR run(s):");
            errors.forEach(r -> out.println("!!   " + r.instance() + " / " + r.strategy() + ": " + r.message()));
        }
    }
}
