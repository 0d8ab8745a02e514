package dev.berth.algorithms.sync;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.model.io.Json;
import dev.berth.model.sync.SyncProblem;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Every intermediate result of the published procedure ({@link ReferenceSyncAllocator}) for one program,
 * so each step can be checked against the text: vertices, DAG 1, the arcs DAG 2 drops, the sync pairs the
 * extra rule deletes, targets and groups (DAG 3), the topological order, and the mapping step by step.
 * Vertices, groups and resources are referred to by index; {@link #toJson()} and {@link #toDot()} spell
 * them out by name.
 *
 * @param vertices       step 2, warp by warp, front to back
 * @param dag1           step 3: intra-warp arcs and one inter-warp arc per sync pair, sorted by (from, to)
 * @param redundantArcs  step 4: the arcs of DAG 1 another path of two or more arcs makes redundant; DAG 2 is
 *                       DAG 1 without them
 * @param redundantPairs step 4's extra rule: sync pairs (resource indices) whose ordering the rest implies
 * @param pairsDropped   whether those pairs were deleted from the program (their instructions unmapped and
 *                       {@link SyncProblem#REMOVED} in {@link #mapping}), or only reported
 * @param targets        step 5's targets, in vertex order
 * @param groups         step 5's DAG-3 vertices, one per target, in target order
 * @param dag3           arcs of DAG 2 between different groups, sorted
 * @param order          step 6: a topological order of DAG 1 (vertex indices)
 * @param steps          step 7: one entry per mapped instruction, in the order processed
 * @param mapping        physical id per resource (problem order), ids of the resource's class; may exceed the
 *                       class's limit, which the procedure does not know
 */
public record ReferenceTrace(SyncProblem problem, List<Vertex> vertices, List<Arc> dag1, List<Arc> redundantArcs,
                             List<Integer> redundantPairs, boolean pairsDropped, List<Integer> targets,
                             List<Group> groups, List<GroupArc> dag3, List<Integer> order, List<Step> steps,
                             int[] mapping) {

    /** Cap on the DAG-3 paths {@link #toJson()} lists: their number can grow exponentially. */
    public static final int JSON_PATH_CAP = 1000;

    /**
     * A vertex of DAG 1: an optional consumer and the producers after it, up to the next consumer.
     *
     * @param ops   indices into the warp's ops (sync instructions only), in program order
     * @param group index of its DAG-3 group
     */
    public record Vertex(int index, String name, int warp, int ordinal, List<Integer> ops, List<String> instructions,
                         int group) {
        public Vertex {
            ops = List.copyOf(ops);
            instructions = List.copyOf(instructions);
        }
    }

    /** An arc of DAG 1: program order within a warp ({@code resource} -1) or a sync pair's producer → consumer. */
    public record Arc(int from, int to, int resource) {
        public boolean intra() {
            return resource < 0;
        }
    }

    /** A vertex of DAG 3: a target and the vertices walked from it, in walk order. */
    public record Group(int index, String name, List<Integer> vertices) {
        public Group {
            vertices = List.copyOf(vertices);
        }
    }

    public record GroupArc(int from, int to) {
    }

    /** What step 7 did with one instruction. */
    public enum Action {
        /** A consumer returned its physical resource to its group. */
        RELEASE,
        /** A producer took a physical resource released by its group or a group before it on its path. */
        REUSE,
        /** A producer found nothing to reuse and took a new physical resource. */
        FRESH
    }

    /**
     * @param fromGroup for REUSE, the group that had released the resource; else -1
     */
    public record Step(int vertex, int resource, boolean producer, Action action, int physical, int fromGroup) {
    }

    public ReferenceTrace {
        vertices = List.copyOf(vertices);
        dag1 = List.copyOf(dag1);
        redundantArcs = List.copyOf(redundantArcs);
        redundantPairs = List.copyOf(redundantPairs);
        targets = List.copyOf(targets);
        groups = List.copyOf(groups);
        dag3 = List.copyOf(dag3);
        order = List.copyOf(order);
        steps = List.copyOf(steps);
    }

    /** Index of the vertex called {@code name}, or -1. */
    public int vertexIndex(String name) {
        for (Vertex v : vertices) {
            if (v.name().equals(name)) {
                return v.index();
            }
        }
        return -1;
    }

    public List<String> vertexNames(List<Integer> indices) {
        return indices.stream().map(i -> vertices.get(i).name()).toList();
    }

    public List<String> groupNames(List<Integer> indices) {
        return indices.stream().map(i -> groups.get(i).name()).toList();
    }

    /** The arcs of DAG 2: DAG 1's arcs that are not redundant. */
    public List<Arc> dag2() {
        Set<Arc> gone = new HashSet<>(redundantArcs);
        return dag1.stream().filter(a -> !gone.contains(a)).toList();
    }

    /** "w2_0 -> w3_1 (2)" for an inter-warp arc, "w2_0 -> w2_1" for program order. */
    public String describe(Arc a) {
        return vertices.get(a.from()).name() + " -> " + vertices.get(a.to()).name()
                + (a.intra() ? "" : " (" + problem.resource(a.resource()).id() + ")");
    }

    /**
     * Up to {@code max} source-to-sink paths of DAG 3 (group indices), depth first from the sources in group
     * order — the "paths" the mapping rule speaks of.
     */
    public List<List<Integer>> groupPaths(int max) {
        List<List<Integer>> out = new ArrayList<>();
        List<List<Integer>> next = new ArrayList<>();
        boolean[] hasIn = new boolean[groups.size()];
        for (int g = 0; g < groups.size(); g++) {
            next.add(new ArrayList<>());
        }
        for (GroupArc a : dag3) {
            next.get(a.from()).add(a.to());
            hasIn[a.to()] = true;
        }
        for (int g = 0; g < groups.size() && out.size() < max; g++) {
            if (!hasIn[g]) {
                List<Integer> path = new ArrayList<>();
                path.add(g);
                extend(path, next, out, max);
            }
        }
        return out;
    }

    private static void extend(List<Integer> path, List<List<Integer>> next, List<List<Integer>> out, int max) {
        List<Integer> succ = next.get(path.get(path.size() - 1));
        if (succ.isEmpty()) {
            out.add(List.copyOf(path));
            return;
        }
        for (int s : succ) {
            if (out.size() >= max) {
                return;
            }
            path.add(s);
            extend(path, next, out, max);
            path.remove(path.size() - 1);
        }
    }

    public ObjectNode toJson() {
        ObjectNode o = Json.MAPPER.createObjectNode();
        o.put("instance", problem.name());
        ArrayNode vs = o.putArray("vertices");
        Set<Integer> targetSet = new HashSet<>(targets);
        for (Vertex v : vertices) {
            ObjectNode n = vs.addObject();
            n.put("name", v.name());
            n.put("warp", problem.warps().get(v.warp()).id());
            ArrayNode ins = n.putArray("instructions");
            v.instructions().forEach(ins::add);
            n.put("group", groups.get(v.group()).name());
            n.put("target", targetSet.contains(v.index()));
        }
        arcs(o.putArray("dag1"), dag1);
        arcs(o.putArray("redundantArcs"), redundantArcs);
        ArrayNode pairs = o.putArray("redundantPairs");
        redundantPairs.forEach(r -> pairs.add(problem.resource(r).id()));
        o.put("pairsDropped", pairsDropped);
        ArrayNode ts = o.putArray("targets");
        vertexNames(targets).forEach(ts::add);
        ArrayNode gs = o.putArray("groups");
        for (Group g : groups) {
            ObjectNode n = gs.addObject();
            n.put("name", g.name());
            ArrayNode members = n.putArray("vertices");
            vertexNames(g.vertices()).forEach(members::add);
        }
        ArrayNode d3 = o.putArray("dag3");
        for (GroupArc a : dag3) {
            d3.addObject().put("from", groups.get(a.from()).name()).put("to", groups.get(a.to()).name());
        }
        List<List<Integer>> paths = groupPaths(JSON_PATH_CAP + 1);
        ArrayNode ps = o.putArray("paths");
        for (List<Integer> p : paths.subList(0, Math.min(paths.size(), JSON_PATH_CAP))) {
            ArrayNode row = ps.addArray();
            groupNames(p).forEach(row::add);
        }
        o.put("pathsTruncated", paths.size() > JSON_PATH_CAP);
        ArrayNode ord = o.putArray("order");
        vertexNames(order).forEach(ord::add);
        ArrayNode st = o.putArray("steps");
        for (Step s : steps) {
            ObjectNode n = st.addObject();
            n.put("vertex", vertices.get(s.vertex()).name());
            n.put("instruction", (s.producer() ? "p" : "c") + problem.resource(s.resource()).id());
            n.put("action", s.action().name().toLowerCase(java.util.Locale.ROOT));
            n.put("physical", s.physical());
            if (s.fromGroup() >= 0) {
                n.put("releasedBy", groups.get(s.fromGroup()).name());
            }
        }
        ObjectNode m = o.putObject("mapping");
        for (int r = 0; r < problem.size(); r++) {
            if (mapping[r] == SyncProblem.REMOVED) {
                m.putNull(problem.resource(r).id());
            } else {
                m.put(problem.resource(r).id(), mapping[r]);
            }
        }
        return o;
    }

    private void arcs(ArrayNode into, List<Arc> arcs) {
        for (Arc a : arcs) {
            ObjectNode n = into.addObject();
            n.put("from", vertices.get(a.from()).name());
            n.put("to", vertices.get(a.to()).name());
            n.put("kind", a.intra() ? "intra" : "inter");
            if (!a.intra()) {
                n.put("resource", problem.resource(a.resource()).id());
            }
        }
    }

    /**
     * Graphviz DOT with one cluster per DAG. In DAG 1 redundant arcs are dashed and the arcs of pairs the extra
     * rule deletes red; DAG 2 keeps the rest; DAG 3's nodes list their vertices.
     */
    public String toDot() {
        Set<Arc> redundant = new HashSet<>(redundantArcs);
        Set<Integer> dropped = new HashSet<>(redundantPairs);
        StringBuilder sb = new StringBuilder("digraph reference {\n  node [shape=box, fontname=\"monospace\"];\n");
        for (int dag = 1; dag <= 2; dag++) {
            sb.append("  subgraph cluster_dag").append(dag).append(" {\n    label=\"DAG ").append(dag).append("\";\n");
            for (Vertex v : vertices) {
                sb.append("    ").append(quote(dag + ":" + v.name())).append(" [label=")
                        .append(quote(v.name() + "\n" + String.join(" ", v.instructions()))).append("];\n");
            }
            for (Arc a : dag1) {
                if (dag == 2 && redundant.contains(a)) {
                    continue;
                }
                List<String> attrs = new ArrayList<>();
                if (!a.intra()) {
                    attrs.add("label=" + quote(problem.resource(a.resource()).id()));
                }
                if (dag == 1 && redundant.contains(a)) {
                    attrs.add("style=dashed");
                }
                if (dag == 1 && !a.intra() && dropped.contains(a.resource())) {
                    attrs.add("color=red");
                }
                sb.append("    ").append(quote(dag + ":" + vertices.get(a.from()).name())).append(" -> ")
                        .append(quote(dag + ":" + vertices.get(a.to()).name()))
                        .append(attrs.isEmpty() ? "" : " [" + String.join(", ", attrs) + "]").append(";\n");
            }
            sb.append("  }\n");
        }
        sb.append("  subgraph cluster_dag3 {\n    label=\"DAG 3\";\n");
        for (Group g : groups) {
            sb.append("    ").append(quote("3:" + g.name())).append(" [label=")
                    .append(quote(g.name() + "\n" + String.join(" ", vertexNames(g.vertices())))).append("];\n");
        }
        for (GroupArc a : dag3) {
            sb.append("    ").append(quote("3:" + groups.get(a.from()).name())).append(" -> ")
                    .append(quote("3:" + groups.get(a.to()).name())).append(";\n");
        }
        return sb.append("  }\n}\n").toString();
    }

    private static String quote(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"";
    }
}
