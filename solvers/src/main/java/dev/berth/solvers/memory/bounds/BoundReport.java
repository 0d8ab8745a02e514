package dev.berth.solvers.memory.bounds;

import dev.berth.model.Bound;

import java.util.List;

/**
 * What a bound computation proved: the family's own bound ({@code base}, certificate-backed), and the best value
 * some relaxation's complete searches proved above it.
 *
 * @param value     the best lower bound proven ({@code base.value()} when no step succeeded)
 * @param base      the live-bytes / pinned-end bound with its certificate
 * @param granule   every least peak is a multiple of this (gcd of sizes, alignments, pins; 1 with windowed gaps)
 * @param steps     the refutations, in order; the last one proves {@code value}
 * @param searches  how many relaxation searches ran
 * @param nodes     search nodes over all of them
 * @param seconds   wall time
 * @param stopped   why the computation ended ("upper bound reached", "time limit", "no relaxation left")
 */
public record BoundReport(long value, Bound base, long granule, List<CapRefutation> steps, int searches, long nodes,
                          double seconds, String stopped) {

    public BoundReport {
        steps = List.copyOf(steps);
    }

    /** The step that proves {@code value}, or null when the base bound is the best. */
    public CapRefutation proving() {
        return steps.isEmpty() ? null : steps.get(steps.size() - 1);
    }

    /** Whether a search raised the bound above the certificate-backed base. */
    public boolean raised() {
        return value > base.value();
    }

    /** One paragraph: the bound and what backs it. */
    public String explain() {
        if (!raised()) {
            return "lower bound " + value + ": " + (base.certificate() == null ? "nothing is live"
                    : base.certificate().describe()) + " (certificate); no relaxation search raised it";
        }
        return "lower bound " + value + " (base " + base.value() + "): " + proving().describe();
    }
}
