package dev.berth.simulator.simt;

import dev.berth.model.simt.ir.Instruction;
import dev.berth.model.simt.ir.Terminator;

import java.util.ArrayList;
import java.util.List;

/**
 * The classic SIMT stack: per warp a stack of (pc, mask, reconvergence block). A conditional branch whose
 * threads disagree parks the top entry at the branch's immediate post-dominator and pushes the not-taken and
 * then the taken path, each reconverging there; an entry that reaches its reconvergence block, or whose
 * threads have all exited, is popped. Votes and sync.warp run for the active mask and never wait.
 */
final class IpdomMachine implements SimtMachine {
    private static final class Entry {
        int block;
        int index;
        final long mask;
        final int reconverge;

        Entry(int block, long mask, int reconverge) {
            this.block = block;
            this.mask = mask;
            this.reconverge = reconverge;
        }
    }

    /** Entries per warp: real stacks are a fixed hardware structure, and a bound keeps every step cheap. */
    static final int STACK_LIMIT = 1024;

    private final MachineState s;
    private final KernelCode code;
    private final int[] ipdom;
    private final List<List<Entry>> stacks = new ArrayList<>();

    IpdomMachine(MachineState s) {
        this.s = s;
        this.code = s.code;
        this.ipdom = PostDominators.of(code);
        for (int w = 0; w < s.warps; w++) {
            List<Entry> stack = new ArrayList<>();
            stack.add(new Entry(0, Lanes.all(s.lanes), PostDominators.VIRTUAL_EXIT));
            stacks.add(stack);
        }
    }

    @Override
    public boolean canIssue(int warp) {
        return !stacks.get(warp).isEmpty();
    }

    @Override
    public Issue step(int warp) {
        List<Entry> stack = stacks.get(warp);
        Entry top = stack.getLast();
        int block = top.block;
        int index = top.index;
        long active = top.mask & s.live[warp];
        Object x = code.at(block, index);
        if (x instanceof Instruction i) {
            if (!ThreadOps.run(s, warp, active, i, block, index)) {
                throw refused(warp, active, block, index);
            }
            top.index++;
        } else {
            switch ((Terminator) x) {
                case Terminator.Branch b -> jump(top, code.id(b.target()));
                case Terminator.CondBranch c -> branch(stack, top, warp, active, c, block);
                case Terminator.Exit e -> {
                    for (int l = 0; l < s.lanes; l++) {
                        if (Lanes.has(active, l)) {
                            s.exit(warp, l);
                        }
                    }
                }
                default -> throw refused(warp, active, block, index);
            }
        }
        settle(warp);
        return new Issue(block, index, active);
    }

    private static void jump(Entry e, int block) {
        e.block = block;
        e.index = 0;
    }

    private void branch(List<Entry> stack, Entry top, int warp, long active, Terminator.CondBranch c, int block) {
        long taken = 0;
        for (int l = 0; l < s.lanes; l++) {
            if (Lanes.has(active, l) && s.value(s.thread(warp, l), c.cond()) != 0) {
                taken |= 1L << l;
            }
        }
        long notTaken = active & ~taken;
        if (notTaken == 0 || c.taken().equals(c.notTaken())) {
            jump(top, code.id(c.taken()));
        } else if (taken == 0) {
            jump(top, code.id(c.notTaken()));
        } else {
            int r = ipdom[block];
            if (r == top.reconverge) {
                // the entry would wait at its own reconvergence point and pop right after its children: drop it
                // now, as hardware does, so a loop that diverges every turn does not grow the stack
                stack.removeLast();
            } else {
                jump(top, r); // VIRTUAL_EXIT: the entry only waits for its threads to exit
            }
            if (stack.size() + 2 > STACK_LIMIT) {
                throw new SimtFault("warp " + warp + ", " + code.describe(block, code.blocks[block].body().size())
                        + ": the SIMT stack overflows its " + STACK_LIMIT + " entries");
            }
            stack.add(new Entry(code.id(c.notTaken()), notTaken, r));
            stack.add(new Entry(code.id(c.taken()), taken, r));
        }
    }

    /** Pops the entries that reconverged or whose threads all exited. */
    private void settle(int warp) {
        List<Entry> stack = stacks.get(warp);
        while (!stack.isEmpty()) {
            Entry top = stack.getLast();
            boolean reconverged = top.block == top.reconverge && top.index == 0;
            if (!reconverged && (top.mask & s.live[warp]) != 0) {
                break;
            }
            stack.removeLast();
        }
        if (!stack.isEmpty() && stack.getLast().block == PostDominators.VIRTUAL_EXIT) {
            // every thread of a path that reconverges at the virtual exit leaves through an exit first
            throw new IllegalStateException("a SIMT stack entry reached the virtual exit with threads");
        }
    }

    private SimtFault refused(int warp, long active, int block, int index) {
        int lane = Long.numberOfTrailingZeros(active);
        return new SimtFault("thread t" + s.thread(warp, lane) + " (warp " + warp + "), " + code.describe(block, index)
                + ": next-PC hardware, which the ipdom model does not have");
    }

    @Override
    public boolean nextShared(int warp) {
        List<Entry> stack = stacks.get(warp);
        return !stack.isEmpty() && code.shared(stack.getLast().block, stack.getLast().index);
    }

    @Override
    public long[] control(int warp) {
        List<Entry> stack = stacks.get(warp);
        long[] out = new long[stack.size() * 4];
        for (int i = 0; i < stack.size(); i++) {
            Entry e = stack.get(i);
            out[4 * i] = e.block;
            out[4 * i + 1] = e.index;
            out[4 * i + 2] = e.mask;
            out[4 * i + 3] = e.reconverge;
        }
        return out;
    }

    @Override
    public String where(int warp, int lane) {
        List<Entry> stack = stacks.get(warp);
        for (int i = stack.size() - 1; i >= 0; i--) {
            Entry e = stack.get(i);
            if (Lanes.has(e.mask, lane)) {
                String at = code.pc(e.block, e.index);
                if (i == stack.size() - 1) {
                    return "running at " + at;
                }
                Entry above = stack.get(i + 1);
                String until = above.reconverge == PostDominators.VIRTUAL_EXIT ? "the threads above exit"
                        : "the path above reconverges at " + code.blocks[above.reconverge].label();
                return "masked off at " + at + " (stack entry " + (i + 1) + " of " + stack.size() + ", until "
                        + until + ")";
            }
        }
        return "exited";
    }
}
