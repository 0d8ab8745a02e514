package dev.berth.simulator.channels;

import dev.berth.model.InputException;
import dev.berth.model.io.Numbers;

import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Timing jitter for the randomised timed runs: each instance takes its {@code cycles} times a factor drawn
 * log-uniformly in [1/spread, spread] (rounded, at least one cycle). With one fixed cycle count per intrinsic
 * a missing sync pair can stay hidden because a consumer happens to become free at the very cycle its
 * producer ends; varying the durations takes that coincidence away. A correct program is race-free whatever
 * the durations (the sync pairs order every dependence), so jitter cannot make a correct answer fail.
 *
 * <p>Why log-uniform: a factor is as likely to halve a duration as to double it, the median stays the
 * intrinsic's own cycles, and the same spread means the same thing for a 10-cycle load and a 10,000-cycle
 * MMA. Why a bounded factor (default 4): any two instances whose nominal cycles are within spread² of each
 * other can end in either order, which is what uncovers a coincidence, while a duration never leaves its
 * order of magnitude, so the runs' makespan range stays readable.
 *
 * @param spread the largest factor; 1 for no jitter (every instance takes exactly its cycles)
 */
public record Jitter(double spread) {
    public static final double DEFAULT_SPREAD = 4;
    public static final Jitter NONE = new Jitter(1);

    public Jitter {
        if (!(spread >= 1) || Double.isInfinite(spread)) {
            throw new InputException("--jitter", "must be a finite number of at least 1, got " + spread);
        }
    }

    public static Jitter defaults() {
        return new Jitter(DEFAULT_SPREAD);
    }

    public boolean none() {
        return spread == 1;
    }

    /** One instance's duration drawn from {@code random}; {@code cycles} itself without jitter. */
    long duration(long cycles, SplittableRandom random) {
        if (none()) {
            return cycles;
        }
        double factor = Math.pow(spread, 2 * random.nextDouble() - 1);
        // the instance format caps cycles at Numbers.MAX_VALUE; a jittered one stays within it too
        return Math.max(1, Math.min(Numbers.MAX_VALUE, Math.round(cycles * factor)));
    }

    /** "cycles jittered by a factor in [1/4, 4]", for the report. */
    @Override
    public String toString() {
        String s = spread == Math.rint(spread) && spread < 1e15 ? Long.toString((long) spread) : String.format(Locale.ROOT, "%s", spread);
        return "cycles jittered by a factor in [1/" + s + ", " + s + "]";
    }
}
