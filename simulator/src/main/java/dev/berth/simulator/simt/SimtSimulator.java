package dev.berth.simulator.simt;

import dev.berth.model.CurrentBudget;
import dev.berth.model.InputException;
import dev.berth.model.simt.SimtLimits;
import dev.berth.model.simt.Launch;
import dev.berth.model.simt.ir.Kernel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Runs a kernel under one execution model (docs/simt.md) and reports how it ended. Never hangs: a
 * deterministic run whose whole state repeats is a livelock (proved), a run where no warp can issue is a
 * deadlock, and a run still going at the step limit is reported as a suspected livelock.
 */
public final class SimtSimulator {
    private SimtSimulator() {
    }

    public static SimtRunReport run(Kernel kernel, Launch launch, ExecutionModel model, SimtRunOptions options) {
        if (kernel == null || launch == null || model == null || options == null) {
            throw new InputException("simt run", "needs a kernel, a launch, a model and options");
        }
        // a solution's kernel carries its own budgets: refused before its registers are allocated
        SimtLimits.checkRegisterWords("kernel " + kernel.name(), kernel, launch);
        SimtLimits.checkWarpRegisters("kernel " + kernel.name(), kernel.warpRegisters());
        KernelCode code = new KernelCode(kernel);
        MachineState s = new MachineState(code, launch);
        SimtMachine m = switch (model) {
            case IPDOM -> new IpdomMachine(s);
            case ITS -> new ItsMachine(s);
            case NEXTPC -> new NextPcMachine(s);
        };
        return new Run(code, s, m, model, options).go();
    }

    /** Threads named per place, and places, in a run's one-line summary. */
    private static final int NAMED = 16;

    /** One run's bookkeeping. */
    private static final class Run {
        private final KernelCode code;
        private final MachineState s;
        private final SimtMachine m;
        private final ExecutionModel model;
        private final SimtRunOptions o;
        private final boolean[] ready;
        private final long[] warpHash;
        private final IssueTrace trace;
        private long controlHash;
        private long steps;
        private long threadInstructions;
        private int pointer;

        Run(KernelCode code, MachineState s, SimtMachine m, ExecutionModel model, SimtRunOptions o) {
            this.code = code;
            this.s = s;
            this.m = m;
            this.model = model;
            this.o = o;
            this.ready = new boolean[s.warps];
            this.warpHash = new long[s.warps];
            this.trace = new IssueTrace(o.traceLength());
            for (int w = 0; w < s.warps; w++) {
                ready[w] = m.canIssue(w);
                warpHash[w] = hashWarp(w);
                controlHash += warpHash[w];
            }
        }

        private long hashWarp(int w) {
            long h = MachineState.mix(w + 0x51ED27L) ^ MachineState.mix(s.live[w]);
            for (long x : m.control(w)) {
                h = MachineState.mix(h ^ x) + 0x2545F4914F6CDD1DL;
            }
            return h;
        }

        SimtRunReport go() {
            boolean deterministic = o.schedule() == SimtSchedule.DETERMINISTIC;
            SplittableRandom random = new SplittableRandom(o.seed());
            StateRepeats repeats = new StateRepeats(s);
            int[] candidates = new int[s.warps];
            while (true) {
                if ((steps & 1023) == 0) {
                    CurrentBudget.check("simulating the kernel under " + model.text());
                }
                if (s.finished()) {
                    return report(SimtOutcome.COMPLETED, false, "completed in " + steps + " steps ("
                            + threadInstructions + " thread instructions, SIMD efficiency " + efficiencyText() + ")");
                }
                int w = deterministic ? nextInTurn() : pickAtRandom(random, candidates);
                if (w < 0) {
                    return report(SimtOutcome.DEADLOCK, false, "deadlock after " + steps + " steps: no warp can issue; "
                            + summary());
                }
                if (steps >= o.maxSteps()) {
                    return report(SimtOutcome.LIVELOCK, true, "suspected livelock: not finished after " + steps
                            + " steps (" + o.describe() + " schedule"
                            + (deterministic ? ", no repeated state seen" : "") + "); " + summary());
                }
                SimtMachine.Issue issue;
                try {
                    issue = m.step(w);
                } catch (SimtFault f) {
                    return report(SimtOutcome.FAULT, false, "fault under " + model.text() + " at step " + (steps + 1)
                            + ": " + f.getMessage());
                }
                steps++;
                threadInstructions += Long.bitCount(issue.lanes());
                trace.add(steps, w, issue);
                ready[w] = m.canIssue(w);
                long h = hashWarp(w);
                controlHash += h - warpHash[w];
                warpHash[w] = h;
                if (deterministic) {
                    pointer = (w + 1) % s.warps;
                    long hash = s.dataHash() + 17 * controlHash + MachineState.mix(pointer);
                    long repeated = repeats.check(steps, hash, m, pointer);
                    if (repeated >= 0) {
                        return report(SimtOutcome.LIVELOCK, false, "livelock under " + model.text()
                                + ": the state after step " + steps + " repeats the state after step " + repeated
                                + ", so the run never finishes; " + summary());
                    }
                }
            }
        }

        /** Round-robin from the warp after the last one that issued; -1 when none can. */
        private int nextInTurn() {
            for (int i = 0; i < s.warps; i++) {
                int w = (pointer + i) % s.warps;
                if (ready[w]) {
                    return w;
                }
            }
            return -1;
        }

        private int pickAtRandom(SplittableRandom random, int[] candidates) {
            int n = 0;
            for (int w = 0; w < s.warps; w++) {
                if (ready[w]) {
                    candidates[n++] = w;
                }
            }
            return n == 0 ? -1 : candidates[random.nextInt(n)];
        }

        private double efficiency() {
            return steps == 0 ? 0 : (double) threadInstructions / ((double) steps * s.lanes);
        }

        private String efficiencyText() {
            return String.format(Locale.ROOT, "%.3f", efficiency());
        }

        /**
         * {@code t1,t2,t3 runs at spin:1; t0 masked off at critical:0 (...)}: unfinished threads by where they
         * are, at most {@link #NAMED} named per place and {@link #NAMED} places (a launch has up to 65,536).
         */
        private String summary() {
            Map<String, List<String>> byPlace = new LinkedHashMap<>();
            Map<String, Integer> count = new LinkedHashMap<>();
            for (int w = 0; w < s.warps; w++) {
                for (int l = 0; l < s.lanes; l++) {
                    if (Lanes.has(s.live[w], l)) {
                        String place = m.where(w, l);
                        count.merge(place, 1, Integer::sum);
                        List<String> named = byPlace.get(place);
                        if (named == null && byPlace.size() < NAMED) {
                            named = new ArrayList<>();
                            byPlace.put(place, named);
                        }
                        if (named != null && named.size() < NAMED) {
                            named.add("t" + s.thread(w, l));
                        }
                    }
                }
            }
            int places = count.size();
            List<String> parts = new ArrayList<>();
            byPlace.forEach((place, threads) -> parts.add(String.join(",", threads)
                    + (count.get(place) > threads.size() ? " and " + (count.get(place) - threads.size()) + " more" : "")
                    + " " + place));
            if (places > byPlace.size()) {
                parts.add("threads at " + (places - byPlace.size()) + " more places");
            }
            return String.join("; ", parts);
        }

        private SimtRunReport report(SimtOutcome outcome, boolean suspected, String message) {
            List<Long> memory = Words.of(s.memory);
            List<List<Long>> registers = new ArrayList<>();
            if (o.keepRegisters()) {
                for (int t = 0; t < s.warps * s.lanes; t++) {
                    registers.add(Arrays.stream(s.registers, t * s.perThread, (t + 1) * s.perThread).boxed().toList());
                }
            }
            List<String> unfinished = new ArrayList<>();
            long more = 0;
            for (int w = 0; w < s.warps; w++) {
                for (int l = 0; l < s.lanes; l++) {
                    if (Lanes.has(s.live[w], l)) {
                        if (unfinished.size() < SimtRunReport.MAX_UNFINISHED) {
                            unfinished.add("t" + s.thread(w, l) + " (warp " + w + ", lane " + l + "): " + m.where(w, l));
                        } else {
                            more++;
                        }
                    }
                }
            }
            if (more > 0) {
                unfinished.add("... and " + more + " more threads not finished");
            }
            return new SimtRunReport(outcome, suspected, message, memory, registers, steps, threadInstructions,
                    efficiency(), trace.lines(code, s.lanes), unfinished);
        }
    }
}
