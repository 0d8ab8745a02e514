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
 * The schedules stop at the first that disagrees (only it is reported), or when the simulation's allowance
 * ({@link SimtAllowance}) is spent.
 *
 * @param identical every schedule run agreed
 * @param runs      the schedules run, deterministic first
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
        return compare(reference, referenceModel, candidate, candidateModel, launch, randomSchedules, seed, maxSteps,
                SimtAllowance.unlimited());
    }

    /**
     * As above, within {@code allowance}, which the runs are charged to. The deterministic schedule always runs,
     * its reference on at most half of what is left; a run of it that the allowance stops is a difference (the
     * answer could not be shown to agree). A random schedule the allowance cannot pay for is not run, and the
     * schedules stop there: the message says how many were left out.
     */
    static SimtComparison compare(Kernel reference, ExecutionModel referenceModel, Kernel candidate,
                                  ExecutionModel candidateModel, Launch launch, int randomSchedules, long seed,
                                  long maxSteps, SimtAllowance allowance) {
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
        boolean cut = false;
        int lanes = launch.threadsPerWarp();
        for (SimtRunOptions o : schedules) {
            boolean first = runs.isEmpty();
            SimtRunReport r = SimtSimulator.run(reference, launch, referenceModel, allowance.limit(o, lanes, first ? 2 : 1));
            allowance.charge(r, lanes);
            SimtRunReport c = SimtSimulator.run(candidate, launch, candidateModel, allowance.limit(o, lanes, 1));
            allowance.charge(c, lanes);
            String difference = cutShort(r, o, referenceModel, "reference");
            difference = difference != null ? difference : cutShort(c, o, candidateModel, "candidate");
            if (difference != null && !first) {
                cut = true; // an unfinished random schedule shows nothing either way: it is left out
                break;
            }
            if (difference == null) {
                difference = difference(r, referenceModel, c, candidateModel);
            }
            runs.add(new SimtComparedRun(o.describe(), r, c, difference == null));
            if (difference != null) {
                firstDifference = o.describe() + " schedule: " + difference;
                break;
            }
            if (allowance.spent()) {
                cut = runs.size() < schedules.size();
                break;
            }
        }
        String message = firstDifference != null ? firstDifference : "identical final memory under "
                + referenceModel.text() + " and " + candidateModel.text() + " on " + runs.size() + " schedules"
                + (cut ? " (" + (schedules.size() - runs.size()) + " more not run: " + allowanceText() + " was spent)"
                : "");
        return new SimtComparison(firstDifference == null, runs, message);
    }

    /**
     * One random schedule, seeded {@code seed}, of the original under {@code its} against the candidate under
     * {@code candidateModel}, charged to {@code allowance}; a run the allowance stops is left out (identical).
     */
    static SimtComparison random(Kernel original, Kernel candidate, ExecutionModel candidateModel, Launch launch,
                                 long seed, long maxSteps, SimtAllowance allowance) {
        SimtRunOptions o = SimtRunOptions.random(seed).withMaxSteps(maxSteps);
        int lanes = launch.threadsPerWarp();
        SimtRunReport r = SimtSimulator.run(original, launch, ExecutionModel.ITS, allowance.limit(o, lanes, 2));
        allowance.charge(r, lanes);
        SimtRunReport c = SimtSimulator.run(candidate, launch, candidateModel, allowance.limit(o, lanes, 1));
        allowance.charge(c, lanes);
        if (SimtAllowance.cut(r, o) || SimtAllowance.cut(c, o)) {
            return new SimtComparison(true, List.of(), "the " + o.describe() + " schedule was not run to its end: "
                    + allowanceText() + " was spent");
        }
        String difference = difference(r, ExecutionModel.ITS, c, candidateModel);
        return new SimtComparison(difference == null, List.of(new SimtComparedRun(o.describe(), r, c, difference == null)),
                difference == null ? "identical final memory under its and " + candidateModel.text() + " on the "
                        + o.describe() + " schedule" : o.describe() + " schedule: " + difference);
    }

    /** The simulation's allowance in words, for messages. */
    static String allowanceText() {
        return "the simulation's allowance of " + String.format(java.util.Locale.ROOT, "%,d", SimtAllowance.WORK)
                + " lane-steps (limit simt.simulationWork)";
    }

    /** Why a run the allowance stopped says nothing about the kernel, or null when it was not stopped so. */
    private static String cutShort(SimtRunReport r, SimtRunOptions asked, ExecutionModel m, String which) {
        return SimtAllowance.cut(r, asked) ? "the " + which + " was stopped under " + m.text() + " after "
                + r.steps() + " steps: " + allowanceText() + " is spent" : null;
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
