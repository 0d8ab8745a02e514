package dev.berth.bench;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Claims one run's valid answer refutes, among the runs on the same instance: INFEASIBLE when an answer
 * exists, a lower bound above a valid answer's objective, OPTIMAL above a smaller valid objective. Each
 * turns the claiming row INVALID. Then every row's bound is raised to the strongest bound a valid run of
 * the instance proved, so that ratios compare every strategy with the same, best known bound.
 */
public final class CrossCheck {
    private CrossCheck() {
    }

    public static List<BenchRow> apply(List<BenchRow> rows) {
        Map<String, BenchRow> best = new HashMap<>();
        for (BenchRow r : rows) {
            if (r.solved() && r.boundApplies()) {
                best.merge(r.instance(), r, (a, b) -> b.objective() < a.objective() ? b : a);
            }
        }
        List<BenchRow> checked = new ArrayList<>(rows.size());
        Map<String, Long> strongest = new HashMap<>();
        for (BenchRow r : rows) {
            BenchRow b = best.get(r.instance());
            boolean judged = r.status() == BenchStatus.INVALID || r.status() == BenchStatus.ERROR;
            String why = b == null || judged ? null : refutation(r, b);
            BenchRow c = why == null ? r : r.invalid(why);
            checked.add(c);
            if (c.status() != BenchStatus.INVALID && c.status() != BenchStatus.INFEASIBLE && c.boundApplies()
                    && !"none".equals(c.proof())) {
                strongest.merge(c.instance(), c.reportedBound(), Math::max);
            }
        }
        List<BenchRow> out = new ArrayList<>(checked.size());
        for (BenchRow r : checked) {
            long s = strongest.getOrDefault(r.instance(), r.bound());
            out.add(s > r.bound() ? r.withBound(s) : r);
        }
        return out;
    }

    private static String refutation(BenchRow r, BenchRow best) {
        String by = best.strategy() + " found a valid answer with objective " + best.objective();
        if (r.status() == BenchStatus.INFEASIBLE) {
            return "claimed INFEASIBLE (" + r.message() + "), but " + by;
        }
        if (r.boundApplies() && r.reportedBound() > best.objective()) {
            return "bound " + r.reportedBound() + " is above the objective of a valid answer: " + by;
        }
        if (r.status() == BenchStatus.OPTIMAL && r.objective() > best.objective()) {
            return "claimed OPTIMAL with objective " + r.objective() + ", but " + by;
        }
        return null;
    }
}
