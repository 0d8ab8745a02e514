package dev.berth.engine.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.berth.engine.CasDoorbell;
import dev.berth.engine.MemoryPortion;
import dev.berth.engine.Opcode;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Mode;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.Signal;
import org.openjdk.jcstress.annotations.State;

/** The unit's real wait (spin, then park with a timeout) must end once the worker rings. */
@JCStressTest(Mode.Termination)
@Outcome(id = "TERMINATED", expect = ACCEPTABLE, desc = "the unit saw the ring")
@Outcome(id = "STALE", expect = FORBIDDEN, desc = "the unit kept waiting on a rung doorbell")
@State
public class UnitSeesRingCas {

    private final MemoryPortion portion = new MemoryPortion(new CasDoorbell(), 1, 100);

    @Actor
    public void unit() {
        portion.awaitTask();
    }

    @Signal
    public void worker() {
        portion.post(Opcode.RUN, FixedTask.INSTANCE);
    }
}
