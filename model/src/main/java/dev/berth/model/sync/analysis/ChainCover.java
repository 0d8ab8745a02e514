package dev.berth.model.sync.analysis;

import dev.berth.model.CurrentBudget;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Maximum matching in the bipartite graph "left r — right s when r precedes s" of one partition, by
 * phases of vertex-disjoint augmenting paths (as Hopcroft–Karp) over edges enumerated on demand. The
 * explicit graph (the transitive closure) has up to n²/2 edges — 50 million at 10k resources, gigabytes as a JGraphT graph — while enumeration is cheap:
 * r's successors whose producer is in warp w lie in a suffix of w's producers (the events r's consumer
 * completion reaches), filtered by the semantics' extra rule. Within a phase every right vertex is
 * touched at most once (searches of one phase find vertex-disjoint paths), so a per-warp skip list
 * keeps each phase near-linear. Tests compare the matching size with JGraphT's Hopcroft–Karp on the
 * explicit graph.
 */
final class ChainCover {
    private static final String DOING = "matching the hand-over order (the width)";
    private final HandOverOrder order;
    private final int bestFitTails;
    private final HappensBefore hb;
    private final int[] members;
    private final int n;
    /**
     * The warps holding a producer of the partition, numbered from 0 here: a program of many classes has many
     * partitions, and per-warp tables over every warp of the program for each would grow with their product.
     */
    private final int warps;
    /** Per warp of the partition: its index in the program. */
    private final int[] globalWarp;
    /** Per warp of the partition: local indices of members whose producer is in it, by producer position. */
    private final int[][] byWarp;
    private final int[][] positions;
    private final int[] slotOf;
    /** Per member: the partition's index of its producer's warp. */
    private final int[] localWarp;
    private final int[] completion;
    private final int[] matchL;
    private final int[] matchR;
    private final int[] rootOf;
    /** Per warp, per slot: next slot not yet touched in this phase (path-compressed). */
    private final int[][] skip;
    private final int[] cursorWarp;
    private final int[] cursorSlot;

    ChainCover(HandOverOrder order, int[] members) {
        this(order, members, BEST_FIT_TAILS);
    }

    /** {@code bestFitTails}: how many chain tails the best-fit start may scan before it turns to nearest successors. */
    ChainCover(HandOverOrder order, int[] members, int bestFitTails) {
        this.bestFitTails = bestFitTails;
        this.order = order;
        this.hb = order.happensBefore();
        this.members = members;
        this.n = members.length;
        // in the program's order of warps, as the search enumerates successors warp by warp
        globalWarp = java.util.stream.IntStream.range(0, n).map(i -> hb.warpOf(hb.producerEvent(members[i])))
                .distinct().sorted().toArray();
        this.warps = globalWarp.length;
        List<List<Integer>> lists = new ArrayList<>();
        for (int w = 0; w < warps; w++) {
            lists.add(new ArrayList<>());
        }
        completion = new int[n];
        localWarp = new int[n];
        for (int i = 0; i < n; i++) {
            localWarp[i] = Arrays.binarySearch(globalWarp, hb.warpOf(hb.producerEvent(members[i])));
            lists.get(localWarp[i]).add(i);
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
        rootOf = new int[n];
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
        // no augmenting path left means the matching is maximum (Berge)
        int augmented;
        do {
            augmented = augmentingPhase();
        } while (augmented > 0);
    }

    /**
     * Starting matching, close to maximum so few augmenting phases remain: in topological order of the
     * producers, each resource extends the chain whose tail completed last among the tails that may hand
     * over to it (best fit — optimal on interval-like orders). Scanning the tails costs their number per
     * resource, so past {@code bestFitTails} tails (very wide orders) a resource is instead claimed by its
     * earlier neighbour's nearest untaken successor, which is near-linear.
     */
    private void greedyChains() {
        Integer[] byTopo = new Integer[n];
        for (int i = 0; i < n; i++) {
            byTopo[i] = i;
        }
        Arrays.sort(byTopo, (a, b) -> Integer.compare(hb.topologicalPosition(hb.producerEvent(members[a])),
                hb.topologicalPosition(hb.producerEvent(members[b]))));
        List<Integer> tails = new ArrayList<>();
        int k = 0;
        for (; k < n && tails.size() <= bestFitTails; k++) {
            if ((k & 0xff) == 0) {
                CurrentBudget.check(DOING);
            }
            int v = byTopo[k];
            int best = -1;
            for (int c = 0; c < tails.size(); c++) {
                int tail = tails.get(c);
                if (order.precedes(members[tail], members[v])
                        && (best < 0 || hb.topologicalPosition(completion[tail])
                        > hb.topologicalPosition(completion[tails.get(best)]))) {
                    best = c;
                }
            }
            if (best < 0) {
                tails.add(v);
            } else {
                matchL[tails.get(best)] = v;
                matchR[v] = tails.get(best);
                tails.set(best, v);
            }
        }
        if (k < n) {
            nearestSuccessors(byTopo);
        }
    }

    static final int BEST_FIT_TAILS = 1024;

    private void nearestSuccessors(Integer[] byTopo) {
        resetPhase();
        for (int v = 0; v < n; v++) {
            if (matchR[v] >= 0) {
                touch(v);
            }
        }
        int seen = 0;
        for (int u : byTopo) {
            if ((seen++ & 0xff) == 0) {
                CurrentBudget.check(DOING);
            }
            if (matchL[u] >= 0) {
                continue;
            }
            int best = -1;
            int bestPos = Integer.MAX_VALUE;
            for (int w = 0; w < warps; w++) {
                int[] list = byWarp[w];
                int k = firstUntouched(u, w, lowerBound(positions[w], hb.firstReached(completion[u], globalWarp[w])));
                if (k < list.length) {
                    int pos = hb.topologicalPosition(hb.producerEvent(members[list[k]]));
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
        skip[localWarp[v]][slotOf[v]] = slotOf[v] + 1;
    }

    /** The next right vertex after u's cursor that u precedes and that this phase has not touched; -1 at the end. */
    private int nextNeighbour(int u) {
        int w = cursorWarp[u];
        int k = cursorSlot[u];
        while (w < warps) {
            k = firstUntouched(u, w, k < 0 ? lowerBound(positions[w], hb.firstReached(completion[u], globalWarp[w])) : k + 1);
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

    /** The first slot of warp {@code w} from {@code k} on not touched this phase whose resource u may hand over to. */
    private int firstUntouched(int u, int w, int k) {
        int[] list = byWarp[w];
        if (k < list.length) {
            k = find(w, k);
        }
        while (k < list.length && !order.extraHolds(members[u], members[list[k]])) {
            k = find(w, k + 1);
        }
        return k;
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

    /**
     * One phase: a breadth-first forest of alternating paths grown from every free left vertex at once.
     * A tree that reaches a free right vertex augments along its parent links and stops growing, so the
     * paths of a phase are vertex-disjoint and every right vertex is touched once — linear per phase, where
     * a depth-first search per root would rescan the same long successor lists. Returns the augmentations.
     */
    private int augmentingPhase() {
        resetPhase();
        // rootOf: the root of each left vertex's tree this phase, -1 when not reached
        Arrays.fill(rootOf, -1);
        boolean[] dead = new boolean[n];
        int[] parentLeft = new int[n];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int u = 0; u < n; u++) {
            if (matchL[u] < 0) {
                rootOf[u] = u;
                queue.add(u);
            }
        }
        int augmented = 0;
        int polled = 0;
        CurrentBudget.check(DOING);
        while (!queue.isEmpty()) {
            if ((polled++ & 0x3ff) == 0) {
                CurrentBudget.check(DOING);
            }
            int u = queue.poll();
            if (dead[rootOf[u]]) {
                continue;
            }
            for (int v = nextNeighbour(u); v >= 0; v = nextNeighbour(u)) {
                touch(v);
                parentLeft[v] = u;
                int owner = matchR[v];
                if (owner < 0) {
                    dead[rootOf[u]] = true;
                    for (int right = v, left = u; left >= 0; ) {
                        int previous = matchL[left];
                        matchL[left] = right;
                        matchR[right] = left;
                        if (previous < 0) {
                            break;
                        }
                        right = previous;
                        left = parentLeft[right];
                    }
                    augmented++;
                    break;
                }
                if (rootOf[owner] < 0) {
                    rootOf[owner] = rootOf[u];
                    queue.add(owner);
                }
            }
        }
        return augmented;
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
        int polled = 0;
        while (!queue.isEmpty()) {
            if ((polled++ & 0x3ff) == 0) {
                CurrentBudget.check(DOING);
            }
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
