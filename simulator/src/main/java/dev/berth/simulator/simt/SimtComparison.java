package dev.berth.simulator.simt;

import dev.berth.model.InputException;
import dev.berth.model.simt.Launch;
import dev.berth.model.simt.ir.Kernel;

import java.util.ArrayList;
import java.util.List;

/**
 * Whether a candidate kernel under one model computes what a reference kernel computes under another, on the
 * deterministic schedule and seeded random ones: the family's second opinion runs the original kernel under
 * {@code its} and the compiled one under {@code nextpc}. Both must complete with identical final memories.
 *
 * @param identical every schedule agreed
 * @param runs      the schedules, deterministic first
 * @param message   one line: the agreement, or the first schedule that disagrees and how
 */
public record SimtComparison(boolean identical, List<SimtComparedRun> runs, String message) {
    public SimtComparison {
        runs = List.copyOf(runs);
    }

    /** The original kernel under {@code its} against the compiled one under {@code nextpc}. */
    public static SimtComparison itsVersusNextPc(Kernel original, Kernel compiled, Launch launch, int randomSchedules,
                                                 long seed, long maxSteps) {
        return compare(original, ExecutionModel.ITS, compiled, ExecutionModel.NEXTPC, launch, randomSchedules, seed,
                maxSteps);
    }

    /**
     * Runs both kernels on the deterministic schedule and on {@code randomSchedules} random ones, seeded
     * {@code seed}, {@code seed + 1}, ...; each run stops at {@code maxSteps}.
     */
    public static SimtComparison compare(Kernel reference, ExecutionModel referenceModel, Kernel candidate,
                                         ExecutionModel candidateModel, Launch launch, int randomSchedules, long seed,
                                         long maxSteps) {
        if (randomSchedules < 0) {
            throw new InputException("--schedules", "must be at least 0, got " + randomSchedules);
        }
        List<SimtRunOptions> schedules = new ArrayList<>();
        schedules.add(SimtRunOptions.deterministic().withMaxSteps(maxSteps));
        for (int i = 0; i < randomSchedules; i++) {
            schedules.add(SimtRunOptions.random(seed + i).withMaxSteps(maxSteps));
        }
        List<SimtComparedRun> runs = new ArrayList<>();
        String firstDifference = null;
        for (SimtRunOptions o : schedules) {
            SimtRunReport r = SimtSimulator.run(reference, launch, referenceModel, o);
            SimtRunReport c = SimtSimulator.run(candidate, launch, candidateModel, o);
            String difference = difference(r, referenceModel, c, candidateModel);
            runs.add(new SimtComparedRun(o.describe(), r, c, difference == null));
            if (difference != null && firstDifference == null) {
                firstDifference = o.describe() + " schedule: " + difference;
            }
        }
        String message = firstDifference == null ? "identical final memory under " + referenceModel.text() + " and "
                + candidateModel.text() + " on " + runs.size() + " schedules" : firstDifference;
        return new SimtComparison(firstDifference == null, runs, message);
    }

    private static String difference(SimtRunReport r, ExecutionModel rm, SimtRunReport c, ExecutionModel cm) {
        if (!r.completed()) {
            return "the reference did not complete under " + rm.text() + ": " + r.message();
        }
        if (!c.completed()) {
            return "the candidate did not complete under " + cm.text() + ": " + c.message();
        }
        for (int a = 0; a < r.memory().size(); a++) {
            if (!r.memory().get(a).equals(c.memory().get(a))) {
                return "word " + a + " is " + r.memory().get(a) + " under " + rm.text() + " but " + c.memory().get(a)
                        + " under " + cm.text();
            }
        }
        return null;
    }
}
