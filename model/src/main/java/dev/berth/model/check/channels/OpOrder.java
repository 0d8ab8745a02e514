package dev.berth.model.check.channels;

import dev.berth.model.CurrentBudget;
import dev.berth.model.sync.OpKind;
import dev.berth.model.sync.SyncOp;
import dev.berth.model.sync.Warp;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Which ops of the warps certainly run before which: program order within a warp, and a signal before the
 * completion of its wait (so before everything after the wait). The graph of ops with those edges; a cycle
 * means the warps deadlock.
 *
 * <p>Every op has an edge to the next op of its warp, so the ops of one warp an op reaches are all those from
 * the first one on: per op and per warp, that first index is the whole reachability (ops × warps ints, where
 * a bit per pair of ops took gigabytes on a program of ten thousand instances).
 */
final class OpOrder {
    private static final int NONE = Integer.MAX_VALUE;
    private final int warps;
    private final int[] warpOf;
    private final int[] indexInWarp;
    private final Map<String, Integer> instanceOp = new HashMap<>();
    /** Per op and warp: the first index of that warp the op reaches by one or more edges; null when cyclic. */
    private final int[] first;
    private final boolean acyclic;

    OpOrder(List<Warp> code) {
        warps = code.size();
        int n = code.stream().mapToInt(w -> w.ops().size()).sum();
        warpOf = new int[n];
        indexInWarp = new int[n];
        int[] signalled = new int[n];   // a producer's consumer op, else -1
        Arrays.fill(signalled, -1);
        Map<String, Integer> producer = new HashMap<>();
        Map<String, Integer> consumer = new HashMap<>();
        int id = 0;
        for (int w = 0; w < warps; w++) {
            List<SyncOp> ops = code.get(w).ops();
            for (int i = 0; i < ops.size(); i++, id++) {
                warpOf[id] = w;
                indexInWarp[id] = i;
                SyncOp op = ops.get(i);
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
                signalled[p] = c;
            }
        });
        int[] indegree = new int[n];
        for (int u = 0; u < n; u++) {
            if (hasNext(u)) {
                indegree[u + 1]++;
            }
            if (signalled[u] >= 0) {
                indegree[signalled[u]]++;
            }
        }
        int[] topo = new int[n];
        int head = 0;
        int tail = 0;
        for (int v = 0; v < n; v++) {
            if (indegree[v] == 0) {
                topo[tail++] = v;
            }
        }
        while (head < tail) {
            int u = topo[head++];
            if (hasNext(u) && --indegree[u + 1] == 0) {
                topo[tail++] = u + 1;
            }
            if (signalled[u] >= 0 && --indegree[signalled[u]] == 0) {
                topo[tail++] = signalled[u];
            }
        }
        acyclic = tail == n;
        if (!acyclic) {
            first = null;
            return;
        }
        first = new int[n * warps];
        Arrays.fill(first, NONE);
        for (int k = n - 1; k >= 0; k--) {
            if ((k & 0x3ff) == 0) {
                CurrentBudget.check("ordering the warps' ops");
            }
            int u = topo[k];
            if (hasNext(u)) {
                merge(u, u + 1);
            }
            if (signalled[u] >= 0) {
                merge(u, signalled[u]);
            }
        }
    }

    /** Whether op {@code u} is followed by another op of its warp (ops are numbered warp by warp). */
    private boolean hasNext(int u) {
        return u + 1 < warpOf.length && warpOf[u + 1] == warpOf[u];
    }

    /** {@code u} reaches {@code v} and everything {@code v} reaches. */
    private void merge(int u, int v) {
        int ub = u * warps;
        int vb = v * warps;
        for (int w = 0; w < warps; w++) {
            if (first[vb + w] < first[ub + w]) {
                first[ub + w] = first[vb + w];
            }
        }
        if (indexInWarp[v] < first[ub + warpOf[v]]) {
            first[ub + warpOf[v]] = indexInWarp[v];
        }
    }

    boolean acyclic() {
        return acyclic;
    }

    /** The op of instance {@code name}, or -1 when no warp runs it. */
    int instanceOp(String name) {
        Integer op = instanceOp.get(name);
        return op == null ? -1 : op;
    }

    /** Whether op {@code x} certainly finishes before op {@code y} starts ({@code -1}: no such op, never). */
    boolean before(int x, int y) {
        return acyclic && x >= 0 && y >= 0 && first[x * warps + warpOf[y]] <= indexInWarp[y];
    }

    static boolean isInstance(SyncOp op) {
        return op.kind() == OpKind.OTHER;
    }
}
