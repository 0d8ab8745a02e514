package dev.berth.engine.stress;

import dev.berth.engine.Opcode;
import dev.berth.engine.TaskRegister;
import org.openjdk.jcstress.infra.results.III_Result;

/** The task register as three numbers: opcode is RUN (1/0), the part count, the task is the posted one (1/0). */
final class RegisterView {

    private RegisterView() {
    }

    static void read(TaskRegister register, III_Result r) {
        r.r1 = register.opcode() == Opcode.RUN ? 1 : 0;
        r.r2 = register.parts();
        r.r3 = register.task() == FixedTask.INSTANCE ? 1 : 0;
    }
}
