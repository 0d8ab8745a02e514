package dev.berth.model.channels.analysis;

import dev.berth.model.CurrentBudget;
import dev.berth.model.sync.OpKind;
import dev.berth.model.sync.SyncOp;
import dev.berth.model.sync.Warp;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The makespan of the warps' code as the longest path through its happens-before, each intrinsic weighing its
 * {@code cycles} and sync ops nothing: a wait passes at the later of its warp's clock and its signal's time.
 * That is the timing a safe channel assignment gives, so strategies can weigh the ordering they add without
 * calling the simulator (which they may not); {@code berth simulate} stays the independent second opinion,
 * timing the same code on the channels themselves with its own unrolling.
 */
public final class CodeMakespan {
    private CodeMakespan() {
    }

    /** The cycle the last warp ends; throws when a wait's signal never comes (a cycle or an unpaired wait). */
    public static long of(Unrolled program, List<Warp> warps) {
        Map<String, Long> cycles = new HashMap<>();
        program.instances().forEach(x -> cycles.put(x.name(), x.cycles()));
        int n = warps.size();
        int[] next = new int[n];
        long[] clock = new long[n];
        Map<String, Long> signalled = new HashMap<>();
        Map<String, List<Integer>> blocked = new HashMap<>();
        // event driven, so the cost is linear in the ops: a warp runs until a wait whose signal is still to come
        ArrayDeque<Integer> ready = new ArrayDeque<>();
        long steps = 0;
        for (int w = 0; w < n; w++) {
            ready.add(w);
        }
        while (!ready.isEmpty()) {
            int w = ready.poll();
            List<SyncOp> ops = warps.get(w).ops();
            while (next[w] < ops.size()) {
                if ((++steps & 0x3ff) == 0) {
                    CurrentBudget.check("timing the warps' code");
                }
                SyncOp op = ops.get(next[w]);
                if (op.kind() == OpKind.CONSUME) {
                    Long at = signalled.get(op.resource());
                    if (at == null) {
                        blocked.computeIfAbsent(op.resource(), k -> new ArrayList<>()).add(w);
                        break;
                    }
                    clock[w] = Math.max(clock[w], at);
                } else if (op.kind() == OpKind.PRODUCE) {
                    signalled.put(op.resource(), clock[w]);
                    List<Integer> waiting = blocked.remove(op.resource());
                    if (waiting != null) {
                        ready.addAll(waiting);
                    }
                } else {
                    Long c = cycles.get(op.text());
                    if (c == null) {
                        throw new IllegalArgumentException("warp " + warps.get(w).id() + " runs " + op.text()
                                + ", no instance of the program");
                    }
                    clock[w] += c;
                }
                next[w]++;
            }
        }
        long makespan = 0;
        for (int w = 0; w < n; w++) {
            if (next[w] < warps.get(w).ops().size()) {
                throw new IllegalArgumentException("warp " + warps.get(w).id() + " never passes "
                        + warps.get(w).ops().get(next[w]).text() + ": its signal never comes");
            }
            makespan = Math.max(makespan, clock[w]);
        }
        return makespan;
    }
}
