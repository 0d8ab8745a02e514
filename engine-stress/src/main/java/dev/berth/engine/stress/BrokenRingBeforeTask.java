package dev.berth.engine.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.berth.engine.MemoryPortion;
import dev.berth.engine.Opcode;
import dev.berth.engine.ReleaseAcquireDoorbell;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * BROKEN ON PURPOSE (bin/test-stress.sh requires jcstress to fail it): the worker rings before writing the task
 * register, so nothing orders the task before the doorbell. This is the missing fence made visible on x86, whose
 * stores stay in program order: with the ring first, a unit can see the doorbell and a half-written register on
 * any hardware, which shows the tests can catch the bug the protocol exists to prevent.
 */
@JCStressTest
@Outcome(id = "-1, -1, -1", expect = ACCEPTABLE, desc = "doorbell not rung yet")
@Outcome(id = "1, 7, 1", expect = ACCEPTABLE, desc = "rung, and the whole task register is visible")
@Outcome(expect = FORBIDDEN, desc = "rung, but the unit read a half-written task register")
@State
public class BrokenRingBeforeTask {

    private final MemoryPortion portion = new MemoryPortion(new ReleaseAcquireDoorbell(), 1, 0);

    @Actor
    public void worker() {
        portion.doorbell().ring();
        portion.register().write(Opcode.RUN, FixedTask.INSTANCE);
    }

    @Actor
    public void unit(III_Result r) {
        if (portion.doorbell().isRung()) {
            RegisterView.read(portion.register(), r);
        } else {
            r.r1 = -1;
            r.r2 = -1;
            r.r3 = -1;
        }
    }
}
