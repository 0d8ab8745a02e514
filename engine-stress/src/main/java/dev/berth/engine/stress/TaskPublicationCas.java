package dev.berth.engine.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.berth.engine.CasDoorbell;
import dev.berth.engine.MemoryPortion;
import dev.berth.engine.Opcode;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/** The worker posts a task (register, then ring); a unit that sees the ring must see the whole register. */
@JCStressTest
@Outcome(id = "-1, -1, -1", expect = ACCEPTABLE, desc = "doorbell not rung yet")
@Outcome(id = "1, 7, 1", expect = ACCEPTABLE, desc = "rung, and the whole task register is visible")
@Outcome(expect = FORBIDDEN, desc = "rung, but the unit read a half-written task register")
@State
public class TaskPublicationCas {

    private final MemoryPortion portion = new MemoryPortion(new CasDoorbell(), 1, 0);

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
