package dev.berth.bench.memory;

import dev.berth.bench.BenchStatus;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Claims that one run's valid layout refutes, among the runs on the same instance: INFEASIBLE when a
 * layout within the capacity exists, a lower bound above a valid layout's peak, OPTIMAL above a smaller
 * valid peak. Each turns the claiming row INVALID. Valid layouts have already passed the checkers.
 */
final class MemoryCrossCheck {
    private MemoryCrossCheck() {
    }

    static List<MemoryBenchRow> apply(List<MemoryBenchRow> rows) {
        Map<String, MemoryBenchRow> best = new HashMap<>();
        for (MemoryBenchRow r : rows) {
            if (r.status().solved()) {
                best.merge(r.instance(), r, (a, b) -> b.peak() < a.peak() ? b : a);
            }
        }
        List<MemoryBenchRow> out = new ArrayList<>(rows.size());
        for (MemoryBenchRow r : rows) {
            MemoryBenchRow b = best.get(r.instance());
            String why = b == null ? null : refutation(r, b);
            out.add(why == null ? r : r.invalid(why));
        }
        return out;
    }

    private static String refutation(MemoryBenchRow r, MemoryBenchRow best) {
        String by = best.strategy() + " found a valid layout with peak " + best.peak();
        if (r.status() == BenchStatus.INFEASIBLE) {
            return "claimed INFEASIBLE (" + r.message() + "), but " + by;
        }
        if (r.bound() > best.peak()) {
            return "bound " + r.bound() + " is above the peak of a valid layout: " + by;
        }
        if (r.status() == BenchStatus.OPTIMAL && r.peak() > best.peak()) {
            return "claimed OPTIMAL with peak " + r.peak() + ", but " + by;
        }
        return null;
    }
}
