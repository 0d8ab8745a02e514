package dev.berth.engine.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.berth.engine.ReleaseAcquireDoorbell;
import dev.berth.engine.MemoryPortion;
import dev.berth.engine.Opcode;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Mode;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.Signal;
import org.openjdk.jcstress.annotations.State;

/** The worker's real wait for completion must end once the unit clears the doorbell. */
@JCStressTest(Mode.Termination)
@Outcome(id = "TERMINATED", expect = ACCEPTABLE, desc = "the worker saw the clear")
@Outcome(id = "STALE", expect = FORBIDDEN, desc = "the worker kept waiting on a cleared doorbell")
@State
public class WorkerSeesClearReleaseAcquire {

    private final MemoryPortion portion = new MemoryPortion(new ReleaseAcquireDoorbell(), 1, 100);

    public WorkerSeesClearReleaseAcquire() {
        portion.post(Opcode.RUN, FixedTask.INSTANCE);
    }

    @Actor
    public void worker() {
        portion.awaitCompletion();
    }

    @Signal
    public void unit() {
        portion.register().setWidth(1);
        portion.register().setCompletionBit(0);
        portion.complete();
    }
}
