package dev.berth.model.sync.analysis;

import dev.berth.model.CurrentBudget;
import dev.berth.model.sync.LogicalResource;
import dev.berth.model.sync.OpKind;
import dev.berth.model.sync.SyncOp;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.Warp;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The happens-before relation of a sync program at the granularity the reference needs: a producer is one
 * event (its signal), a consumer two — its <em>issue</em> (the wait starts) and its <em>completion</em> (the
 * signal arrived). Program order links each event to the next one of its warp; a producer's signal links to
 * its consumer's completion, never to its issue. Removed sync pairs have no events.
 *
 * <p>Reachability is stored as, for every event and every warp, the first event index of that warp it
 * reaches: within a warp, reaching one event means reaching all later ones, so this is exact and takes
 * events × warps ints instead of events² bits, which {@code SyncLimits.REACH} bounds.
 */
public final class HappensBefore {
    private final SyncProblem problem;
    private final int warps;
    private final int[] warpOf;
    private final int[] indexInWarp;
    private final int[][] eventsOfWarp;
    private final int[] producer;
    private final int[] issue;
    private final int[] completion;
    private final int[] resourceOf;
    private final boolean[] removed;
    /** Per warp and op: the first event of the first kept sync op at or after it (size ops+1), or -1. */
    private final int[][] nextEventFrom;
    /** Per warp and op: the last event of the last kept sync op at or before it, or -1. */
    private final int[][] lastEventUpTo;
    private final int[] topoOrder;
    private final int[] topoPosition;
    private final int[] reach;
    private final List<String> cycle;
    private final java.util.Map<String, Integer> index;

    private HappensBefore(SyncProblem p, boolean[] removed) {
        this.problem = p;
        this.removed = removed;
        this.warps = p.warps().size();
        int n = p.size();
        producer = new int[n];
        issue = new int[n];
        completion = new int[n];
        Arrays.fill(producer, -1);
        Arrays.fill(issue, -1);
        Arrays.fill(completion, -1);
        this.index = p.indexById();
        int events = 0;
        for (Warp w : p.warps()) {
            for (SyncOp op : w.ops()) {
                if (op.kind() != OpKind.OTHER && !removed[index.get(op.resource())]) {
                    events += op.kind() == OpKind.CONSUME ? 2 : 1;
                }
            }
        }
        warpOf = new int[events];
        indexInWarp = new int[events];
        resourceOf = new int[events];
        eventsOfWarp = new int[warps][];
        nextEventFrom = new int[warps][];
        lastEventUpTo = new int[warps][];
        int e = 0;
        for (int w = 0; w < warps; w++) {
            List<SyncOp> ops = p.warps().get(w).ops();
            int first = e;
            int[] firstEventOfOp = new int[ops.size()];
            int[] lastEventOfOp = new int[ops.size()];
            for (int i = 0; i < ops.size(); i++) {
                SyncOp op = ops.get(i);
                firstEventOfOp[i] = -1;
                lastEventOfOp[i] = -1;
                if (op.kind() == OpKind.OTHER) {
                    continue;
                }
                int r = index.get(op.resource());
                if (removed[r]) {
                    continue;
                }
                firstEventOfOp[i] = e;
                if (op.kind() == OpKind.PRODUCE) {
                    producer[r] = e;
                    place(e++, w, first, r);
                } else {
                    issue[r] = e;
                    place(e++, w, first, r);
                    completion[r] = e;
                    place(e++, w, first, r);
                }
                lastEventOfOp[i] = e - 1;
            }
            eventsOfWarp[w] = new int[e - first];
            for (int k = 0; k < e - first; k++) {
                eventsOfWarp[w][k] = first + k;
            }
            int[] next = new int[ops.size() + 1];
            next[ops.size()] = -1;
            for (int i = ops.size() - 1; i >= 0; i--) {
                next[i] = firstEventOfOp[i] >= 0 ? firstEventOfOp[i] : next[i + 1];
            }
            int[] last = new int[ops.size()];
            for (int i = 0; i < ops.size(); i++) {
                last[i] = lastEventOfOp[i] >= 0 ? lastEventOfOp[i] : i == 0 ? -1 : last[i - 1];
            }
            nextEventFrom[w] = next;
            lastEventUpTo[w] = last;
        }
        int[] order = new int[events];
        int ordered = kahn(order);
        if (ordered < events) {
            boolean[] done = new boolean[events];
            for (int k = 0; k < ordered; k++) {
                done[order[k]] = true;
            }
            cycle = findCycle(events, done);
            topoOrder = null;
            topoPosition = null;
            reach = null;
            return;
        }
        cycle = null;
        topoOrder = order;
        topoPosition = new int[events];
        for (int k = 0; k < events; k++) {
            topoPosition[order[k]] = k;
        }
        reach = new int[events * warps];
        Arrays.fill(reach, Integer.MAX_VALUE);
        for (int k = events - 1; k >= 0; k--) {
            if ((k & 0x3ff) == 0) {
                CurrentBudget.check("ordering the sync events (happens-before)");
            }
            int x = order[k];
            int base = x * warps;
            reach[base + warpOf[x]] = indexInWarp[x];
            int next = successorInWarp(x);
            if (next >= 0) {
                mergeReach(base, next * warps);
            }
            int r = resourceOf[x];
            if (x == producer[r] && completion[r] >= 0) {
                mergeReach(base, completion[r] * warps);
            }
        }
    }

    private void place(int e, int w, int first, int r) {
        warpOf[e] = w;
        indexInWarp[e] = e - first;
        resourceOf[e] = r;
    }

    private void mergeReach(int into, int from) {
        for (int w = 0; w < warps; w++) {
            if (reach[from + w] < reach[into + w]) {
                reach[into + w] = reach[from + w];
            }
        }
    }

    /** The program with every resource's events (nothing removed). */
    public static HappensBefore of(SyncProblem p) {
        return new HappensBefore(p, new boolean[p.size()]);
    }

    /** The program left after dropping the pairs a mapping marks {@link SyncProblem#REMOVED}. */
    public static HappensBefore of(SyncProblem p, int[] mapping) {
        boolean[] removed = new boolean[p.size()];
        for (int r = 0; r < removed.length; r++) {
            removed[r] = mapping != null && mapping[r] == SyncProblem.REMOVED;
        }
        return new HappensBefore(p, removed);
    }

    public static HappensBefore withRemoved(SyncProblem p, boolean[] removed) {
        return new HappensBefore(p, removed.clone());
    }

    public SyncProblem problem() {
        return problem;
    }

    /** Null when the program is acyclic; otherwise the ops of one cycle ("w2:c3", "w2:p5", ...) — a deadlock. */
    public List<String> cycle() {
        return cycle;
    }

    public boolean acyclic() {
        return cycle == null;
    }

    public boolean isRemoved(int r) {
        return removed[r];
    }

    public int eventCount() {
        return warpOf.length;
    }

    public int producerEvent(int r) {
        return producer[r];
    }

    public int issueEvent(int r) {
        return issue[r];
    }

    public int completionEvent(int r) {
        return completion[r];
    }

    public int warpOf(int e) {
        return warpOf[e];
    }

    public int indexInWarp(int e) {
        return indexInWarp[e];
    }

    /** Events in a topological order of the program. */
    public int[] topologicalOrder() {
        requireAcyclic();
        return topoOrder.clone();
    }

    /** Where event {@code e} stands in {@link #topologicalOrder()}. */
    public int topologicalPosition(int e) {
        requireAcyclic();
        return topoPosition[e];
    }

    /** Whether {@code e} happens before {@code f} or is {@code f}. */
    public boolean hb(int e, int f) {
        requireAcyclic();
        return reach[e * warps + warpOf[f]] <= indexInWarp[f];
    }

    /** The first event index of warp {@code w} that {@code e} reaches ({@code Integer.MAX_VALUE} for none). */
    public int firstReached(int e, int w) {
        requireAcyclic();
        return reach[e * warps + w];
    }

    /**
     * Whether the ordering sync pair r stands for holds without it: the work just before its producer
     * happens before the work just after its consumer. Files list the sync instructions and may elide the
     * ordinary work between them, so that work is assumed present: the point before the producer reaches
     * what the next kept event of its warp reaches, and the point after the consumer is reached by what
     * reaches the last kept event before it. A pair whose producer precedes its consumer in one warp is
     * implied by program order. Evaluated with r's events present or absent alike: no path between the two
     * points can use them.
     */
    public boolean pairImplied(int r) {
        requireAcyclic();
        LogicalResource x = problem.resource(r);
        int pw = x.producerWarp();
        int cw = x.consumerWarp();
        if (pw == cw) {
            return x.producerOp() < x.consumerOp();
        }
        int from = nextEventFrom[pw][x.producerOp() + 1];
        int to = x.consumerOp() == 0 ? -1 : lastEventUpTo[cw][x.consumerOp() - 1];
        return from >= 0 && to >= 0 && hb(from, to);
    }

    private void requireAcyclic() {
        if (cycle != null) {
            throw new IllegalStateException("cyclic program: " + String.join(" -> ", cycle));
        }
    }

    private int successorInWarp(int e) {
        int w = warpOf[e];
        int k = indexInWarp[e] + 1;
        return k < eventsOfWarp[w].length ? eventsOfWarp[w][k] : -1;
    }

    /** Kahn's algorithm into {@code order}; returns how many events it ordered (all of them unless there is a cycle). */
    private int kahn(int[] order) {
        int events = order.length;
        int[] indegree = new int[events];
        for (int e = 0; e < events; e++) {
            if (indexInWarp[e] > 0) {
                indegree[e]++;
            }
        }
        for (int r = 0; r < producer.length; r++) {
            if (producer[r] >= 0 && completion[r] >= 0) {
                indegree[completion[r]]++;
            }
        }
        int head = 0;
        int tail = 0;
        for (int e = 0; e < events; e++) {
            if (indegree[e] == 0) {
                order[tail++] = e;
            }
        }
        while (head < tail) {
            int x = order[head++];
            int next = successorInWarp(x);
            if (next >= 0 && --indegree[next] == 0) {
                order[tail++] = next;
            }
            int r = resourceOf[x];
            if (x == producer[r] && completion[r] >= 0 && --indegree[completion[r]] == 0) {
                order[tail++] = completion[r];
            }
        }
        return tail;
    }

    /** Walks predecessors among the events Kahn could not order until one repeats: that loop is a cycle. */
    private List<String> findCycle(int events, boolean[] ordered) {
        int start = 0;
        while (ordered[start]) {
            start++;
        }
        int[] seenAt = new int[events];
        Arrays.fill(seenAt, -1);
        List<Integer> walk = new ArrayList<>();
        int x = start;
        while (seenAt[x] < 0) {
            seenAt[x] = walk.size();
            walk.add(x);
            int prev = indexInWarp[x] > 0 ? eventsOfWarp[warpOf[x]][indexInWarp[x] - 1] : -1;
            if (prev < 0 || ordered[prev]) {
                prev = producer[resourceOf[x]]; // a completion whose warp predecessor is done waits on its producer
            }
            x = prev;
        }
        List<Integer> loop = new ArrayList<>(walk.subList(seenAt[x], walk.size()));
        java.util.Collections.reverse(loop);
        // start at the earliest event of the first warp involved, so the same cycle always reads the same
        int first = 0;
        for (int k = 1; k < loop.size(); k++) {
            int e = loop.get(k);
            int f = loop.get(first);
            if (warpOf[e] < warpOf[f] || (warpOf[e] == warpOf[f] && indexInWarp[e] < indexInWarp[f])) {
                first = k;
            }
        }
        java.util.Collections.rotate(loop, -first);
        List<String> ops = new ArrayList<>();
        for (int e : loop) {
            int r = resourceOf[e];
            boolean isProducer = e == producer[r];
            String name = problem.opName(r, isProducer);
            if (ops.isEmpty() || !ops.get(ops.size() - 1).equals(name)) {
                ops.add(name);
            }
        }
        if (ops.size() > 1 && ops.get(0).equals(ops.get(ops.size() - 1))) {
            ops.remove(ops.size() - 1);
        }
        ops.add(ops.get(0));
        return ops;
    }
}
