package dev.berth.simulator.simt;

import dev.berth.model.CurrentBudget;
import dev.berth.model.InputException;
import dev.berth.model.OutOfTime;
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
 * memory {@code its} gives, on the deterministic schedule and on {@code schedules} seeded random ones, as far as
 * the simulation's allowance of work ({@link SimtAllowance}) pays for them.
 */
public final class SimtSimulation implements Simulator<SimtProblem, SimtSolution> {
    /** Random schedules of the quick second opinion (bench and demo). */
    static final int SECOND_OPINION_SCHEDULES = 8;
    /** {@code berth simulate}'s default of 1,000 schedules is for sync's short programs; kernels run far longer. */
    static final int MAX_SCHEDULES = 200;
    /**
     * The second opinion's allowance, in lane-steps: eight times {@code berth simulate}'s, so that the bench's
     * largest launches (32 warps of 32 threads, nine schedules of up to 1.7 million steps) are compared in full.
     */
    static final long SECOND_OPINION_WORK = 8 * SimtAllowance.WORK;

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
        int lanes = p.launch().threadsPerWarp();
        // classic reconvergence is shown, not compared: it gets a quarter of the allowance at most
        SimtRunReport ipdom = SimtSimulator.run(p.kernel(), p.launch(), ExecutionModel.IPDOM,
                allowance.limit(deterministic, lanes, 4));
        allowance.charge(ipdom, lanes);
        lines.add("original kernel under ipdom: " + line(ipdom, deterministic));
        ExecutionModel target = target(s);
        int schedules = Math.min(o.schedules(), MAX_SCHEDULES);
        SimtComparison c = SimtComparison.compare(p.kernel(), ExecutionModel.ITS, s.kernel(), target, p.launch(),
                schedules, o.seed(), stepBudget(p.launch()), allowance);
        if (!c.runs().isEmpty()) {
            SimtRunReport its = c.runs().get(0).reference();
            SimtRunReport answer = c.runs().get(0).candidate();
            lines.add("original kernel under its: " + line(its, deterministic));
            lines.add((s.transformed() ? "compiled" : "unchanged") + " kernel under " + target.text() + ": "
                    + line(answer, deterministic));
            if (its.completed() && answer.completed()) {
                lines.add(String.format(Locale.ROOT, "overhead against its: %+.1f%% warp instructions (%d vs %d)",
                        100.0 * (answer.steps() - its.steps()) / Math.max(1, its.steps()), answer.steps(), its.steps()));
            }
        }
        lines.add(c.message());
        if (c.identical() && SimtExploration.applies(p.launch()) && !c.runs().isEmpty()) {
            SimtExploration.Verdict every = SimtExploration.explore(s.kernel(), target, p.launch(),
                    c.runs().get(0).reference().memory());
            lines.add(!every.finished() ? "every schedule: not explored, past " + SimtExploration.MAX_STATES
                    + " states or " + SimtExploration.MAX_STEPS + " replayed steps" : every.violation() == null ? "every fair schedule completes with its's memory ("
                    + every.states() + " states explored)" : "every schedule (" + every.states() + " states): "
                    + every.violation());
            return new SimulationOutcome(every.violation() == null, lines);
        }
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

    /**
     * The answer on its hardware against the original under {@code its}: the deterministic schedule (where a
     * repeated state proves a livelock) must complete with the same memory; then, for a launch of at most four
     * threads in several warps, every fair schedule ({@link SimtExploration}); otherwise the seeded random ones
     * that the check's time pays for, up to {@link #SECOND_OPINION_SCHEDULES} (a 32 × 32 launch takes most of a
     * second each). A run the allowance cannot finish counts against the answer: it could not be shown to agree.
     * The message carries the last steps of the failing run.
     */
    @Override
    public String gateViolation(SimtProblem p, SimtSolution s) {
        Kernel original = p.kernel();
        SimtAllowance allowance = new SimtAllowance(SECOND_OPINION_WORK);
        long steps = stepBudget(p.launch());
        SimtComparison c = SimtComparison.compare(original, ExecutionModel.ITS, s.kernel(), target(s), p.launch(), 0, 1,
                steps, allowance);
        if (c.identical() && SimtExploration.applies(p.launch())) {
            // a launch this small has every schedule explored: valid then means every fair schedule completes
            SimtExploration.Verdict every = SimtExploration.explore(s.kernel(), target(s), p.launch(),
                    c.runs().get(0).reference().memory());
            if (every.finished()) {
                return every.violation() == null ? null : "exploring every schedule (" + every.states() + " states): "
                        + every.violation();
            }
        }
        for (int i = 0; c.identical() && i < SECOND_OPINION_SCHEDULES && !CurrentBudget.exhausted(); i++) {
            try {
                c = SimtComparison.random(original, s.kernel(), target(s), p.launch(), 1 + i, steps, allowance);
            } catch (OutOfTime e) {
                break; // the deterministic schedule agreed; the time for more is spent
            }
        }
        if (c.identical()) {
            return null;
        }
        StringBuilder b = new StringBuilder(c.message());
        c.runs().stream().filter(r -> !r.identical()).findFirst().ifPresent(r -> {
            List<String> trace = r.candidate().trace();
            int from = Math.max(0, trace.size() - GATE_TRACE_LINES);
            if (from < trace.size()) {
                b.append("; last steps: ").append(String.join(" | ", trace.subList(from, trace.size())));
            }
        });
        return b.toString();
    }

    /** Steps of the failing run a gate's message ends with. */
    static final int GATE_TRACE_LINES = 6;

    private static SimtComparison compare(SimtProblem p, SimtSolution s, int schedules, long seed) {
        Kernel original = p.kernel();
        return SimtComparison.compare(original, ExecutionModel.ITS, s.kernel(), target(s), p.launch(), schedules, seed,
                stepBudget(p.launch()), new SimtAllowance(SECOND_OPINION_WORK));
    }

    /** The hardware an answer is for: the next-PC machine once compiled, classic reconvergence otherwise. */
    private static ExecutionModel target(SimtSolution s) {
        return s.transformed() ? ExecutionModel.NEXTPC : ExecutionModel.IPDOM;
    }

    /** The run's outcome; a run the allowance stopped says so rather than suspecting a livelock. */
    private static String line(SimtRunReport r, SimtRunOptions asked) {
        if (SimtAllowance.cut(r, asked)) {
            return "stopped after " + r.steps() + " steps: " + SimtComparison.allowanceText() + " is spent";
        }
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
