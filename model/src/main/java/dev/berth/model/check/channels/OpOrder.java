package dev.berth.model.check.channels;

import dev.berth.model.sync.OpKind;
import dev.berth.model.sync.SyncOp;
import dev.berth.model.sync.Warp;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Which ops of the warps certainly run before which: program order within a warp, and a signal before the
 * completion of its wait (so before everything after the wait). The graph of ops with those edges; a cycle
 * means the warps deadlock.
 */
final class OpOrder {
    private final List<int[]> ops = new ArrayList<>();          // {warp, index}
    private final Map<String, Integer> instanceOp = new HashMap<>();
    private final BitSet[] reach;
    private final boolean acyclic;

    OpOrder(List<Warp> warps) {
        Map<String, Integer> producer = new HashMap<>();
        Map<String, Integer> consumer = new HashMap<>();
        List<List<Integer>> next = new ArrayList<>();
        for (int w = 0; w < warps.size(); w++) {
            List<SyncOp> code = warps.get(w).ops();
            for (int i = 0; i < code.size(); i++) {
                int id = ops.size();
                ops.add(new int[] {w, i});
                next.add(new ArrayList<>());
                if (i > 0) {
                    next.get(id - 1).add(id);
                }
                SyncOp op = code.get(i);
                switch (op.kind()) {
                    case PRODUCE -> producer.put(op.resource(), id);
                    case CONSUME -> consumer.put(op.resource(), id);
                    case OTHER -> instanceOp.put(op.text(), id);
                }
            }
        }
        producer.forEach((r, p) -> {
            Integer c = consumer.get(r);
            if (c != null) {
                next.get(p).add(c);
            }
        });
        int n = ops.size();
        int[] indegree = new int[n];
        next.forEach(s -> s.forEach(v -> indegree[v]++));
        ArrayDeque<Integer> ready = new ArrayDeque<>();
        for (int v = 0; v < n; v++) {
            if (indegree[v] == 0) {
                ready.add(v);
            }
        }
        List<Integer> topo = new ArrayList<>();
        while (!ready.isEmpty()) {
            int u = ready.poll();
            topo.add(u);
            for (int v : next.get(u)) {
                if (--indegree[v] == 0) {
                    ready.add(v);
                }
            }
        }
        acyclic = topo.size() == n;
        reach = new BitSet[n];
        for (int k = topo.size() - 1; k >= 0; k--) {
            int u = topo.get(k);
            reach[u] = new BitSet(n);
            for (int v : next.get(u)) {
                reach[u].set(v);
                reach[u].or(reach[v]);
            }
        }
    }

    boolean acyclic() {
        return acyclic;
    }

    /** Whether instance {@code a} certainly finishes before instance {@code b} starts. */
    boolean before(String a, String b) {
        Integer x = instanceOp.get(a);
        Integer y = instanceOp.get(b);
        return x != null && y != null && reach[x] != null && reach[x].get(y);
    }

    static boolean isInstance(SyncOp op) {
        return op.kind() == OpKind.OTHER;
    }
}
