package dev.berth.simulator.engine;

import java.util.ArrayList;
import java.util.List;

import static dev.berth.simulator.engine.Guard.ASSIGNED;
import static dev.berth.simulator.engine.Guard.COMPUTE;
import static dev.berth.simulator.engine.Guard.DISCONNECT;
import static dev.berth.simulator.engine.Instruction.always;
import static dev.berth.simulator.engine.Instruction.when;
import static dev.berth.simulator.engine.StepKind.*;

/**
 * The worker's, the primary core's and a secondary core's programs for a protocol variant. The correct
 * ones follow the reference file's sound reading: the task is released before the doorbell is set (the
 * text says "acquire"; what the ordering needs is a release), and the primary clears the doorbell only
 * after every core has met it at the barrier, with a release before the clear.
 */
final class Programs {
    private Programs() {
    }

    static List<Instruction> worker(ProtocolVariant v) {
        List<Instruction> p = new ArrayList<>(List.of(always(WRITE_OPCODE), always(WRITE_ARGUMENT),
                when(COMPUTE, CLEAR_COMPLETION)));
        if (v != ProtocolVariant.NO_RELEASE_BEFORE_DOORBELL) {
            p.add(always(RELEASE));
        }
        // the worker's loads are in program order in this memory model, so seeing 0 acts as the acquire
        p.addAll(List.of(always(RING), always(AWAIT_CLEAR), when(COMPUTE, READ_RESULT), when(COMPUTE, NEXT_TASK),
                always(END)));
        return List.copyOf(p);
    }

    static List<Instruction> primary(ProtocolVariant v) {
        List<Instruction> p = new ArrayList<>(List.of(always(AWAIT_RING), always(READ_OPCODE),
                always(READ_ARGUMENT), always(DISPATCH)));
        p.addAll(common(v, true));
        return List.copyOf(p);
    }

    static List<Instruction> secondary(ProtocolVariant v) {
        return List.copyOf(common(v, false));
    }

    /** From the start barrier on, the primary runs what the secondaries run, plus clearing the doorbell. */
    private static List<Instruction> common(ProtocolVariant v, boolean primary) {
        List<Instruction> p = new ArrayList<>(List.of(always(ARRIVE_START), always(LEAVE_START),
                always(READ_DISPATCH), when(ASSIGNED, SET_BIT)));
        List<Instruction> barrier = List.of(when(COMPUTE, ARRIVE_END), when(COMPUTE, LEAVE_END));
        List<Instruction> clear = new ArrayList<>();
        if (primary) {
            if (v != ProtocolVariant.NO_RELEASE_BEFORE_CLEAR) {
                clear.add(always(RELEASE));
            }
            clear.add(always(CLEAR_DOORBELL));
        }
        if (v == ProtocolVariant.CLEAR_BEFORE_BARRIER) {
            p.addAll(clear);
            p.addAll(barrier);
        } else {
            p.addAll(barrier);
            p.addAll(clear);
        }
        if (v == ProtocolVariant.IGNORE_DISCONNECT) {
            p.add(always(LOOP));
        } else {
            p.add(when(COMPUTE, LOOP));
            p.add(when(DISCONNECT, END));
        }
        return p;
    }
}
