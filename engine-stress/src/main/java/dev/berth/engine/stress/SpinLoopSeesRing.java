package dev.berth.engine.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.berth.engine.ReleaseAcquireDoorbell;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Mode;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.Signal;
import org.openjdk.jcstress.annotations.State;

/** A pure spin on the acquire load (no park to fall back on) must see the ring: the load is not hoisted. */
@JCStressTest(Mode.Termination)
@Outcome(id = "TERMINATED", expect = ACCEPTABLE, desc = "the spinning unit saw the ring")
@Outcome(id = "STALE", expect = FORBIDDEN, desc = "the spin never saw the ring")
@State
public class SpinLoopSeesRing {

    private final ReleaseAcquireDoorbell doorbell = new ReleaseAcquireDoorbell();

    @Actor
    public void unit() {
        while (!doorbell.isRung()) {
            Thread.onSpinWait();
        }
    }

    @Signal
    public void worker() {
        doorbell.ring();
    }
}
