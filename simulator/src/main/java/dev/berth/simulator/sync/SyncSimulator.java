package dev.berth.simulator.sync;

import dev.berth.model.CurrentBudget;
import dev.berth.model.sync.SyncProblem;

import java.util.SplittableRandom;

/**
 * Checks a sync mapping by running the program on simulated hardware, a deliberately different method from
 * the model's happens-before reasoning (it shares no code with it). Warps advance one step at a time under
 * a scheduler; a consumer is two steps, its issue and its completion, and the completion waits until its
 * physical resource lets it pass. Per physical resource (a class and an id):
 * <ul>
 *   <li>generation — one slot holding at most one pending signal, tagged with its logical resource: a
 *       producer finding it full loses a signal; a consumer passes only when it holds its own tag, and
 *       empties it;</li>
 *   <li>parity — a phase counter; the resource's uses are numbered 0, 1, 2, ... in the order their producers
 *       signal in one reference run of the program (each logical resource private): the producer of use g must find the counter at g (else its signal is out of
 *       order) and advances it; the consumer of use g passes when the counter's parity differs from g's, and
 *       was woken wrongly when the counter is then not g + 1;</li>
 *   <li>flag — one untagged slot: a producer finding it full loses a signal; a consumer passes when it is
 *       full and empties it, woken wrongly when another resource's producer filled it.</li>
 * </ul>
 * All warps stuck with work left is a deadlock. Removed pairs' instructions do not touch any resource; they
 * mark where the pair's ordering was needed, and a schedule in which the consumer's warp passes that point
 * before the producer's warp reached its point breaks it. Before running, each id must be one its class
 * hands out, and resources sharing a physical one must have the same arrival count. Pinned ids are the
 * user's requirement, not the hardware's: the model's validator checks them.
 *
 * <p>{@link #run} tries randomized schedules (uniform and adversarial, from a seed), then explores every
 * interleaving up to a state limit; the first violation comes with a trace that {@link #replay} reproduces.
 */
public final class SyncSimulator {
    private SyncSimulator() {
    }

    /**
     * Simulates {@code mapping} (per resource, a physical id within its class or {@link SyncProblem#REMOVED}).
     *
     * @throws IllegalArgumentException when the mapping does not have one entry per resource
     */
    public static SyncSimulationReport run(SyncProblem problem, int[] mapping, SimulationSettings settings) {
        CompiledProgram program = new CompiledProgram(problem, mapping);
        if (program.setupViolation != null) {
            return new SyncSimulationReport(0, 0, 0, 0, ExplorationStatus.NOT_RUN, program.setupViolation, null);
        }
        WarpMachine machine = new WarpMachine(program);
        ScheduleRunner runner = new ScheduleRunner(machine);
        SplittableRandom rnd = new SplittableRandom(settings.seed());
        double share = settings.adversarialShare();
        long steps = 0;
        int adversarial = 0;
        for (int i = 0; i < settings.schedules(); i++) {
            CurrentBudget.check("running schedule " + (i + 1) + " of " + settings.schedules());
            boolean hostile = Math.floor((i + 1) * share) > Math.floor(i * share);
            adversarial += hostile ? 1 : 0;
            boolean clean = runner.run(rnd, hostile);
            steps += runner.length();
            if (!clean) {
                SyncTrace trace = new SyncTrace(hostile ? "adversarial" : "random", i, runner.trace());
                return new SyncSimulationReport(i + 1, adversarial, steps, 0, ExplorationStatus.NOT_RUN,
                        runner.violation(), trace);
            }
        }
        if (settings.exhaustiveStateLimit() == 0) {
            return new SyncSimulationReport(settings.schedules(), adversarial, steps, 0, ExplorationStatus.NOT_RUN,
                    null, null);
        }
        ExhaustiveExplorer explorer = new ExhaustiveExplorer(machine);
        explorer.explore(settings.exhaustiveStateLimit());
        SyncViolation v = explorer.violation();
        return new SyncSimulationReport(settings.schedules(), adversarial, steps + explorer.steps(), explorer.states(),
                explorer.status(), v, v == null ? null : new SyncTrace("exhaustive", -1, explorer.violationTrace()));
    }

    /**
     * Runs exactly the schedule {@code trace} gives and reports what it hits: the same violation as the run
     * that recorded it.
     *
     * @throws IllegalArgumentException when the trace picks a warp that cannot move at that step
     */
    public static SyncSimulationReport replay(SyncProblem problem, int[] mapping, SyncTrace trace) {
        return replay(problem, mapping, trace.warps());
    }

    /** {@link #replay(SyncProblem, int[], SyncTrace)} from the bare sequence of warp indices. */
    public static SyncSimulationReport replay(SyncProblem problem, int[] mapping, int[] warps) {
        CompiledProgram program = new CompiledProgram(problem, mapping);
        if (program.setupViolation != null) {
            return new SyncSimulationReport(0, 0, 0, 0, ExplorationStatus.NOT_RUN, program.setupViolation, null);
        }
        ScheduleRunner runner = new ScheduleRunner(new WarpMachine(program));
        boolean clean = runner.replay(warps);
        return new SyncSimulationReport(1, 0, runner.length(), 0, ExplorationStatus.NOT_RUN,
                clean ? null : runner.violation(), clean ? null : new SyncTrace("replay", -1, runner.trace()));
    }
}
