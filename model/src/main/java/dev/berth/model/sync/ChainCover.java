package dev.berth.model.sync;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Maximum matching in the bipartite graph "left r — right s when r precedes s" of one partition, by
 * Hopcroft–Karp over edges enumerated on demand. The explicit graph (the transitive closure) has up to
 * n²/2 edges — 50 million at 10k resources, gigabytes as a JGraphT graph — while enumeration is cheap:
 * r's successors whose producer is in warp w lie in a suffix of w's producers (the events r's consumer
 * completion reaches), filtered by the semantics' extra rule. Within a phase every right vertex is
 * touched at most once (searches of one phase find vertex-disjoint paths), so a per-warp skip list
 * keeps each phase near-linear. Tests compare the matching size with JGraphT's Hopcroft–Karp on the
 * explicit graph.
 */
final class ChainCover {
    private static final int INF = Integer.MAX_VALUE;

    private final HandOverOrder order;
    private final HappensBefore hb;
    private final int[] members;
    private final int n;
    private final int warps;
    /** Per warp: local indices of members whose producer is in it, by producer position. */
    private final int[][] byWarp;
    private final int[][] positions;
    private final int[] slotOf;
    private final int[] completion;
    private final int[] matchL;
    private final int[] matchR;
    private final int[] dist;
    /** Per warp, per slot: next slot not yet touched in this phase (path-compressed). */
    private final int[][] skip;
    private final int[] cursorWarp;
    private final int[] cursorSlot;

    ChainCover(HandOverOrder order, int[] members) {
        this.order = order;
        this.hb = order.happensBefore();
        this.members = members;
        this.n = members.length;
        this.warps = hb.problem().warps().size();
        List<List<Integer>> lists = new ArrayList<>();
        for (int w = 0; w < warps; w++) {
            lists.add(new ArrayList<>());
        }
        completion = new int[n];
        for (int i = 0; i < n; i++) {
            lists.get(hb.warpOf(hb.producerEvent(members[i]))).add(i);
            completion[i] = hb.completionEvent(members[i]);
        }
        byWarp = new int[warps][];
        positions = new int[warps][];
        slotOf = new int[n];
        for (int w = 0; w < warps; w++) {
            int[] l = lists.get(w).stream().mapToInt(Integer::intValue).toArray();
            Integer[] boxed = Arrays.stream(l).boxed().toArray(Integer[]::new);
            Arrays.sort(boxed, (a, b) -> Integer.compare(hb.indexInWarp(hb.producerEvent(members[a])),
                    hb.indexInWarp(hb.producerEvent(members[b]))));
            byWarp[w] = Arrays.stream(boxed).mapToInt(Integer::intValue).toArray();
            positions[w] = new int[byWarp[w].length];
            for (int k = 0; k < byWarp[w].length; k++) {
                positions[w][k] = hb.indexInWarp(hb.producerEvent(members[byWarp[w][k]]));
                slotOf[byWarp[w][k]] = k;
            }
        }
        matchL = new int[n];
        matchR = new int[n];
        dist = new int[n];
        skip = new int[warps][];
        for (int w = 0; w < warps; w++) {
            skip[w] = new int[byWarp[w].length + 1];
        }
        cursorWarp = new int[n];
        cursorSlot = new int[n];
    }

    void solve() {
        Arrays.fill(matchL, -1);
        Arrays.fill(matchR, -1);
        greedyChains();
        while (bfs()) {
            resetPhase();
            for (int u = 0; u < n; u++) {
                if (matchL[u] < 0 && dist[u] == 0) {
                    augmentFrom(u);
                }
            }
        }
    }

    /**
     * Starting matching: in topological order, each resource hands over to its nearest untaken successor
     * (the one whose producer comes first in topological order) — near-linear, and close to maximum, so
     * few augmenting phases remain.
     */
    private void greedyChains() {
        int[] topoPos = new int[hb.eventCount()];
        int[] t = hb.topologicalOrder();
        for (int k = 0; k < t.length; k++) {
            topoPos[t[k]] = k;
        }
        Integer[] byTopo = new Integer[n];
        for (int i = 0; i < n; i++) {
            byTopo[i] = i;
        }
        Arrays.sort(byTopo, (a, b) -> Integer.compare(topoPos[hb.producerEvent(members[a])],
                topoPos[hb.producerEvent(members[b])]));
        resetPhase();
        for (int u : byTopo) {
            int best = -1;
            int bestPos = Integer.MAX_VALUE;
            for (int w = 0; w < warps; w++) {
                int[] list = byWarp[w];
                int k = lowerBound(positions[w], hb.firstReached(completion[u], w));
                k = k < list.length ? find(w, k) : k;
                while (k < list.length && !order.extraHolds(members[u], members[list[k]])) {
                    k = find(w, k + 1);
                }
                if (k < list.length) {
                    int pos = topoPos[hb.producerEvent(members[list[k]])];
                    if (pos < bestPos) {
                        bestPos = pos;
                        best = list[k];
                    }
                }
            }
            if (best >= 0) {
                matchL[u] = best;
                matchR[best] = u;
                touch(best);
            }
        }
    }

    private void resetPhase() {
        for (int w = 0; w < warps; w++) {
            for (int k = 0; k < skip[w].length; k++) {
                skip[w][k] = k;
            }
        }
        for (int u = 0; u < n; u++) {
            cursorWarp[u] = 0;
            cursorSlot[u] = -1;
        }
    }

    private int find(int w, int k) {
        int[] s = skip[w];
        int root = k;
        while (s[root] != root) {
            root = s[root];
        }
        while (s[k] != root) {
            int next = s[k];
            s[k] = root;
            k = next;
        }
        return root;
    }

    private void touch(int v) {
        int w = hb.warpOf(hb.producerEvent(members[v]));
        skip[w][slotOf[v]] = slotOf[v] + 1;
    }

    /** The next right vertex after u's cursor that u precedes and that this phase has not touched; -1 at the end. */
    private int nextNeighbour(int u) {
        int w = cursorWarp[u];
        int k = cursorSlot[u];
        while (w < warps) {
            if (k < 0) {
                k = lowerBound(positions[w], hb.firstReached(completion[u], w));
            } else {
                k++;
            }
            if (k < byWarp[w].length) {
                k = find(w, k);
            }
            while (k < byWarp[w].length && !order.extraHolds(members[u], members[byWarp[w][k]])) {
                k = find(w, k + 1);
            }
            if (k < byWarp[w].length) {
                cursorWarp[u] = w;
                cursorSlot[u] = k;
                return byWarp[w][k];
            }
            w++;
            k = -1;
        }
        cursorWarp[u] = warps;
        return -1;
    }

    private static int lowerBound(int[] a, int key) {
        int lo = 0;
        int hi = a.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < key) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** Layers alternating paths from the free left vertices; true when some free right vertex is reachable. */
    private boolean bfs() {
        resetPhase();
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int u = 0; u < n; u++) {
            dist[u] = matchL[u] < 0 ? 0 : INF;
            if (dist[u] == 0) {
                queue.add(u);
            }
        }
        boolean found = false;
        while (!queue.isEmpty()) {
            int u = queue.poll();
            for (int v = nextNeighbour(u); v >= 0; v = nextNeighbour(u)) {
                touch(v);
                int owner = matchR[v];
                if (owner < 0) {
                    found = true;
                } else if (dist[owner] == INF) {
                    dist[owner] = dist[u] + 1;
                    queue.add(owner);
                }
            }
        }
        return found;
    }

    private void augmentFrom(int root) {
        int[] stack = new int[n];
        int[] via = new int[n];
        int top = 0;
        stack[0] = root;
        while (top >= 0) {
            int x = stack[top];
            int v = nextNeighbour(x);
            if (v < 0) {
                dist[x] = INF;
                top--;
                continue;
            }
            int owner = matchR[v];
            if (owner >= 0 && dist[owner] != dist[x] + 1) {
                continue; // not on a shortest path; another search of this phase may still use v
            }
            touch(v);
            via[top] = v;
            if (owner < 0) {
                for (int i = 0; i <= top; i++) {
                    matchL[stack[i]] = via[i];
                    matchR[via[i]] = stack[i];
                }
                return;
            }
            stack[++top] = owner;
        }
    }

    /** The chains of the matching, each in hand-over order, as resource indices. */
    List<int[]> chains() {
        List<int[]> out = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            if (matchR[v] < 0) {
                List<Integer> chain = new ArrayList<>();
                for (int x = v; x >= 0; x = matchL[x]) {
                    chain.add(members[x]);
                }
                out.add(chain.stream().mapToInt(Integer::intValue).toArray());
            }
        }
        return out;
    }

    /** König: left vertices reachable by alternating paths from free left ones, whose right copy is not. */
    int[] antichain() {
        resetPhase();
        boolean[] seenL = new boolean[n];
        boolean[] seenR = new boolean[n];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int u = 0; u < n; u++) {
            if (matchL[u] < 0) {
                seenL[u] = true;
                queue.add(u);
            }
        }
        while (!queue.isEmpty()) {
            int u = queue.poll();
            for (int v = nextNeighbour(u); v >= 0; v = nextNeighbour(u)) {
                touch(v);
                seenR[v] = true;
                int owner = matchR[v];
                if (owner >= 0 && !seenL[owner]) {
                    seenL[owner] = true;
                    queue.add(owner);
                }
            }
        }
        List<Integer> out = new ArrayList<>();
        for (int x = 0; x < n; x++) {
            if (seenL[x] && !seenR[x]) {
                out.add(members[x]);
            }
        }
        return out.stream().mapToInt(Integer::intValue).sorted().toArray();
    }
}
