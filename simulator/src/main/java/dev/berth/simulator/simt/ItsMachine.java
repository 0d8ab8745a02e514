package dev.berth.simulator.simt;

import dev.berth.model.simt.ir.Instruction;
import dev.berth.model.simt.ir.Terminator;

/**
 * Independent thread scheduling: every thread has its own pc; the threads of a warp at the same pc form a
 * group and the warp issues for one group, the groups taken round-robin by their lowest lane from the lane
 * after the last group's, so every thread keeps making progress. A vote or sync.warp waits until every thread
 * of the warp that has not exited is at it, then runs once for all of them.
 */
final class ItsMachine implements SimtMachine {
    private final MachineState s;
    private final KernelCode code;
    private final int[] block;
    private final int[] index;
    /** Per warp, the lane the round-robin starts from. */
    private final int[] from;
    /** Scratch of {@link #next}: the distinct pcs of a warp's live threads, and their lanes. */
    private final long[] pcs;
    private final long[] groupLanes;
    /** The lanes of the group {@link #next} chose last. */
    private long chosen;

    ItsMachine(MachineState s) {
        this.s = s;
        this.code = s.code;
        int threads = s.warps * s.lanes;
        this.block = new int[threads];
        this.index = new int[threads];
        this.from = new int[s.warps];
        this.pcs = new long[s.lanes];
        this.groupLanes = new long[s.lanes];
    }

    /** The lanes at the same pc as live lane {@code lane}. */
    private long group(int warp, int lane) {
        int t = s.thread(warp, lane);
        long g = 0;
        for (int l = 0; l < s.lanes; l++) {
            int u = s.thread(warp, l);
            if (Lanes.has(s.live[warp], l) && block[u] == block[t] && index[u] == index[t]) {
                g |= 1L << l;
            }
        }
        return g;
    }

    private boolean waits(int warp, int lane, long group) {
        int t = s.thread(warp, lane);
        Object x = code.at(block[t], index[t]);
        return (x instanceof Instruction.Vote || x instanceof Instruction.WarpSync) && group != s.live[warp];
    }

    /**
     * The lowest lane of the group that issues next, or -1 when every live thread waits; its lanes in
     * {@link #chosen}. The groups are found in one pass over the lanes (a step costs the lanes times the
     * groups, not the lanes squared), then the first group whose lowest lane comes at or after the
     * round-robin's start, wrapping round, that does not wait.
     */
    private int next(int warp) {
        long live = s.live[warp];
        int groups = 0;
        for (int l = 0; l < s.lanes; l++) {
            if (!Lanes.has(live, l)) {
                continue;
            }
            int t = s.thread(warp, l);
            long pc = ((long) block[t] << 32) | index[t];
            int g = 0;
            while (g < groups && pcs[g] != pc) {
                g++;
            }
            if (g == groups) {
                pcs[groups] = pc;
                groupLanes[groups++] = 0;
            }
            groupLanes[g] |= 1L << l;
        }
        int best = -1;
        int bestDistance = Integer.MAX_VALUE;
        for (int g = 0; g < groups; g++) {
            int lead = Long.numberOfTrailingZeros(groupLanes[g]);
            int distance = Math.floorMod(lead - from[warp], s.lanes);
            if (distance < bestDistance && !waits(warp, lead, groupLanes[g])) {
                best = lead;
                bestDistance = distance;
                chosen = groupLanes[g];
            }
        }
        return best;
    }

    @Override
    public boolean canIssue(int warp) {
        return next(warp) >= 0;
    }

    @Override
    public Issue step(int warp) {
        int lead = next(warp);
        long g = chosen;
        int t = s.thread(warp, lead);
        int b = block[t];
        int i = index[t];
        Object x = code.at(b, i);
        if (x instanceof Instruction ins) {
            if (!ThreadOps.run(s, warp, g, ins, b, i)) {
                throw refused(t, b, i);
            }
            forEach(warp, g, u -> index[u]++);
        } else {
            switch ((Terminator) x) {
                case Terminator.Branch br -> {
                    int target = code.id(br.target());
                    forEach(warp, g, u -> jump(u, target));
                }
                case Terminator.CondBranch c -> {
                    int taken = code.id(c.taken());
                    int notTaken = code.id(c.notTaken());
                    forEach(warp, g, u -> jump(u, s.value(u, c.cond()) != 0 ? taken : notTaken));
                }
                case Terminator.Exit e -> {
                    for (int l = 0; l < s.lanes; l++) {
                        if (Lanes.has(g, l)) {
                            s.exit(warp, l);
                        }
                    }
                }
                default -> throw refused(t, b, i);
            }
        }
        from[warp] = (lead + 1) % s.lanes;
        return new Issue(b, i, g);
    }

    private void jump(int thread, int target) {
        block[thread] = target;
        index[thread] = 0;
    }

    private void forEach(int warp, long mask, java.util.function.IntConsumer f) {
        for (int l = 0; l < s.lanes; l++) {
            if (Lanes.has(mask, l)) {
                f.accept(s.thread(warp, l));
            }
        }
    }

    private SimtFault refused(int thread, int b, int i) {
        return new SimtFault("thread t" + thread + " (warp " + thread / s.lanes + "), " + code.describe(b, i)
                + ": next-PC hardware, which the its model does not have");
    }

    @Override
    public boolean nextShared(int warp) {
        for (int l = 0; l < s.lanes; l++) {
            int t = s.thread(warp, l);
            if (Lanes.has(s.live[warp], l) && code.shared(block[t], index[t])) {
                return true;
            }
        }
        return false;
    }

    @Override
    public long[] control(int warp) {
        long[] out = new long[1 + s.lanes];
        out[0] = from[warp];
        for (int l = 0; l < s.lanes; l++) {
            int t = s.thread(warp, l);
            // exited threads' pcs no longer matter: leave them out so equal futures hash equal
            out[1 + l] = Lanes.has(s.live[warp], l) ? ((long) block[t] << 32) | index[t] : -1;
        }
        return out;
    }

    @Override
    public String where(int warp, int lane) {
        int t = s.thread(warp, lane);
        String at = code.pc(block[t], index[t]);
        long g = group(warp, lane);
        if (waits(warp, lane, g)) {
            return "waiting at " + at + " '" + code.at(block[t], index[t]) + "' for " + Lanes.threads(s.live[warp] & ~g,
                    warp, s.lanes);
        }
        return "running at " + at;
    }
}
