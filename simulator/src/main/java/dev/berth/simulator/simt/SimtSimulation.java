package dev.berth.simulator.simt;

import dev.berth.model.InputException;
import dev.berth.model.simt.SimtProblem;
import dev.berth.model.simt.SimtSolution;
import dev.berth.model.simt.ir.Kernel;
import dev.berth.simulator.SimulationOptions;
import dev.berth.simulator.SimulationOutcome;
import dev.berth.simulator.Simulator;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The simt family's simulator. The original kernel runs under {@code ipdom} (classic hardware: where a spin-lock
 * deadlocks) and {@code its} (per-thread scheduling: the reference result); the answer runs on the hardware it
 * is for — a compiled kernel under {@code nextpc}, an unchanged one under {@code ipdom} — and must end with the
 * memory {@code its} gives, on the deterministic schedule and on {@code schedules} seeded random ones.
 */
public final class SimtSimulation implements Simulator<SimtProblem, SimtSolution> {
    /** Random schedules of the quick second opinion (bench and demo). */
    static final int SECOND_OPINION_SCHEDULES = 8;
    /** {@code berth simulate}'s default of 1,000 schedules is for sync's short programs; kernels run far longer. */
    static final int MAX_SCHEDULES = 200;

    /**
     * Steps a run may take before it counts as a suspected livelock. Spinning costs steps in proportion to the
     * threads waiting times the turns: a 32 × 32 spin-lock takes about 1.5 million under a random schedule, so
     * the budget grows with the square of the threads (8·threads², at least the simulator's default), up to
     * {@link #MAX_RUN_STEPS}.
     */
    public static long stepBudget(dev.berth.model.simt.Launch launch) {
        long threads = launch.threads();
        return Math.min(MAX_RUN_STEPS, Math.max(SimtRunOptions.DEFAULT_MAX_STEPS, 8 * threads * threads));
    }

    /**
     * The most steps one run takes before it counts as a suspected livelock ({@code simt.runSteps}): the budget of
     * a 32 × 32 launch, where a spin-lock under a random schedule still completes. Larger launches are simulated
     * only that far.
     */
    public static final long MAX_RUN_STEPS = 8L * 1024 * 1024;

    @Override
    public String family() {
        return "simt";
    }

    @Override
    public SimulationOutcome run(SimtProblem p, SimtSolution s, SimulationOptions o) {
        if (o.schedules() < 0) {
            throw new InputException("--schedules", "must be at least 0, got " + o.schedules());
        }
        List<String> lines = new ArrayList<>();
        SimtAllowance allowance = new SimtAllowance(SimtAllowance.WORK);
        SimtRunOptions deterministic = SimtRunOptions.deterministic().withMaxSteps(stepBudget(p.launch()));
        lines.add("original kernel under ipdom: " + run(p.kernel(), p.launch(), ExecutionModel.IPDOM, deterministic,
                allowance).text());
        Charged its = run(p.kernel(), p.launch(), ExecutionModel.ITS, deterministic, allowance);
        lines.add("original kernel under its: " + its.text());
        ExecutionModel target = target(s);
        Charged answer = run(s.kernel(), p.launch(), target, deterministic, allowance);
        lines.add((s.transformed() ? "compiled" : "unchanged") + " kernel under " + target.text() + ": " + answer.text());
        if (its.report().completed() && answer.report().completed()) {
            long a = answer.report().steps();
            long i = its.report().steps();
            lines.add(String.format(Locale.ROOT, "overhead against its: %+.1f%% warp instructions (%d vs %d)",
                    100.0 * (a - i) / Math.max(1, i), a, i));
        }
        int schedules = Math.min(o.schedules(), MAX_SCHEDULES);
        SimtComparison c = allowance.spent()
                ? new SimtComparison(false, List.of(), "no schedule compared: " + SimtComparison.allowanceText()
                        + " is spent")
                : SimtComparison.compare(p.kernel(), ExecutionModel.ITS, s.kernel(), target, p.launch(), schedules,
                        o.seed(), stepBudget(p.launch()), allowance);
        lines.add(c.message());
        if (!c.identical()) {
            c.runs().stream().filter(r -> !r.identical()).findFirst().ifPresent(r -> {
                lines.add("trace of the answer's run (" + r.schedule() + "):");
                r.candidate().trace().forEach(t -> lines.add("  " + t));
                r.candidate().unfinished().forEach(t -> lines.add("  " + t));
            });
        }
        return new SimulationOutcome(c.identical(), lines);
    }

    @Override
    public String secondOpinion(SimtProblem p, SimtSolution s) {
        SimtComparison c = compare(p, s, SECOND_OPINION_SCHEDULES, 1);
        return c.identical() ? null : c.message();
    }

    private static SimtComparison compare(SimtProblem p, SimtSolution s, int schedules, long seed) {
        Kernel original = p.kernel();
        return SimtComparison.compare(original, ExecutionModel.ITS, s.kernel(), target(s), p.launch(), schedules, seed,
                stepBudget(p.launch()));
    }

    /** A run charged to the simulation's allowance, and whether the allowance stopped it. */
    private record Charged(SimtRunReport report, boolean cut) {
        String text() {
            return cut ? "stopped after " + report.steps() + " steps: " + SimtComparison.allowanceText() + " is spent"
                    : line(report);
        }
    }

    private static Charged run(Kernel k, dev.berth.model.simt.Launch launch, ExecutionModel m, SimtRunOptions asked,
                               SimtAllowance allowance) {
        SimtRunOptions given = allowance.limit(asked, launch.threadsPerWarp());
        SimtRunReport r = SimtSimulator.run(k, launch, m, given);
        allowance.charge(r, launch.threadsPerWarp());
        return new Charged(r, SimtAllowance.cut(r, asked, given));
    }

    /** The hardware an answer is for: the next-PC machine once compiled, classic reconvergence otherwise. */
    private static ExecutionModel target(SimtSolution s) {
        return s.transformed() ? ExecutionModel.NEXTPC : ExecutionModel.IPDOM;
    }

    private static String line(SimtRunReport r) {
        String head = r.outcome().name().toLowerCase(Locale.ROOT) + (r.suspected() ? " (suspected)" : "");
        if (!r.completed()) {
            return head + ": " + r.message();
        }
        return String.format(Locale.ROOT, "%s in %d warp instructions, SIMD efficiency %.1f%%, memory %s", head,
                r.steps(), 100 * r.simdEfficiency(), abbreviate(r.memory()));
    }

    private static String abbreviate(List<Long> memory) {
        return memory.size() <= 16 ? memory.toString() : memory.subList(0, 16) + " ... (" + memory.size() + " words)";
    }
}
