package dev.berth.bench.simt;

import dev.berth.model.families.SimtFamily;

import dev.berth.solvers.Plugins;

import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.simt.SimtProblem;
import dev.berth.model.simt.SimtSolution;
import dev.berth.model.simt.ir.Kernel;
import dev.berth.model.simt.io.KernelText;
import dev.berth.model.io.TextFiles;
import dev.berth.simulator.simt.ExecutionModel;
import dev.berth.simulator.simt.SimtRunOptions;
import dev.berth.simulator.simt.SimtRunReport;
import dev.berth.simulator.simt.SimtSimulation;
import dev.berth.simulator.simt.SimtSimulator;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Hardware without next-PC support: for a lock kernel with a hand-restructured version in {@code CORPUS/hand/}
 * (the deadlock-free form a CUDA programmer writes for a SIMT stack, the baseline of ElTantawy and Aamodt's
 * "MIMD Synchronization on SIMT Architectures"), that version and the compiler-only strategy's answer under
 * {@code ipdom}, deterministic schedule, against the original under {@code its}. The strategy runs through the
 * registry's gate, as {@code berth solve} calls it.
 */
final class IpdomStudy {
    private final SolveOptions options;
    private final String strategy;

    IpdomStudy(SolveOptions options, String strategy) {
        this.options = options;
        this.strategy = strategy;
    }

    /** The hand version of a corpus kernel, or null when it has none. */
    static Kernel hand(Path corpus, CorpusKernel k) {
        Path file = corpus.resolve("hand").resolve(k.file());
        return Files.isRegularFile(file) ? KernelText.parse(file.toString(), TextFiles.read(file)) : null;
    }

    IpdomRow measure(CorpusKernel k, Kernel hand, SimtProblem p) {
        SimtRunOptions deterministic = SimtRunOptions.deterministic().withMaxSteps(SimtSimulation.stepBudget(p.launch()));
        SimtRunReport its = SimtSimulator.run(p.kernel(), p.launch(), ExecutionModel.ITS, deterministic);
        SimtRunReport h = SimtSimulator.run(hand, p.launch(), ExecutionModel.IPDOM, deterministic);
        String handOutcome = outcome(its, h);
        if (Plugins.of(SimtFamily.INSTANCE).strategies().names().stream().noneMatch(strategy::equals)) {
            return new IpdomRow(p.kernel().name(), k.file(), p.launch().warps(), p.launch().threadsPerWarp(),
                    its.steps(), handOutcome, h.steps(), "absent", "-", 0, "no strategy " + strategy);
        }
        Result<SimtSolution> r = Plugins.of(SimtFamily.INSTANCE).strategies().byName(strategy).solve(p, options);
        if (!r.hasSolution()) {
            return new IpdomRow(p.kernel().name(), k.file(), p.launch().warps(), p.launch().threadsPerWarp(),
                    its.steps(), handOutcome, h.steps(), r.status().name(), "-", 0, String.valueOf(r.reason()));
        }
        SimtRunReport a = SimtSimulator.run(r.solution().kernel(), p.launch(), ExecutionModel.IPDOM, deterministic);
        String answer = outcome(its, a);
        return new IpdomRow(p.kernel().name(), k.file(), p.launch().warps(), p.launch().threadsPerWarp(), its.steps(),
                handOutcome, h.steps(), r.status().name(), answer, a.steps(),
                answer.equals("completed") ? "" : a.message());
    }

    /** "completed" when the run finished with its's memory; else what happened. */
    private static String outcome(SimtRunReport its, SimtRunReport run) {
        String d = CorpusMeasure.disagreement(its, run);
        return d == null ? "completed" : d.toLowerCase(Locale.ROOT);
    }
}
