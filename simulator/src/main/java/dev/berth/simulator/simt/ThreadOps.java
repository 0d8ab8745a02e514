package dev.berth.simulator.simt;

import dev.berth.model.simt.ir.Instruction;

/**
 * The straight-line instructions every model runs the same way, for the lanes a model lets take part. Effects
 * apply in lane order: an instruction either loads or stores, so a load sees memory as before the step, stores
 * land lowest lane first (the highest wins) and atomics serialise in lane order.
 */
final class ThreadOps {
    private ThreadOps() {
    }

    /**
     * Runs {@code x} for the lanes of {@code mask} in {@code warp}; false when {@code x} is an {@code npc.*}
     * instruction, which only the next-PC model runs.
     */
    static boolean run(MachineState s, int warp, long mask, Instruction x, int block, int index) {
        switch (x) {
            case Instruction.NpcMask n -> {
                return false;
            }
            case Instruction.NpcPick p -> {
                return false;
            }
            case Instruction.WarpSync w -> {
                return true; // where it waits is the model's business; running it does nothing
            }
            case Instruction.Vote v -> vote(s, warp, mask, v);
            default -> {
                for (int l = 0; l < s.lanes; l++) {
                    if (Lanes.has(mask, l)) {
                        one(s, s.thread(warp, l), x, block, index);
                    }
                }
            }
        }
        return true;
    }

    private static void one(MachineState s, int t, Instruction x, int block, int index) {
        switch (x) {
            case Instruction.Mov m -> s.setRegister(t, m.dst().index(), s.value(t, m.src()));
            case Instruction.Binary b -> s.setRegister(t, b.dst().index(), b.op().apply(s.value(t, b.a()), s.value(t, b.b())));
            case Instruction.Compare c -> s.setRegister(t, c.dst().index(),
                    c.op().test(s.value(t, c.a()), s.value(t, c.b())) ? 1 : 0);
            case Instruction.Select c -> s.setRegister(t, c.dst().index(),
                    s.value(t, c.cond()) != 0 ? s.value(t, c.a()) : s.value(t, c.b()));
            case Instruction.Load l -> s.setRegister(t, l.dst().index(), s.memory[s.address(t, l.address(), block, index)]);
            case Instruction.Store st -> s.store(s.address(t, st.address(), block, index), s.value(t, st.value()));
            case Instruction.Atomic a -> {
                int at = s.address(t, a.address(), block, index);
                long old = s.memory[at];
                long v = s.value(t, a.a());
                long next = switch (a.op()) {
                    case CAS -> old == v ? s.value(t, a.b()) : old;
                    case EXCH -> v;
                    case ADD -> old + v;
                };
                s.store(at, next);
                s.setRegister(t, a.dst().index(), old);
            }
            default -> throw new IllegalStateException("not a per-thread instruction: " + x);
        }
    }

    private static void vote(MachineState s, int warp, long mask, Instruction.Vote v) {
        boolean any = false;
        boolean all = true;
        long ballot = 0;
        for (int l = 0; l < s.lanes; l++) {
            if (Lanes.has(mask, l)) {
                boolean p = s.value(s.thread(warp, l), v.predicate()) != 0;
                any |= p;
                all &= p;
                ballot |= p ? 1L << l : 0;
            }
        }
        long result = switch (v.op()) {
            case ANY -> any ? 1 : 0;
            case ALL -> all ? 1 : 0;
            case BALLOT -> ballot;
        };
        for (int l = 0; l < s.lanes; l++) {
            if (Lanes.has(mask, l)) {
                s.setRegister(s.thread(warp, l), v.dst().index(), result);
            }
        }
    }
}
