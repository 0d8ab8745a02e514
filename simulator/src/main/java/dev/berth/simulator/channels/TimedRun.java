package dev.berth.simulator.channels;

import dev.berth.model.CurrentBudget;
import dev.berth.model.channels.Access;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.Intrinsic;
import dev.berth.model.channels.Stage;
import dev.berth.model.sync.OpKind;
import dev.berth.model.sync.SyncOp;
import dev.berth.model.sync.SyncProblem;
import dev.berth.simulator.sync.SyncMachine;
import dev.berth.simulator.sync.SyncViolation;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.StringJoiner;

/**
 * One timed run: the warps' code on the sync family's machine, event by event in time order. An intrinsic
 * takes its cycles (it reads when it starts, its writes land when it ends); sync ops take none. Of the events
 * due at one cycle, intrinsics' ends come first (a read starting at cycle t sees what ended at t, a write
 * starting at t finds the reads that ended at t released), then warps' steps, ties by warp index or by a seeded
 * random draw. A warp blocked on a wait resumes at the cycle the event that lets it pass happened. With
 * {@link Jitter} each instance's duration is drawn once, in program order, before the run starts.
 */
final class TimedRun {
    /** Violations recorded; a run that goes on past them (wrong reads, overwrites) drops the later ones. */
    static final int MAX_VIOLATIONS = 8;
    /** Events kept for the trace a violation comes with. */
    static final int TRACE = 16;

    private final ChannelsProblem problem;
    private final ChannelsSolution solution;
    private final SplittableRandom random;
    private final Jitter jitter;
    private final SplittableRandom durationDraws;

    private SyncProblem sync;
    private SyncMachine machine;
    private SequentialProgram program;
    private TaggedPool pool;
    /** Per warp and op: the instance an ordinary instruction is, -1 for sync ops. */
    private int[][] instanceAt;
    private long[] ready;
    private int[] running;
    private boolean[] blocked;
    private boolean[] started;
    private boolean[] finished;
    /** Per instance: the cycles it takes in this run (its own cycles, or drawn under jitter). */
    private long[] duration;
    private long now;
    private int steps;
    private int intrinsicsRun;
    private final List<ChannelsViolation> violations = new ArrayList<>();
    private final ArrayDeque<TimedEvent> recent = new ArrayDeque<>();
    private List<TimedEvent> trace = List.of();

    /**
     * @param random        the tie-break among events due at one cycle; null for the lowest warp index
     * @param jitter        how far durations may stray from the intrinsics' cycles
     * @param durationDraws the source of the durations; null exactly when {@code jitter} is none
     */
    TimedRun(ChannelsProblem problem, ChannelsSolution solution, SplittableRandom random, Jitter jitter,
             SplittableRandom durationDraws) {
        if (jitter.none() != (durationDraws == null)) {
            throw new IllegalArgumentException("jitter " + jitter + " with" + (durationDraws == null ? "out" : "") + " draws");
        }
        this.problem = problem;
        this.solution = solution;
        this.random = random;
        this.jitter = jitter;
        this.durationDraws = durationDraws;
    }

    ChannelsSimulationReport run() {
        sync = solution.syncProblem(problem.name(), problem.sync());
        String bad = setUp();
        if (bad != null) {
            violations.add(new ChannelsViolation(ChannelsViolation.Kind.BAD_CODE, -1, null, bad));
            return report(0, program == null ? sequentialCycles() : program.sequentialCycles);
        }
        duration = new long[program.size()];
        long sequential = 0;
        for (int k = 0; k < duration.length; k++) {
            duration[k] = jitter.duration(program.cycles.get(k), durationDraws);
            sequential += duration[k];
        }
        int warps = machine.warps();
        ready = new long[warps];
        running = new int[warps];
        Arrays.fill(running, -1);
        blocked = new boolean[warps];
        started = new boolean[program.size()];
        finished = new boolean[program.size()];
        // every iteration ends an intrinsic or takes a machine step, so this bound is never reached by a run
        // that makes progress; it turns a bug into an exception instead of a hang
        long limit = (long) machine.totalSteps() + program.size() + 1;
        for (long iteration = 0; ; iteration++) {
            if (iteration > limit) {
                throw new IllegalStateException("timed run made no progress after " + limit + " events");
            }
            if ((iteration & 0x3ff) == 0) {
                CurrentBudget.check("running the warps on simulated hardware");
            }
            resumeUnblocked();
            int next = earliest();
            if (next < 0) {
                if (!machine.finished()) {
                    deadlock();
                }
                break;
            }
            now = running[next] >= 0 ? ready[next] : Math.max(ready[next], now);
            boolean go = running[next] >= 0 ? end(next) : step(next);
            if (!go) {
                break;
            }
        }
        if (violations.isEmpty() || violations.stream().allMatch(TimedRun::poolFault)) {
            if (machine.finished()) {
                String contents = pool.wrongFinalContents();
                if (contents != null) {
                    fault(ChannelsViolation.Kind.WRONG_FINAL_CONTENTS, null, "after the run " + contents);
                }
            }
        }
        long makespan = 0;
        for (long t : ready) {
            makespan = Math.max(makespan, t);
        }
        // the program run sequentially with this run's durations, so that a jittered run's speed-up compares like
        // with like (without jitter this is the program's own sequential cycles)
        return report(Math.max(makespan, now), sequential);
    }

    private static boolean poolFault(ChannelsViolation v) {
        return v.kind() == ChannelsViolation.Kind.WRONG_READ || v.kind() == ChannelsViolation.Kind.UNRELEASED_OVERWRITE;
    }

    /** The code checked against the program and the hardware; a one-line reason it cannot run, or null. */
    private String setUp() {
        machine = new SyncMachine(sync, solution.syncIds(sync));
        if (machine.setupViolation() != null) {
            return machine.setupViolation().message();
        }
        Map<String, Long> offsets = SequentialProgram.offsets(problem, solution.offsets());
        for (Stage st : problem.stages()) {
            for (Intrinsic x : st.body()) {
                for (List<Access> list : List.of(x.reads(), x.writes())) {
                    for (Access a : list) {
                        if (offsets.get(a.buffer()) == null) {
                            return "buffer " + a.buffer() + " has no offset in the solution or the instance";
                        }
                    }
                }
            }
        }
        program = new SequentialProgram(problem, offsets);
        pool = new TaggedPool(program);
        int[] warpOf = new int[program.size()];
        Arrays.fill(warpOf, -1);
        instanceAt = new int[sync.warps().size()][];
        for (int w = 0; w < instanceAt.length; w++) {
            CurrentBudget.check("loading the warps' code");
            List<SyncOp> ops = sync.warps().get(w).ops();
            instanceAt[w] = new int[ops.size()];
            for (int i = 0; i < ops.size(); i++) {
                instanceAt[w][i] = -1;
                if (ops.get(i).kind() != OpKind.OTHER) {
                    continue;
                }
                String name = ops.get(i).text();
                Integer k = program.position.get(name);
                String where = sync.warps().get(w).id() + ":" + name;
                if (k == null) {
                    return where + " is no instance of the program (instances are STAGE:ID:I)";
                }
                if (warpOf[k] >= 0) {
                    return where + " runs " + name + " a second time (also in " + sync.warps().get(warpOf[k]).id() + ")";
                }
                warpOf[k] = w;
                instanceAt[w][i] = k;
            }
        }
        for (int k = 0; k < program.size(); k++) {
            if (warpOf[k] < 0) {
                return program.names.get(k) + " is in no warp's code";
            }
        }
        return null;
    }

    private long sequentialCycles() {
        long total = 0;
        for (Stage st : problem.stages()) {
            for (Intrinsic x : st.body()) {
                total += x.cycles() * st.repeat();
            }
        }
        return total;
    }

    /** A warp whose wait was blocked and now lets it pass resumes now: the event just taken released it. */
    private void resumeUnblocked() {
        for (int w = 0; w < ready.length; w++) {
            if (running[w] >= 0 || machine.done(w)) {
                continue;
            }
            if (!machine.canStep(w)) {
                blocked[w] = true;
            } else if (blocked[w]) {
                ready[w] = Math.max(ready[w], now);
                blocked[w] = false;
            }
        }
    }

    /** The warp whose event is due first (an intrinsic's end before a step at one cycle), or -1 when none is. */
    private int earliest() {
        int best = -1;
        long bestTime = Long.MAX_VALUE;
        int bestPhase = Integer.MAX_VALUE;
        int ties = 0;
        for (int w = 0; w < ready.length; w++) {
            int phase;
            if (running[w] >= 0) {
                phase = 0;
            } else if (machine.canStep(w)) {
                phase = 1;
            } else {
                continue;
            }
            long t = ready[w];
            if (t < bestTime || t == bestTime && phase < bestPhase) {
                best = w;
                bestTime = t;
                bestPhase = phase;
                ties = 1;
            } else if (t == bestTime && phase == bestPhase) {
                ties++;
                if (random != null && random.nextInt(ties) == 0) {
                    best = w;   // reservoir sampling: each of the tied warps is chosen with probability 1/ties
                }
            }
        }
        return best;
    }

    /** Warp w's running intrinsic ends: its reads are checked again, then its writes land. */
    private boolean end(int w) {
        int k = running[w];
        record(w, "end " + program.names.get(k));
        String changed = pool.wrongRead(k);
        if (changed != null) {
            fault(ChannelsViolation.Kind.WRONG_READ, program.names.get(k), program.names.get(k) + " ending at cycle "
                    + now + " read data that changed under it: " + changed);
        }
        pool.stamp(k);
        finished[k] = true;
        running[w] = -1;
        intrinsicsRun++;
        return true;
    }

    /** Warp w's next step: an intrinsic starts (reads checked, its bytes must be released), or a sync op. */
    private boolean step(int w) {
        int op = machine.nextOp(w);
        SyncOp o = sync.warps().get(w).ops().get(op);
        boolean completion = machine.nextIsWaitCompletion(w);
        SyncViolation v = machine.step(w, steps++);
        if (o.kind() != OpKind.OTHER) {
            record(w, o.kind() == OpKind.PRODUCE ? o.text() : (completion ? "pass " : "issue ") + o.text());
            if (v != null) {
                fault(ChannelsViolation.Kind.CHANNEL, sync.warps().get(w).id() + ":" + o.text(), v.message()
                        + " (cycle " + now + ")");
                return false;
            }
            return true;
        }
        int k = instanceAt[w][op];
        String name = program.names.get(k);
        // under jitter the trace shows each drawn duration: the run's timing can be read off it
        record(w, "start " + name + (jitter.none() ? "" : " (" + duration[k] + " cycles)"));
        String wrong = pool.wrongRead(k);
        if (wrong != null) {
            fault(ChannelsViolation.Kind.WRONG_READ, name, name + " starting at cycle " + now + " reads wrong data: " + wrong);
        }
        String unreleased = pool.unreleased(k, started, finished);
        if (unreleased != null) {
            fault(ChannelsViolation.Kind.UNRELEASED_OVERWRITE, name, name + " starts writing at cycle " + now
                    + " over addresses not yet released: " + unreleased);
        }
        started[k] = true;
        running[w] = k;
        ready[w] = now + duration[k];
        return true;
    }

    private void deadlock() {
        StringJoiner stuck = new StringJoiner(", ");
        for (int w = 0; w < ready.length; w++) {
            if (!machine.done(w)) {
                stuck.add(machine.nextOpName(w) + " (op " + machine.nextOp(w) + ") waiting since cycle " + ready[w]);
            }
        }
        fault(ChannelsViolation.Kind.DEADLOCK, machine.nextOpName(firstStuck()), "deadlock at cycle " + now
                + ": " + stuck + "; the channels: " + machine.deadlock(steps).message());
    }

    private int firstStuck() {
        for (int w = 0; w < ready.length; w++) {
            if (!machine.done(w)) {
                return w;
            }
        }
        throw new IllegalStateException("a deadlock with every warp done");
    }

    private void record(int w, String what) {
        if (recent.size() == TRACE) {
            recent.removeFirst();
        }
        recent.addLast(new TimedEvent(now, sync.warps().get(w).id(), what));
    }

    private void fault(ChannelsViolation.Kind kind, String instance, String message) {
        if (violations.isEmpty()) {
            trace = List.copyOf(recent);
        }
        if (violations.size() < MAX_VIOLATIONS) {
            violations.add(new ChannelsViolation(kind, now, instance, message));
        }
    }

    private ChannelsSimulationReport report(long makespan, long sequential) {
        List<Long> ends = new ArrayList<>();
        if (ready != null) {
            for (long t : ready) {
                ends.add(t);
            }
        }
        boolean completed = program != null && machine.finished();
        return new ChannelsSimulationReport(completed, makespan, sequential, ends, intrinsicsRun, violations, trace);
    }
}
