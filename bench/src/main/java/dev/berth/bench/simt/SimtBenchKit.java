package dev.berth.bench.simt;

import dev.berth.model.families.SimtFamily;
import dev.berth.bench.BenchReport;
import dev.berth.bench.StudyRequest;
import dev.berth.bench.KitBase;
import dev.berth.model.Result;
import dev.berth.model.simt.SimtProblem;
import dev.berth.model.simt.SimtSolution;
import dev.berth.simulator.simt.ExecutionModel;
import dev.berth.simulator.simt.SimtRunOptions;
import dev.berth.simulator.simt.SimtRunReport;
import dev.berth.simulator.simt.SimtSimulation;
import dev.berth.simulator.simt.SimtSimulator;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The simt family in the bench: per kernel and launch, what each execution model makes of it — the original
 * under classic reconvergence ({@code ipdom}: does it deadlock?) and per-thread scheduling ({@code its}: the
 * reference), the answer on its own hardware ({@code nextpc} once compiled) — and what the compiled code costs
 * against {@code its} in warp instructions issued (one cycle each on a single-issue core) and SIMD efficiency.
 * The objective column is the compiled kernel's static size; its bound the original's.
 */
public class SimtBenchKit extends KitBase<SimtProblem, SimtSolution> {
    /**
     * The last instance's original under {@code its}: its facts and every run's overhead need it, and a sweep
     * takes an instance's runs one after the other (kits live as long as the process, so only one is kept).
     */
    private final AtomicReference<Map.Entry<SimtProblem, SimtRunReport>> lastIts = new AtomicReference<>();

    public SimtBenchKit() {
        super(SimtFamily.INSTANCE, "original size", List.of());
    }

    @Override
    public Map<String, Object> facts(SimtProblem p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kernel", p.kernel().name());
        m.put("warps", p.launch().warps());
        m.put("lanes", p.launch().threadsPerWarp());
        m.put("blocks", p.kernel().blocks().size());
        SimtRunReport ipdom = SimtSimulator.run(p.kernel(), p.launch(), ExecutionModel.IPDOM, deterministic(p));
        m.put("ipdom", outcome(ipdom));
        SimtRunReport its = its(p);
        m.put("its", outcome(its));
        if (its.completed()) {
            m.put("its steps", its.steps());
            m.put("its SIMD", percent(its.simdEfficiency()));
        }
        return m;
    }

    @Override
    public Map<String, Object> runFacts(SimtProblem p, Result<SimtSolution> r) {
        Map<String, Object> m = new LinkedHashMap<>();
        if (!r.hasSolution()) {
            return m;
        }
        ExecutionModel target = r.solution().transformed() ? ExecutionModel.NEXTPC : ExecutionModel.IPDOM;
        SimtRunReport answer = SimtSimulator.run(r.solution().kernel(), p.launch(), target, deterministic(p));
        m.put("runs on", target.text());
        m.put("result", outcome(answer));
        if (answer.completed()) {
            m.put("steps", answer.steps());
            m.put("SIMD", percent(answer.simdEfficiency()));
            SimtRunReport its = its(p);
            if (its.completed()) {
                m.put("overhead vs its", String.format(Locale.ROOT, "%+.1f%%",
                        100.0 * (answer.steps() - its.steps()) / Math.max(1, its.steps())));
            }
        }
        return m;
    }

    @Override
    public String group(SimtProblem p) {
        return p.kernel().name();
    }

    private SimtRunReport its(SimtProblem p) {
        Map.Entry<SimtProblem, SimtRunReport> last = lastIts.get();
        if (last != null && last.getKey().equals(p)) {
            return last.getValue();
        }
        SimtRunReport r = SimtSimulator.run(p.kernel(), p.launch(), ExecutionModel.ITS, deterministic(p));
        lastIts.set(Map.entry(p, r));
        return r;
    }

    /** After every bench: the overhead against per-thread scheduling and the SIMD efficiency, as the warps grow. */
    @Override
    public BenchReport study(StudyRequest<SimtProblem, SimtSolution> request) {
        try {
            request.out().println("wrote " + SimtOverheadChart.write(request.bench().rows(), request.dir()));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException("cannot write the overhead plot into " + request.dir(), e);
        }
        return request.bench();
    }

    private static SimtRunOptions deterministic(SimtProblem p) {
        return SimtRunOptions.deterministic().withMaxSteps(SimtSimulation.stepBudget(p.launch()));
    }

    private static String outcome(SimtRunReport r) {
        return r.outcome().name().toLowerCase(Locale.ROOT) + (r.suspected() ? "?" : "");
    }

    private static String percent(double x) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * x);
    }
}
