package dev.berth.simulator.simt;

import dev.berth.model.simt.ir.Instruction;
import dev.berth.model.simt.ir.Operand;
import dev.berth.model.simt.ir.RepresentativeScope;
import dev.berth.model.simt.ir.Terminator;

/**
 * The published next-PC hardware: per warp one pc, an active mask (initially every lane), a representative (initially
 * lane 0) and the warp registers. Everything runs for the active threads that have not exited; {@code npc.jmp}
 * sends the warp where the representative's next-PC register says and passes the role on. A conditional branch
 * the active threads disagree on, a plain exit that leaves threads behind and a jump to a block id that does not
 * exist are faults: the kernel was not compiled for this hardware.
 */
final class NextPcMachine implements SimtMachine {
    private final MachineState s;
    private final KernelCode code;
    private final int[] block;
    private final int[] index;
    private final long[] active;
    private final int[] representative;
    private final long[][] warpRegisters;

    NextPcMachine(MachineState s) {
        this.s = s;
        this.code = s.code;
        this.block = new int[s.warps];
        this.index = new int[s.warps];
        this.active = new long[s.warps];
        java.util.Arrays.fill(active, Lanes.all(s.lanes));
        this.representative = new int[s.warps];
        this.warpRegisters = new long[s.warps][code.kernel.warpRegisters()];
    }

    @Override
    public boolean canIssue(int warp) {
        return s.live[warp] != 0;
    }

    @Override
    public Issue step(int w) {
        int b = block[w];
        int i = index[w];
        long lanes = active[w] & s.live[w];
        Object x = code.at(b, i);
        switch (x) {
            case Instruction.NpcMask m -> {
                long mask = 0;
                for (int l = 0; l < s.lanes; l++) {
                    int t = s.thread(w, l);
                    if (Lanes.has(s.live[w], l) && m.op().test(s.register(t, m.npc().index()), s.value(t, m.block()))) {
                        mask |= 1L << l;
                    }
                }
                warpRegisters[w][m.warpRegister()] = mask;
                active[w] = mask;
                index[w]++;
            }
            case Instruction.NpcPick p -> {
                // the representative itself when it is active: moving strictly past it skipped a lock holder
                // that had just been handed the role, every round (docs/simt.md, "npc.pick")
                int next = Lanes.atOrAfter(lanes, representative[w], s.lanes);
                if (next >= 0) {
                    representative[w] = next;
                }
                index[w]++;
            }
            case Instruction ins -> {
                ThreadOps.run(s, w, lanes, ins, b, i);
                index[w]++;
            }
            case Terminator.Branch br -> jump(w, code.id(br.target()));
            case Terminator.CondBranch c -> branch(w, lanes, c, b, i);
            case Terminator.WarpBranch wb -> jump(w, code.id(warpRegisters[w][wb.warpRegister()] != 0 ? wb.nonZero() : wb.zero()));
            case Terminator.NpcJump j -> npcJump(w, j.npc(), j.scope(), representative[w], b, i);
            case Terminator.NpcExit e -> {
                exitAll(w, lanes);
                if (s.live[w] != 0) {
                    int from = Lanes.atOrAfter(s.live[w], representative[w], s.lanes);
                    npcJump(w, e.npc(), e.scope(), from, b, i);
                }
            }
            case Terminator.Exit e -> {
                exitAll(w, lanes);
                if (s.live[w] != 0) {
                    throw new SimtFault("warp " + w + ", " + code.describe(b, i) + ": a plain exit leaves threads "
                            + Lanes.threads(s.live[w], w, s.lanes) + " behind (the kernel was not compiled for nextpc)");
                }
            }
            default -> throw new IllegalStateException("unknown terminator " + x);
        }
        return new Issue(b, i, lanes);
    }

    private void jump(int w, int target) {
        block[w] = target;
        index[w] = 0;
    }

    private void exitAll(int w, long lanes) {
        for (int l = 0; l < s.lanes; l++) {
            if (Lanes.has(lanes, l)) {
                s.exit(w, l);
            }
        }
    }

    private void branch(int w, long lanes, Terminator.CondBranch c, int b, int i) {
        long taken = 0;
        for (int l = 0; l < s.lanes; l++) {
            if (Lanes.has(lanes, l) && s.value(s.thread(w, l), c.cond()) != 0) {
                taken |= 1L << l;
            }
        }
        if (lanes == 0) {
            throw new SimtFault("warp " + w + ", " + code.describe(b, i) + ": no active thread to decide the branch");
        }
        if (taken != 0 && taken != lanes && !c.taken().equals(c.notTaken())) {
            throw new SimtFault("warp " + w + ", " + code.describe(b, i) + ": the active threads disagree (taken: "
                    + Lanes.threads(taken, w, s.lanes) + "; not taken: " + Lanes.threads(lanes & ~taken, w, s.lanes)
                    + "); the kernel was not compiled for nextpc");
        }
        jump(w, code.id(taken != 0 ? c.taken() : c.notTaken()));
    }

    /** Goes where thread {@code lane}'s next-PC register says, then passes the representative role on. */
    private void npcJump(int w, Operand.Reg npc, RepresentativeScope scope, int lane, int b, int i) {
        int t = s.thread(w, lane);
        long target = s.register(t, npc.index());
        if (target < 0 || target >= code.blocks.length) {
            throw new SimtFault("thread t" + t + " (warp " + w + ", representative), " + code.describe(b, i) + ": "
                    + npc + " = " + target + " is no block id (the kernel's run from 0 to " + (code.blocks.length - 1) + ")");
        }
        jump(w, (int) target);
        long among = switch (scope) {
            case LIVE -> s.live[w];
            case MASK -> active[w] & s.live[w];
            case OTHERS -> (s.live[w] & ~active[w]) != 0 ? s.live[w] & ~active[w] : s.live[w];
        };
        int next = Lanes.nextAfter(among, lane, s.lanes);
        representative[w] = next >= 0 ? next : lane;
    }

    @Override
    public boolean nextShared(int w) {
        return code.shared(block[w], index[w]);
    }

    @Override
    public long[] control(int w) {
        long[] out = new long[4 + warpRegisters[w].length];
        out[0] = block[w];
        out[1] = index[w];
        out[2] = active[w];
        out[3] = representative[w];
        System.arraycopy(warpRegisters[w], 0, out, 4, warpRegisters[w].length);
        return out;
    }

    @Override
    public String where(int w, int lane) {
        String at = code.pc(block[w], index[w]);
        String role = lane == representative[w] ? ", the representative" : "";
        return (Lanes.has(active[w], lane) ? "active at " : "masked off with its warp at ") + at + role;
    }
}
