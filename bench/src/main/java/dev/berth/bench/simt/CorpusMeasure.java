package dev.berth.bench.simt;

import dev.berth.solvers.Plugins;

import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.simt.OriginalSize;
import dev.berth.model.families.SimtFamily;
import dev.berth.model.simt.SimtProblem;
import dev.berth.model.simt.SimtSolution;
import dev.berth.model.simt.ir.Kernel;
import dev.berth.simulator.simt.ExecutionModel;
import dev.berth.simulator.simt.SimtOutcome;
import dev.berth.simulator.simt.SimtRunOptions;
import dev.berth.simulator.simt.SimtRunReport;
import dev.berth.simulator.simt.SimtSimulation;
import dev.berth.simulator.simt.SimtSimulator;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Measures one corpus kernel under one launch: the original under {@code its} and {@code ipdom}, the answer of
 * the {@code nextpc} strategy through the registry's gate (what {@code berth solve} calls), and that answer on
 * the hardware it is for — {@code nextpc} once compiled, {@code ipdom} when left unchanged, as the family's
 * simulator does — on the deterministic schedule and {@code randomSchedules} random ones (seeds 1, 2, ...),
 * each against {@code its} on the same schedule. Unlike the simulator's second opinion it does not stop at the
 * first schedule that disagrees: how many agree is part of the answer. Every run stops at the family's step
 * budget for the launch ({@link SimtSimulation#stepBudget}), so a run that never finishes costs bounded time.
 */
public final class CorpusMeasure {
    /** As the family's second opinion: the deterministic schedule and eight seeded random ones. */
    public static final int RANDOM_SCHEDULES = 8;

    private final SolveOptions options;
    private final int randomSchedules;

    public CorpusMeasure(SolveOptions options, int randomSchedules) {
        this.options = options;
        this.randomSchedules = randomSchedules;
    }

    public CorpusRow measure(CorpusKernel ck, SimtProblem p) {
        long start = System.nanoTime();
        Kernel original = p.kernel();
        List<SimtRunOptions> schedules = schedules(p);
        List<SimtRunReport> its = new ArrayList<>();
        for (SimtRunOptions o : schedules) {
            its.add(SimtSimulator.run(original, p.launch(), ExecutionModel.ITS, o));
        }
        SimtRunReport reference = its.get(0);
        boolean stable = its.stream().allMatch(r -> r.completed() && r.memory().equals(reference.memory()));
        SimtRunReport ipdom = SimtSimulator.run(original, p.launch(), ExecutionModel.IPDOM, schedules.get(0));
        long originalSize = OriginalSize.of(original).instructions();

        Result<SimtSolution> result;
        try {
            result = Plugins.of(SimtFamily.INSTANCE).strategies().byName("nextpc").solve(p, options);
        } catch (RuntimeException e) {
            return row(ck, p, reference, stable, ipdom, "ERROR", "none", 0, originalSize, null, "-", null,
                    schedules.size(), 0, "not compiled", "the strategy threw " + e, start);
        }
        if (!result.hasSolution()) {
            return row(ck, p, reference, stable, ipdom, result.status().name(), "none", 0, originalSize, null, "-",
                    null, schedules.size(), 0, "not compiled", String.valueOf(result.reason()), start);
        }
        SimtSolution s = result.solution();
        String checker = SimtFamily.INSTANCE.checker().violation(p, s);
        ExecutionModel target = s.transformed() ? ExecutionModel.NEXTPC : ExecutionModel.IPDOM;
        SimtRunReport first = null;
        int agreeing = 0;
        String verdict = CorpusRow.COMPLETES;
        String reason = "";
        for (int i = 0; i < schedules.size(); i++) {
            SimtRunReport a = SimtSimulator.run(s.kernel(), p.launch(), target, schedules.get(i));
            first = first == null ? a : first;
            String kind = disagreement(its.get(i), a);
            if (kind == null) {
                agreeing++;
            } else if (verdict.equals(CorpusRow.COMPLETES)) {
                verdict = kind;
                reason = schedules.get(i).describe() + " schedule: " + explain(its.get(i), a, target);
            }
        }
        return row(ck, p, reference, stable, ipdom, result.status().name(), s.transformed() ? "compiled" : "unchanged",
                OriginalSize.of(s.kernel()).instructions(), originalSize, checker, target.text(), first,
                schedules.size(), agreeing, verdict, reason, start);
    }

    private List<SimtRunOptions> schedules(SimtProblem p) {
        long budget = SimtSimulation.stepBudget(p.launch());
        List<SimtRunOptions> list = new ArrayList<>();
        list.add(SimtRunOptions.deterministic().withMaxSteps(budget));
        for (int i = 1; i <= randomSchedules; i++) {
            list.add(SimtRunOptions.random(i).withMaxSteps(budget));
        }
        return list;
    }

    /** Null when the answer completed with the reference's memory; else what went wrong, in one word or two. */
    static String disagreement(SimtRunReport reference, SimtRunReport answer) {
        if (!reference.completed()) {
            return "its fails";
        }
        if (!answer.completed()) {
            return answer.outcome() == SimtOutcome.LIVELOCK ? "livelock"
                    : answer.outcome() == SimtOutcome.DEADLOCK ? "deadlock" : "fault";
        }
        return answer.memory().equals(reference.memory()) ? null : "wrong memory";
    }

    private static String explain(SimtRunReport reference, SimtRunReport answer, ExecutionModel target) {
        if (!reference.completed()) {
            return "the original did not complete under its: " + reference.message();
        }
        if (!answer.completed()) {
            return "under " + target.text() + ": " + answer.message();
        }
        for (int a = 0; a < reference.memory().size(); a++) {
            if (!reference.memory().get(a).equals(answer.memory().get(a))) {
                return "word " + a + " is " + reference.memory().get(a) + " under its but " + answer.memory().get(a)
                        + " under " + target.text();
            }
        }
        throw new IllegalStateException("no differing word");
    }

    private static CorpusRow row(CorpusKernel ck, SimtProblem p, SimtRunReport its, boolean stable,
                                 SimtRunReport ipdom, String status, String pass, long size, long originalSize,
                                 String checker, String target, SimtRunReport answer, int schedules, int agreeing,
                                 String verdict, String reason, long start) {
        return new CorpusRow(p.kernel().name(), ck.file(), ck.waits(), p.launch().warps(), p.launch().threadsPerWarp(),
                outcome(its), its.steps(), its.simdEfficiency(), stable, outcome(ipdom), status, pass, size,
                originalSize, checker, target, answer == null ? "-" : outcome(answer),
                answer == null ? 0 : answer.steps(), answer == null ? 0 : answer.simdEfficiency(), schedules,
                agreeing, verdict, reason, (System.nanoTime() - start) / 1e9);
    }

    private static String outcome(SimtRunReport r) {
        return r.outcome().name().toLowerCase(Locale.ROOT) + (r.suspected() ? "?" : "");
    }
}
