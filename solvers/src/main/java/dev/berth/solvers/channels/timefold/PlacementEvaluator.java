package dev.berth.solvers.channels.timefold;

import dev.berth.model.TooLarge;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.analysis.ChannelsPlan;
import dev.berth.model.channels.analysis.CodeMakespan;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Values placements from scratch: the plan at those offsets ({@link ChannelsPlan}: dependences, reduction, code,
 * width) and {@link CodeMakespan} of its code. No incremental form: one buffer's move can change which
 * dependences exist anywhere in the program, and the reduction and the width are global. Local search revisits
 * placements (a move and its reverse, the same move drawn again), so the last {@value #REMEMBERED} values are
 * kept by offsets (fewer when the buffers are so many that their offsets would pass {@value #REMEMBERED_OFFSETS}).
 */
final class PlacementEvaluator {
    private static final int REMEMBERED = 4096;
    /** Offsets kept in all: with many buffers, fewer placements are remembered (each keeps every buffer's). */
    private static final int REMEMBERED_OFFSETS = 4_000_000;
    private final ChannelsProblem problem;
    private final boolean reduce;
    private final int remembered;
    private final Map<Offsets, PlacementValue> seen = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Offsets, PlacementValue> eldest) {
            return size() > remembered;
        }
    };
    /** Plans built and the time they took, for the stats. */
    private long evaluations;
    private long nanos;
    /** The channels the instance can use, which the score needs to order placements. */
    private final int usable;
    private long[] best;
    private PlacementValue bestValue;

    PlacementEvaluator(ChannelsProblem problem, boolean reduce, int usable) {
        this.problem = problem;
        this.reduce = reduce;
        this.usable = usable;
        this.remembered = Math.max(16, Math.min(REMEMBERED, REMEMBERED_OFFSETS / Math.max(1, problem.buffers().size())));
    }

    /** The value of the placement with every buffer at {@code offsets} (indexed like the problem's buffers). */
    synchronized PlacementValue value(long[] offsets) {
        Offsets key = new Offsets(offsets.clone());
        PlacementValue v = seen.get(key);
        if (v == null) {
            long started = System.nanoTime();
            try {
                v = valueOf(plan(offsets));
            } catch (TooLarge e) {
                // offsets that cut the ranges into more pieces than Berth analyses: a placement never to take
                v = PlacementValue.REFUSED;
            }
            nanos += System.nanoTime() - started;
            evaluations++;
            seen.put(key, v);
            keepIfBest(key.values(), v);
        }
        return v;
    }

    /** Remembers the value of a placement whose plan the caller built itself. */
    synchronized void remember(long[] offsets, PlacementValue v) {
        seen.put(new Offsets(offsets.clone()), v);
        keepIfBest(offsets.clone(), v);
    }

    /** The offsets of the best placement valued so far (by score); null before the first. */
    synchronized long[] best() {
        return best == null ? null : best.clone();
    }

    /** The value of {@link #best()}. */
    synchronized PlacementValue bestValue() {
        return bestValue;
    }

    private void keepIfBest(long[] offsets, PlacementValue v) {
        if (best == null || v.score(usable).compareTo(bestValue.score(usable)) > 0) {
            best = offsets;
            bestValue = v;
        }
    }

    ChannelsPlan plan(long[] offsets) {
        return ChannelsPlan.of(problem, offsets, reduce);
    }

    static PlacementValue valueOf(ChannelsPlan plan) {
        return new PlacementValue(plan.width().width(),
                CodeMakespan.of(plan.code().reduced().program(), plan.code().sync().warps()));
    }

    synchronized long evaluations() {
        return evaluations;
    }

    /** Mean milliseconds per plan built, 0 before the first. */
    synchronized double meanMillis() {
        return evaluations == 0 ? 0 : nanos / 1e6 / evaluations;
    }

    private record Offsets(long[] values) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Offsets other && Arrays.equals(values, other.values);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(values);
        }
    }
}
