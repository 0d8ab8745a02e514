package dev.berth.engine.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE_INTERESTING;

import dev.berth.engine.MemoryPortion;
import dev.berth.engine.Opcode;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * BROKEN ON PURPOSE, reported but not required to fail: the text's protocol with plain writes and reads, no
 * release/acquire between the task register and the doorbell. The memory model allows the half-written register;
 * x86 keeps stores (and loads) in order, so it only shows if the JIT reorders the accesses, which a short run may
 * never see. The half-written outcome is therefore "interesting", and {@link BrokenRingBeforeTask} is the broken
 * variant the stress script requires to be caught.
 */
@JCStressTest
@Outcome(id = "-1, -1, -1", expect = ACCEPTABLE, desc = "doorbell not rung yet")
@Outcome(id = "1, 7, 1", expect = ACCEPTABLE, desc = "rung, and the whole task register is visible")
@Outcome(expect = ACCEPTABLE_INTERESTING, desc = "rung, but the unit read a half-written task register")
@State
public class BrokenPlainDoorbell {

    private final MemoryPortion portion = new MemoryPortion(new PlainDoorbell(), 1, 0);

    @Actor
    public void worker() {
        portion.post(Opcode.RUN, FixedTask.INSTANCE);
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
