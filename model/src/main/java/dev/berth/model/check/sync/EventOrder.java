package dev.berth.model.check.sync;

import dev.berth.model.CurrentBudget;
import dev.berth.model.sync.LogicalResource;
import dev.berth.model.sync.OpKind;
import dev.berth.model.sync.SyncOp;
import dev.berth.model.sync.SyncProblem;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Happens-before among the events of a sync program with some pairs removed: a producer is one event (its
 * signal), a consumer two (issue, then completion); program order links each event to the next of its
 * warp, a signal links to its consumer's completion only.
 *
 * <p>Stored as vector clocks: for every event and every warp that has events, how many events of that
 * warp happen before it or are it. Within a warp those events form a prefix, so the count is exact, and
 * the table costs events × warps ints, never events² bits. Clocks are filled in a topological order made
 * by Kahn's algorithm, which also tells whether the program deadlocks.
 */
final class EventOrder {
    static final int SIGNAL = 0;
    static final int ISSUE = 1;
    static final int COMPLETION = 2;

    private final SyncProblem problem;
    private final boolean[] removed;
    /** Per warp: its column in the clocks, or -1 when it has no event. */
    private final int[] laneOfWarp;
    private final int lanes;
    private final int[][] eventsOfLane;
    /** Per warp and op position i (0..ops): how many events the warp has at positions below i. */
    private final int[][] eventsBelow;
    private final int[] laneOf;
    private final int[] rank;
    private final int[] resourceOf;
    private final int[] kindOf;
    private final int[] signal;
    private final int[] issue;
    private final int[] completion;
    private final int[] positionInOrder;
    private final int[] clock;
    private final List<String> cycle;

    EventOrder(SyncProblem p, boolean[] removed) {
        this.problem = p;
        this.removed = removed;
        int warps = p.warps().size();
        int n = p.size();
        // which resource and role sits at each op, from the resources' own positions
        int[][] opResource = new int[warps][];
        int[][] opRole = new int[warps][];
        for (int w = 0; w < warps; w++) {
            opResource[w] = new int[p.warps().get(w).ops().size()];
            Arrays.fill(opResource[w], -1);
            opRole[w] = new int[opResource[w].length];
        }
        for (int r = 0; r < n; r++) {
            if (removed[r]) {
                continue;
            }
            LogicalResource x = p.resource(r);
            claim(opResource, opRole, x.producerWarp(), x.producerOp(), r, OpKind.PRODUCE);
            claim(opResource, opRole, x.consumerWarp(), x.consumerOp(), r, OpKind.CONSUME);
        }
        laneOfWarp = new int[warps];
        eventsBelow = new int[warps][];
        int events = 0;
        int laneCount = 0;
        for (int w = 0; w < warps; w++) {
            int[] below = new int[opResource[w].length + 1];
            for (int i = 0; i < opResource[w].length; i++) {
                below[i + 1] = below[i] + (opResource[w][i] < 0 ? 0 : opRole[w][i] == SIGNAL ? 1 : 2);
            }
            eventsBelow[w] = below;
            int here = below[below.length - 1];
            laneOfWarp[w] = here > 0 ? laneCount++ : -1;
            events += here;
        }
        lanes = laneCount;
        eventsOfLane = new int[lanes][];
        laneOf = new int[events];
        rank = new int[events];
        resourceOf = new int[events];
        kindOf = new int[events];
        signal = new int[n];
        issue = new int[n];
        completion = new int[n];
        Arrays.fill(signal, -1);
        Arrays.fill(issue, -1);
        Arrays.fill(completion, -1);
        int e = 0;
        for (int w = 0; w < warps; w++) {
            int lane = laneOfWarp[w];
            if (lane < 0) {
                continue;
            }
            int[] list = new int[eventsBelow[w][opResource[w].length]];
            int first = e;
            for (int i = 0; i < opResource[w].length; i++) {
                int r = opResource[w][i];
                if (r < 0) {
                    continue;
                }
                if (opRole[w][i] == SIGNAL) {
                    signal[r] = e;
                    e = place(e, first, lane, list, r, SIGNAL);
                } else {
                    issue[r] = e;
                    e = place(e, first, lane, list, r, ISSUE);
                    completion[r] = e;
                    e = place(e, first, lane, list, r, COMPLETION);
                }
            }
            eventsOfLane[lane] = list;
        }
        int[] order = new int[events];
        int ordered = kahn(order);
        if (ordered < events) {
            cycle = describeCycle(order, ordered);
            positionInOrder = null;
            clock = null;
            return;
        }
        cycle = null;
        positionInOrder = new int[events];
        for (int k = 0; k < events; k++) {
            positionInOrder[order[k]] = k;
        }
        clock = new int[events * lanes];
        int filled = 0;
        for (int x : order) {
            if ((filled++ & 0x3ff) == 0) {
                CurrentBudget.check("checking the order of the sync events");
            }
            int base = x * lanes;
            if (rank[x] > 0) {
                System.arraycopy(clock, eventsOfLane[laneOf[x]][rank[x] - 1] * lanes, clock, base, lanes);
            }
            if (kindOf[x] == COMPLETION) {
                int from = signal[resourceOf[x]] * lanes;
                for (int l = 0; l < lanes; l++) {
                    clock[base + l] = Math.max(clock[base + l], clock[from + l]);
                }
            }
            clock[base + laneOf[x]] = rank[x] + 1;
        }
    }

    private void claim(int[][] opResource, int[][] opRole, int w, int i, int r, OpKind kind) {
        List<SyncOp> ops = problem.warps().get(w).ops();
        SyncOp op = i >= 0 && i < ops.size() ? ops.get(i) : null;
        if (op == null || op.kind() != kind || !problem.resource(r).id().equals(op.resource()) || opResource[w][i] >= 0) {
            throw new IllegalArgumentException("malformed problem: resource " + problem.resource(r).id()
                    + " does not own the op it names in warp " + problem.warps().get(w).id());
        }
        opResource[w][i] = r;
        opRole[w][i] = kind == OpKind.PRODUCE ? SIGNAL : ISSUE;
    }

    private int place(int e, int first, int lane, int[] list, int r, int kind) {
        int k = e - first;
        laneOf[e] = lane;
        rank[e] = k;
        list[k] = e;
        resourceOf[e] = r;
        kindOf[e] = kind;
        return e + 1;
    }

    boolean acyclic() {
        return cycle == null;
    }

    /** The ops of one cycle, the first repeated at the end; null when the program is acyclic. */
    List<String> cycle() {
        return cycle;
    }

    boolean removed(int r) {
        return removed[r];
    }

    int signal(int r) {
        return signal[r];
    }

    int issue(int r) {
        return issue[r];
    }

    int completion(int r) {
        return completion[r];
    }

    /** Where event e stands in the topological order the clocks were filled in. */
    int position(int e) {
        return positionInOrder[e];
    }

    int laneOf(int e) {
        return laneOf[e];
    }

    /** Index of event e among its warp's events. */
    int rank(int e) {
        return rank[e];
    }

    /** How many events of lane l happen before event e or are it. */
    int seen(int e, int l) {
        return clock[e * lanes + l];
    }

    /** Whether e happens before f, or is f. */
    boolean before(int e, int f) {
        return clock[f * lanes + laneOf[e]] > rank[e];
    }

    /**
     * Whether the ordering pair r stands for holds without it: the work just before its producer happens
     * before the work just after its consumer. That work is assumed present even where the file lists no
     * ordinary op. In one warp, program order decides. Otherwise the work before the producer reaches the
     * producer warp's events at later ops (not r's signal: from there only r's own edge leads on), and the
     * work after the consumer is reached through the consumer warp's events at earlier ops (not r's issue
     * or completion, whose only other way in is r's edge); so it holds iff some event of the first set
     * happens before the last event of the second. Events of r, kept or not, change nothing.
     */
    boolean implied(int r) {
        LogicalResource x = problem.resource(r);
        int pw = x.producerWarp();
        int cw = x.consumerWarp();
        if (pw == cw) {
            return x.producerOp() < x.consumerOp();
        }
        int pl = laneOfWarp[pw];
        int cl = laneOfWarp[cw];
        int upToProducer = eventsBelow[pw][x.producerOp() + 1];
        int beforeConsumer = eventsBelow[cw][x.consumerOp()];
        if (pl < 0 || cl < 0 || beforeConsumer == 0) {
            return false;
        }
        int last = eventsOfLane[cl][beforeConsumer - 1];
        return seen(last, pl) > upToProducer;
    }

    private int kahn(int[] order) {
        int events = order.length;
        int[] waiting = new int[events];
        for (int e = 0; e < events; e++) {
            waiting[e] = (rank[e] > 0 ? 1 : 0) + (kindOf[e] == COMPLETION ? 1 : 0);
        }
        int tail = 0;
        for (int e = 0; e < events; e++) {
            if (waiting[e] == 0) {
                order[tail++] = e;
            }
        }
        for (int head = 0; head < tail; head++) {
            int x = order[head];
            int[] list = eventsOfLane[laneOf[x]];
            if (rank[x] + 1 < list.length && --waiting[list[rank[x] + 1]] == 0) {
                order[tail++] = list[rank[x] + 1];
            }
            if (kindOf[x] == SIGNAL && --waiting[completion[resourceOf[x]]] == 0) {
                order[tail++] = completion[resourceOf[x]];
            }
        }
        return tail;
    }

    /**
     * Every event Kahn left unordered still waits on an unordered predecessor, so walking such
     * predecessors from any of them must come back to one already walked: that loop is a deadlock.
     */
    private List<String> describeCycle(int[] order, int ordered) {
        boolean[] done = new boolean[order.length];
        for (int k = 0; k < ordered; k++) {
            done[order[k]] = true;
        }
        int start = 0;
        while (done[start]) {
            start++;
        }
        int[] stepOf = new int[order.length];
        Arrays.fill(stepOf, -1);
        List<Integer> walk = new ArrayList<>();
        int x = start;
        while (stepOf[x] < 0) {
            stepOf[x] = walk.size();
            walk.add(x);
            int previous = rank[x] > 0 ? eventsOfLane[laneOf[x]][rank[x] - 1] : -1;
            x = previous >= 0 && !done[previous] ? previous : signal[resourceOf[x]];
        }
        List<Integer> loop = new ArrayList<>(walk.subList(stepOf[x], walk.size()));
        java.util.Collections.reverse(loop);
        int first = 0;
        for (int k = 1; k < loop.size(); k++) {
            if (loop.get(k) < loop.get(first)) {
                first = k;
            }
        }
        java.util.Collections.rotate(loop, -first);
        List<String> names = new ArrayList<>();
        for (int e : loop) {
            String name = problem.opName(resourceOf[e], kindOf[e] == SIGNAL);
            if (names.isEmpty() || !names.get(names.size() - 1).equals(name)) {
                names.add(name);
            }
        }
        if (names.size() > 1 && names.get(0).equals(names.get(names.size() - 1))) {
            names.remove(names.size() - 1);
        }
        names.add(names.get(0));
        return names;
    }
}
