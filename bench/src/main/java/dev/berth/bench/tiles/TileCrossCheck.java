package dev.berth.bench.tiles;

import dev.berth.bench.BenchStatus;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Claims that another run's valid layout on the same instance refutes: INFEASIBLE, and a reported bound
 * above a valid layout's largest peak (which covers OPTIMAL claims too: the runner already holds an OPTIMAL
 * run's max peak to its own bound). Each turns the claiming row INVALID. Valid layouts have already passed
 * the checkers.
 */
final class TileCrossCheck {
    private TileCrossCheck() {
    }

    static List<TileBenchRow> apply(List<TileBenchRow> rows) {
        Map<String, TileBenchRow> best = new HashMap<>();
        for (TileBenchRow r : rows) {
            if (r.solved()) {
                best.merge(r.instance(), r, (a, b) -> b.maxPeak() < a.maxPeak() ? b : a);
            }
        }
        List<TileBenchRow> out = new ArrayList<>(rows.size());
        for (TileBenchRow r : rows) {
            TileBenchRow b = best.get(r.instance());
            String why = b == null || r.status() == BenchStatus.INVALID || r.status() == BenchStatus.ERROR ? null
                    : refutation(r, b);
            out.add(why == null ? r : r.invalid(why));
        }
        return out;
    }

    private static String refutation(TileBenchRow r, TileBenchRow best) {
        String by = best.strategy() + " found a valid layout with max peak " + best.maxPeak();
        if (r.status() == BenchStatus.INFEASIBLE) {
            return "claimed INFEASIBLE (" + r.message() + "), but " + by;
        }
        if (r.reportedBound() > best.maxPeak()) {
            return "reported bound " + r.reportedBound() + " is above a valid layout's max peak: " + by;
        }
        return null;
    }
}
