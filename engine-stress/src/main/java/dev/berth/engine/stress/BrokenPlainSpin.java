package dev.berth.engine.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE_INTERESTING;

import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Mode;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.Signal;
import org.openjdk.jcstress.annotations.State;

/**
 * BROKEN ON PURPOSE, reported but not required to fail: a busy spin on a plain doorbell. Nothing
 * forces the load to be repeated, so C2 hoists it out of the loop and the unit never sees the ring, on x86 as
 * anywhere else. The loop body is empty: with {@code Thread.onSpinWait()} in it, C2 kept the load in the loop in
 * our runs (which the memory model does not promise). The hoist needs the C2-compiled loop to be entered before the
 * ring, which a short run reaches only now and then (in "-m quick" it showed in 3 of 6 configurations), so the
 * stale outcome is "interesting" here; {@link BrokenRingBeforeTask} and {@link BrokenClearBeforeResults} are the
 * broken variants bin/test-stress.sh requires to be caught. A hung spinner burns a CPU until its fork ends, so the
 * script leaves this test out unless asked (JCSTRESS_TESTS=BrokenPlainSpin).
 */
@JCStressTest(Mode.Termination)
@Outcome(id = "TERMINATED", expect = ACCEPTABLE, desc = "the spinning unit saw the ring")
@Outcome(id = "STALE", expect = ACCEPTABLE_INTERESTING, desc = "the spin never saw the ring")
@State
public class BrokenPlainSpin {

    private final PlainDoorbell doorbell = new PlainDoorbell();

    @Actor
    public void unit() {
        while (!doorbell.isRung()) {
            // empty on purpose, see above
        }
    }

    @Signal
    public void worker() {
        doorbell.ring();
    }
}
