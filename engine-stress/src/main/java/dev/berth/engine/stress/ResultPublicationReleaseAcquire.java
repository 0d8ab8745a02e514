package dev.berth.engine.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.berth.engine.ReleaseAcquireDoorbell;
import dev.berth.engine.MemoryPortion;
import dev.berth.engine.Opcode;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * A posted task completes: the unit writes its result, its completion bit, then clears the doorbell; a worker that
 * sees the clear must see the completion word and the result (outcome: bits, width, result).
 */
@JCStressTest
@Outcome(id = "-1, -1, -1", expect = ACCEPTABLE, desc = "doorbell not cleared yet")
@Outcome(id = "1, 1, 42", expect = ACCEPTABLE, desc = "cleared, and the completion word and result are visible")
@Outcome(expect = FORBIDDEN, desc = "cleared, but the worker read results or completion word before they were written")
@State
public class ResultPublicationReleaseAcquire {

    private final MemoryPortion portion = new MemoryPortion(new ReleaseAcquireDoorbell(), 1, 0);
    private int result;

    public ResultPublicationReleaseAcquire() {
        portion.post(Opcode.RUN, FixedTask.INSTANCE);
    }

    @Actor
    public void unit() {
        result = 42;
        portion.register().setWidth(1);
        portion.register().setCompletionBit(0);
        portion.complete();
    }

    @Actor
    public void worker(III_Result r) {
        if (portion.doorbell().isClear()) {
            r.r1 = (int) portion.register().completionBits();
            r.r2 = portion.register().width();
            r.r3 = result;
        } else {
            r.r1 = -1;
            r.r2 = -1;
            r.r3 = -1;
        }
    }
}
