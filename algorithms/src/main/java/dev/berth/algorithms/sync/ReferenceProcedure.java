package dev.berth.algorithms.sync;

import dev.berth.algorithms.sync.ReferenceTrace.Action;
import dev.berth.algorithms.sync.ReferenceTrace.Arc;
import dev.berth.algorithms.sync.ReferenceTrace.Group;
import dev.berth.algorithms.sync.ReferenceTrace.GroupArc;
import dev.berth.algorithms.sync.ReferenceTrace.Step;
import dev.berth.algorithms.sync.ReferenceTrace.Vertex;
import dev.berth.model.Budget;
import dev.berth.model.CurrentBudget;
import dev.berth.model.sync.LogicalResource;
import dev.berth.model.sync.OpKind;
import dev.berth.model.sync.SyncOp;
import dev.berth.model.sync.SyncProblem;
import org.jgrapht.Graph;
import org.jgrapht.alg.TransitiveReduction;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.DirectedAcyclicGraph;
import org.jgrapht.graph.DirectedMultigraph;
import org.jgrapht.traverse.TopologicalOrderIterator;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CancellationException;

/**
 * Steps 1–7 of the published procedure on one program; the readings it takes where the text is open are
 * listed in {@link ReferenceSyncAllocator}. Needs an acyclic program. Throws {@link CancellationException}
 * when the budget runs out between steps.
 */
final class ReferenceProcedure {
    private static final Comparator<Arc> ARC_ORDER = Comparator.comparingInt(Arc::from).thenComparingInt(Arc::to)
            .thenComparingInt(Arc::resource);

    /**
     * Vertices the procedure takes at most (limit sync.reference in docs/sync.md): its reachability DAG keeps a
     * topological order up to date arc by arc, and its extra rule and its mapping keep sets of descendants and
     * ancestors, all growing with the square of the vertices: 4,000 vertices took 9 s, 10,000 took 50 s and
     * 1.4 GB.
     */
    static final int MAX_VERTICES = 10_000;

    private final SyncProblem problem;
    private final boolean dropPairs;
    private final Budget budget;
    /** Per vertex: its instructions (op indices in its warp) and its warp. */
    private final List<List<Integer>> opsOf = new ArrayList<>();
    private final List<Integer> warpOf = new ArrayList<>();
    private final List<Integer> ordinalOf = new ArrayList<>();
    private final int[] producerVertex;
    private final int[] consumerVertex;

    private ReferenceProcedure(SyncProblem problem, boolean dropPairs, Budget budget) {
        this.problem = problem;
        this.dropPairs = dropPairs;
        this.budget = budget;
        this.producerVertex = new int[problem.size()];
        this.consumerVertex = new int[problem.size()];
    }

    /** The vertices steps 1–2 make: one per consumer, and one per warp whose first sync op is a producer. */
    static long vertexCount(SyncProblem problem) {
        long vertices = 0;
        for (var w : problem.warps()) {
            boolean first = true;
            for (SyncOp op : w.ops()) {
                if (op.kind() == OpKind.CONSUME || op.kind() == OpKind.PRODUCE && first) {
                    vertices++;
                }
                first &= op.kind() == OpKind.OTHER;
            }
        }
        return vertices;
    }

    static ReferenceTrace run(SyncProblem problem, boolean dropPairs, Budget budget) {
        return new ReferenceProcedure(problem, dropPairs, budget).run();
    }

    private ReferenceTrace run() {
        splitIntoVertices();
        List<Arc> dag1 = arcs();
        poll();

        DirectedAcyclicGraph<Integer, DefaultEdge> reach = simpleGraph(new DirectedAcyclicGraph<>(DefaultEdge.class), dag1);
        Graph<Integer, DefaultEdge> dag2 = simpleGraph(new DefaultDirectedGraph<>(DefaultEdge.class), dag1);
        TransitiveReduction.INSTANCE.reduce(dag2);
        List<Arc> redundant = dag1.stream().filter(a -> !dag2.containsEdge(a.from(), a.to())).toList();
        List<Integer> redundantPairs = redundantPairs(dag1, redundant, reach);
        poll();

        List<Integer> targets = targets(dag2);
        int[] groupOf = new int[opsOf.size()];
        List<Group> groups = groups(dag2, targets, groupOf);
        DirectedAcyclicGraph<Integer, DefaultEdge> dag3 = new DirectedAcyclicGraph<>(DefaultEdge.class);
        groups.forEach(g -> dag3.addVertex(g.index()));
        List<GroupArc> dag3Arcs = new ArrayList<>();
        for (DefaultEdge e : dag2.edgeSet()) {
            int a = groupOf[dag2.getEdgeSource(e)];
            int b = groupOf[dag2.getEdgeTarget(e)];
            if (a != b && dag3.addEdge(a, b) != null) {
                dag3Arcs.add(new GroupArc(a, b));
            }
        }
        dag3Arcs.sort(Comparator.comparingInt(GroupArc::from).thenComparingInt(GroupArc::to));
        poll();

        boolean[] dropped = new boolean[problem.size()];
        if (dropPairs) {
            redundantPairs.forEach(r -> dropped[r] = true);
        }
        List<Integer> order = topologicalOrder(dag1, dropped);
        int[] mapping = new int[problem.size()];
        Arrays.fill(mapping, SyncProblem.REMOVED);
        List<Step> steps = map(order, groupOf, dag3, dropped, mapping);

        return new ReferenceTrace(problem, vertexRecords(groupOf), dag1, redundant, redundantPairs, dropPairs, targets, groups,
                dag3Arcs, order, steps, mapping);
    }

    /** Steps 1–2: keep the sync instructions; a new vertex at every consumer, leading producers form the first. */
    private void splitIntoVertices() {
        Map<String, Integer> index = problem.indexById();
        for (int w = 0; w < problem.warps().size(); w++) {
            List<SyncOp> ops = problem.warps().get(w).ops();
            List<Integer> current = null;
            int ordinal = 0;
            for (int i = 0; i < ops.size(); i++) {
                SyncOp op = ops.get(i);
                if (op.kind() == OpKind.OTHER) {
                    continue;
                }
                if (current == null || op.kind() == OpKind.CONSUME) {
                    current = new ArrayList<>();
                    opsOf.add(current);
                    warpOf.add(w);
                    ordinalOf.add(ordinal++);
                }
                current.add(i);
                int r = index.get(op.resource());
                (op.kind() == OpKind.PRODUCE ? producerVertex : consumerVertex)[r] = opsOf.size() - 1;
            }
        }
    }

    private List<Vertex> vertexRecords(int[] groupOf) {
        List<Vertex> out = new ArrayList<>();
        for (int v = 0; v < opsOf.size(); v++) {
            int w = warpOf.get(v);
            List<SyncOp> ops = problem.warps().get(w).ops();
            List<String> texts = opsOf.get(v).stream().map(i -> ops.get(i).text()).toList();
            out.add(new Vertex(v, name(v), w, ordinalOf.get(v), opsOf.get(v), texts, groupOf[v]));
        }
        return out;
    }

    /** "w2_0": the warp's id and the vertex's place in it, as the text writes "c2_0" for warp 2. */
    private String name(int v) {
        return problem.warps().get(warpOf.get(v)).id() + "_" + ordinalOf.get(v);
    }

    /** Step 3: consecutive vertices of a warp, and producer vertex → consumer vertex per sync pair. */
    private List<Arc> arcs() {
        List<Arc> arcs = new ArrayList<>();
        for (int v = 1; v < opsOf.size(); v++) {
            if (warpOf.get(v).equals(warpOf.get(v - 1))) {
                arcs.add(new Arc(v - 1, v, -1));
            }
        }
        for (int r = 0; r < problem.size(); r++) {
            arcs.add(new Arc(producerVertex[r], consumerVertex[r], r));
        }
        // sorted insertion makes JGraphT's FIFO topological order take ties in vertex order
        arcs.sort(ARC_ORDER);
        return arcs;
    }

    private <G extends Graph<Integer, DefaultEdge>> G simpleGraph(G g, List<Arc> arcs) {
        for (int v = 0; v < opsOf.size(); v++) {
            g.addVertex(v);
        }
        int added = 0;
        for (Arc a : arcs) {
            if ((added++ & 63) == 0) {
                poll();
            }
            if (!g.containsEdge(a.from(), a.to())) {
                g.addEdge(a.from(), a.to());
            }
        }
        return g;
    }

    /**
     * Step 4's extra rule: a redundant inter-warp arc p_x → c_x is deleted with its pair when some other path
     * from its tail to its head leaves the tail after p_x — through a producer p_y later in the warp, or
     * through program order (which leaves after every instruction of the tail).
     */
    private List<Integer> redundantPairs(List<Arc> dag1, List<Arc> redundant,
                                         DirectedAcyclicGraph<Integer, DefaultEdge> reach) {
        Map<Integer, List<Arc>> out = new HashMap<>();
        for (Arc a : dag1) {
            out.computeIfAbsent(a.from(), k -> new ArrayList<>()).add(a);
        }
        Map<Integer, Set<Integer>> descendants = new HashMap<>();
        List<Integer> pairs = new ArrayList<>();
        for (Arc x : redundant) {
            poll();
            if (x.intra()) {
                continue;
            }
            int px = problem.resource(x.resource()).producerOp();
            for (Arc a : out.get(x.from())) {
                if (a.equals(x) || a.to() == x.to()) {
                    continue;
                }
                int departs = a.intra() ? Integer.MAX_VALUE : problem.resource(a.resource()).producerOp();
                if (departs > px && descendants.computeIfAbsent(a.to(), reach::getDescendants).contains(x.to())) {
                    pairs.add(x.resource());
                    break;
                }
            }
        }
        pairs.sort(null);
        return pairs;
    }

    /** Step 5's targets, on DAG 2 as a simple graph. */
    private List<Integer> targets(Graph<Integer, DefaultEdge> dag2) {
        boolean[] target = new boolean[opsOf.size()];
        for (int v = 0; v < opsOf.size(); v++) {
            int in = dag2.inDegreeOf(v);
            target[v] |= in == 0 || in >= 2;
            if (dag2.outDegreeOf(v) >= 2) {
                for (DefaultEdge e : dag2.outgoingEdgesOf(v)) {
                    target[dag2.getEdgeTarget(e)] = true;
                }
            }
        }
        List<Integer> out = new ArrayList<>();
        for (int v = 0; v < opsOf.size(); v++) {
            if (target[v]) {
                out.add(v);
            }
        }
        return out;
    }

    /**
     * Step 5's walk: from each target along single successors up to the next target. A vertex that is no
     * target has one predecessor, whose only successor it is, so every vertex lands in exactly one group.
     */
    private List<Group> groups(Graph<Integer, DefaultEdge> dag2, List<Integer> targets, int[] groupOf) {
        Set<Integer> targetSet = new HashSet<>(targets);
        Arrays.fill(groupOf, -1);
        List<Group> groups = new ArrayList<>();
        for (int t : targets) {
            List<Integer> members = new ArrayList<>();
            int v = t;
            while (true) {
                members.add(v);
                groupOf[v] = groups.size();
                if (dag2.outDegreeOf(v) != 1) {
                    break;
                }
                int next = dag2.getEdgeTarget(dag2.outgoingEdgesOf(v).iterator().next());
                if (targetSet.contains(next)) {
                    break;
                }
                v = next;
            }
            groups.add(new Group(groups.size(), "g" + name(t), members));
        }
        for (int v = 0; v < groupOf.length; v++) {
            if (groupOf[v] < 0) {
                throw new IllegalStateException("vertex " + name(v) + " is in no group");
            }
        }
        return groups;
    }

    /** Step 6: Kahn's algorithm (JGraphT, FIFO) on DAG 1 without the arcs of deleted pairs. */
    private List<Integer> topologicalOrder(List<Arc> dag1, boolean[] dropped) {
        DirectedMultigraph<Integer, Arc> g = new DirectedMultigraph<>(Arc.class);
        for (int v = 0; v < opsOf.size(); v++) {
            g.addVertex(v);
        }
        for (Arc a : dag1) {
            if (a.intra() || !dropped[a.resource()]) {
                g.addEdge(a.from(), a.to(), a);
            }
        }
        List<Integer> order = new ArrayList<>();
        new TopologicalOrderIterator<>(g).forEachRemaining(order::add);
        return order;
    }

    /**
     * Step 7. A consumer returns its physical resource to its group's pool; a producer takes the lowest id
     * released by its own group or an ancestor group in DAG 3 (and still free), else a fresh id. Pools are
     * per partition (class × arrival count); fresh ids count per class and skip reserved ids.
     */
    private List<Step> map(List<Integer> order, int[] groupOf, DirectedAcyclicGraph<Integer, DefaultEdge> dag3,
                           boolean[] dropped, int[] mapping) {
        Map<Integer, Set<Integer>> ancestors = new HashMap<>();
        Map<Long, TreeMap<Integer, Integer>> pools = new HashMap<>();
        int[] fresh = new int[problem.classes().size()];
        List<Step> steps = new ArrayList<>();
        Map<String, Integer> index = problem.indexById();
        int done = 0;
        for (int v : order) {
            if ((++done & 255) == 0) {
                poll();
            }
            int g = groupOf[v];
            List<SyncOp> ops = problem.warps().get(warpOf.get(v)).ops();
            for (int i : opsOf.get(v)) {
                SyncOp op = ops.get(i);
                int r = index.get(op.resource());
                boolean producer = op.kind() == OpKind.PRODUCE;
                if (dropped[r]) {
                    continue;
                }
                LogicalResource x = problem.resource(r);
                TreeMap<Integer, Integer> pool = pools.computeIfAbsent(
                        ((long) x.classIndex() << 32) | (x.arrivals() & 0xffffffffL), k -> new TreeMap<>());
                if (!producer) {
                    pool.put(mapping[r], g);
                    steps.add(new Step(v, r, false, Action.RELEASE, mapping[r], -1));
                    continue;
                }
                Set<Integer> before = ancestors.computeIfAbsent(g, dag3::getAncestors);
                int reuse = -1;
                int releasedBy = -1;
                for (Map.Entry<Integer, Integer> e : pool.entrySet()) {
                    if (e.getValue() == g || before.contains(e.getValue())) {
                        reuse = e.getKey();
                        releasedBy = e.getValue();
                        break;
                    }
                }
                if (reuse >= 0) {
                    pool.remove(reuse);
                    mapping[r] = reuse;
                    steps.add(new Step(v, r, true, Action.REUSE, reuse, releasedBy));
                } else {
                    mapping[r] = problem.classes().get(x.classIndex()).usableId(fresh[x.classIndex()]++);
                    steps.add(new Step(v, r, true, Action.FRESH, mapping[r], -1));
                }
            }
        }
        return steps;
    }

    private void poll() {
        if (budget.exhausted()) {
            throw new CancellationException("the time limit ran out");
        }
        CurrentBudget.check("running the reference procedure"); // a trace has no budget of its own
    }
}
