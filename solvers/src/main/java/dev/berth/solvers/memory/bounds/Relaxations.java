package dev.berth.solvers.memory.bounds;

import dev.berth.model.CurrentBudget;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.analysis.MemoryLowerBound;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * The relaxations a bound computation tries, smallest first: time windows of 4, 8, 16, 32 and 64 changes of the
 * live bytes centred on the most loaded instants (where the live-bytes bound is tight, a window is where
 * contiguity can cost something), the instance seen only at its most loaded instants, and the whole horizon with
 * its bands taken out. Relaxations with more than {@code maxBuffers} buffers to search are left out (the exact
 * search declines above 5,000), and so is any relaxation that repeats an earlier one's buffers.
 */
public final class Relaxations {
    static final int[] WIDTHS = {4, 8, 16, 32, 64};
    /** windows per width: centred on this many of the most loaded instants, apart from each other */
    static final int CENTRES = 8;
    static final double[] SAMPLE_SLACK = {0.02, 0.05, 0.10};
    static final int MAX_SAMPLES = 4_000;

    private Relaxations() {
    }

    public static List<Relaxation> of(MemoryProblem problem, int maxBuffers) {
        List<Relaxation> out = new ArrayList<>();
        long[][] profile = MemoryLowerBound.profile(problem);
        if (profile.length < 2) {
            return out;
        }
        long[] times = new long[profile.length];
        for (int k = 0; k < profile.length; k++) {
            times[k] = profile[k][0];
        }
        Integer[] byLoad = new Integer[profile.length];
        for (int k = 0; k < byLoad.length; k++) {
            byLoad[k] = k;
        }
        Arrays.sort(byLoad, Comparator.<Integer>comparingLong(k -> -profile[k][1]).thenComparingInt(k -> k));
        for (int w : WIDTHS) {
            if (w >= profile.length - 1) {
                break;
            }
            List<Integer> centres = new ArrayList<>();
            for (int k : byLoad) {
                if (centres.size() == CENTRES) {
                    break;
                }
                if (centres.stream().allMatch(c -> Math.abs(c - k) > w / 2)) {
                    centres.add(k);
                }
            }
            for (int c : centres) {
                int lo = Math.max(0, c - w / 2);
                int hi = Math.min(profile.length - 1, lo + w);
                lo = Math.max(0, hi - w);
                add(out, Relaxation.window(problem, times[lo], times[hi],
                        "window [" + times[lo] + ", " + times[hi] + ")"), maxBuffers);
            }
        }
        long peakLoad = profile[byLoad[0]][1];
        for (double slack : SAMPLE_SLACK) {
            long floor = (long) Math.ceil(peakLoad * (1 - slack));
            long[] chosen = Arrays.stream(byLoad).filter(k -> profile[k][1] >= floor && profile[k][1] > 0)
                    .limit(MAX_SAMPLES).mapToLong(k -> times[k]).sorted().toArray();
            if (chosen.length > 1 && chosen.length < profile.length - 1) {
                add(out, Relaxation.sampled(problem, chosen, "the " + chosen.length + " instants with at least "
                        + floor + " bytes live"), maxBuffers);
            }
        }
        long from = Long.MAX_VALUE;
        long to = Long.MIN_VALUE;
        for (Buffer b : problem.buffers()) {
            from = Math.min(from, b.start());
            to = Math.max(to, b.end());
        }
        add(out, Relaxation.window(problem, from, to, "the whole horizon [" + from + ", " + to + ")"), maxBuffers);
        return out;
    }

    private static void add(List<Relaxation> out, Relaxation r, int maxBuffers) {
        CurrentBudget.check("restricting the instance to its relaxations");
        if (r.rest().size() == 0 || r.rest().size() > maxBuffers) {
            return;
        }
        for (Relaxation o : out) {
            if (o.bandBytes() == r.bandBytes() && o.rest().buffers().equals(r.rest().buffers())) {
                return;
            }
        }
        out.add(r);
    }
}
