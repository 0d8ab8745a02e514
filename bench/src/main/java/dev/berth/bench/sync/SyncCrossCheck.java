package dev.berth.bench.sync;

import dev.berth.bench.BenchStatus;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Claims that another run's valid mapping on the same instance refutes: INFEASIBLE against any valid mapping
 * (the validator checked its ids against the class limits); a lower bound, or OPTIMAL without removals,
 * above a valid mapping that removes nothing. Removing redundant pairs keeps the order between the
 * remaining instructions, so it never raises the width: a bound from a reduced program still lies below
 * every mapping of the full one.
 */
final class SyncCrossCheck {
    private SyncCrossCheck() {
    }

    static List<SyncBenchRow> apply(List<SyncBenchRow> rows) {
        Map<String, SyncBenchRow> anyValid = new HashMap<>();
        Map<String, SyncBenchRow> bestFull = new HashMap<>();
        for (SyncBenchRow r : rows) {
            if (r.solved()) {
                anyValid.merge(r.instance(), r, (a, b) -> b.used() < a.used() ? b : a);
                if (r.removed() == 0) {
                    bestFull.merge(r.instance(), r, (a, b) -> b.used() < a.used() ? b : a);
                }
            }
        }
        List<SyncBenchRow> out = new ArrayList<>(rows.size());
        for (SyncBenchRow r : rows) {
            String why = refutation(r, anyValid.get(r.instance()), bestFull.get(r.instance()));
            out.add(why == null ? r : r.invalid(why));
        }
        return out;
    }

    private static String refutation(SyncBenchRow r, SyncBenchRow valid, SyncBenchRow full) {
        if (r.status() == BenchStatus.INFEASIBLE && valid != null) {
            return "claimed INFEASIBLE (" + r.message() + "), but " + valid.strategy() + " found a valid mapping with "
                    + valid.used() + " physical";
        }
        if (full == null || r.status() == BenchStatus.INVALID || r.status() == BenchStatus.ERROR) {
            return null;
        }
        String by = full.strategy() + " found a valid mapping with " + full.used() + " physical, nothing removed";
        if (r.bound() > full.used()) {
            return "bound " + r.bound() + " is above a valid mapping: " + by;
        }
        if (r.status() == BenchStatus.OPTIMAL && r.removed() == 0 && r.used() > full.used()) {
            return "claimed OPTIMAL with " + r.used() + " physical, but " + by;
        }
        return null;
    }
}
