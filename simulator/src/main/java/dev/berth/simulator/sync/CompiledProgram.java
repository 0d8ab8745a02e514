package dev.berth.simulator.sync;

import dev.berth.model.sync.LogicalResource;
import dev.berth.model.sync.OpKind;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncOp;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.Warp;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A program and a mapping turned into flat per-warp step tables for the machine: one step per ordinary
 * instruction, producer or removed instruction, two per kept consumer (issue, completion). Physical
 * resources are the distinct (class, id) pairs the mapping uses, numbered densely.
 *
 * <p>Parity needs each physical resource's uses numbered in the order they are meant to happen. That order
 * comes from one reference run of the program in which every logical resource has a private resource (a
 * consumer passes once its own producer signalled), warps advanced greedily in index order: on a mapping
 * whose sharers are ordered by the program every run numbers them alike, and on any other mapping some
 * schedule disagrees with the numbering and shows it.
 */
final class CompiledProgram {
    static final int OTHER = 0;
    static final int PRODUCE = 1;
    static final int ISSUE = 2;
    static final int COMPLETE = 3;
    static final int REMOVED_PRODUCE = 4;
    static final int REMOVED_CONSUME = 5;

    static final int GENERATION = 0;
    static final int PARITY = 1;
    static final int FLAG = 2;

    final SyncProblem problem;
    final int warps;
    /** Per warp and step: what the step does. */
    final int[][] kind;
    /** Per warp and step: the logical resource touched, -1 for ordinary instructions. */
    final int[][] resource;
    /** Per warp and step: the instruction's index in its warp. */
    final int[][] op;
    /** Per logical resource: its dense physical index, -1 when removed. */
    final int[] physicalOf;
    /** Per logical resource: its use number on its physical resource (parity's expected phase). */
    final int[] useOf;
    /** Per logical resource: the producer's warp and step index (removed pairs check it). */
    final int[] producerWarpOf;
    final int[] producerStepOf;
    final int physicals;
    /** Per physical resource: its class's semantics (GENERATION, PARITY, FLAG). */
    final int[] semantics;
    final String[] physicalName;
    final int totalSteps;
    /** A problem found before running anything (unusable id, arrival counts), or null. */
    final SyncViolation setupViolation;

    CompiledProgram(SyncProblem problem, int[] mapping) {
        if (mapping == null || mapping.length != problem.size()) {
            throw new IllegalArgumentException("mapping has " + (mapping == null ? "no" : mapping.length)
                    + " entries, the problem " + problem.size() + " resources");
        }
        this.problem = problem;
        this.warps = problem.warps().size();
        int n = problem.size();
        physicalOf = new int[n];
        Arrays.fill(physicalOf, -1);
        Map<Long, Integer> dense = new HashMap<>();
        List<String> names = new ArrayList<>();
        List<Integer> semanticsList = new ArrayList<>();
        List<Integer> firstUser = new ArrayList<>();
        SyncViolation setup = null;
        for (int r = 0; r < n && setup == null; r++) {
            int id = mapping[r];
            if (id == SyncProblem.REMOVED) {
                continue;
            }
            LogicalResource x = problem.resource(r);
            ResourceClass c = problem.classOf(r);
            if (id == SyncMapping.UNASSIGNED) {
                setup = new SyncViolation(SyncViolation.Kind.NO_ID, -1, null, x.id(), null,
                        "resource " + x.id() + " has no physical id (neither assigned nor removed)");
                break;
            }
            if (!c.usable(id)) {
                setup = new SyncViolation(SyncViolation.Kind.UNUSABLE_ID, -1, null, x.id(), null,
                        "resource " + x.id() + " mapped to " + id + ", which class " + c.id() + " does not hand out"
                                + (id < 0 ? "" : id >= c.limit() ? " (it has " + c.limit() + " ids)" : " (reserved)"));
                break;
            }
            long key = ((long) x.classIndex() << 32) | id;
            Integer p = dense.get(key);
            if (p == null) {
                p = names.size();
                dense.put(key, p);
                names.add(c.id() + ":" + id);
                semanticsList.add(switch (c.semantics()) {
                    case GENERATION -> GENERATION;
                    case PARITY -> PARITY;
                    case FLAG -> FLAG;
                });
                firstUser.add(r);
            } else {
                LogicalResource first = problem.resource(firstUser.get(p));
                if (first.arrivals() != x.arrivals()) {
                    setup = new SyncViolation(SyncViolation.Kind.ARRIVAL_MISMATCH, -1, null, x.id(), names.get(p),
                            "resources " + first.id() + " (" + arrivals(first) + ") and " + x.id() + " ("
                                    + arrivals(x) + ") share physical " + names.get(p)
                                    + ", which is initialised with one arrival count");
                }
            }
            physicalOf[r] = p;
        }
        setupViolation = setup;
        physicals = names.size();
        physicalName = names.toArray(String[]::new);
        semantics = semanticsList.stream().mapToInt(Integer::intValue).toArray();

        Map<String, Integer> index = problem.indexById();
        kind = new int[warps][];
        resource = new int[warps][];
        op = new int[warps][];
        producerWarpOf = new int[n];
        producerStepOf = new int[n];
        int total = 0;
        for (int w = 0; w < warps; w++) {
            List<SyncOp> ops = problem.warps().get(w).ops();
            int steps = 0;
            for (SyncOp o : ops) {
                boolean kept = o.kind() != OpKind.OTHER && mapping[index.get(o.resource())] != SyncProblem.REMOVED;
                steps += kept && o.kind() == OpKind.CONSUME ? 2 : 1;
            }
            kind[w] = new int[steps];
            resource[w] = new int[steps];
            op[w] = new int[steps];
            int s = 0;
            for (int i = 0; i < ops.size(); i++) {
                SyncOp o = ops.get(i);
                int r = o.kind() == OpKind.OTHER ? -1 : index.get(o.resource());
                boolean removed = r >= 0 && mapping[r] == SyncProblem.REMOVED;
                int k = switch (o.kind()) {
                    case OTHER -> OTHER;
                    case PRODUCE -> removed ? REMOVED_PRODUCE : PRODUCE;
                    case CONSUME -> removed ? REMOVED_CONSUME : ISSUE;
                };
                if (o.kind() == OpKind.PRODUCE) {
                    producerWarpOf[r] = w;
                    producerStepOf[r] = s;
                }
                kind[w][s] = k;
                resource[w][s] = r;
                op[w][s++] = i;
                if (k == ISSUE) {
                    kind[w][s] = COMPLETE;
                    resource[w][s] = r;
                    op[w][s++] = i;
                }
            }
            total += steps;
        }
        totalSteps = total;
        useOf = new int[n];
        numberUses(index, mapping);
    }

    private static String arrivals(LogicalResource x) {
        return x.arrivals() == LogicalResource.ANY_ARRIVALS ? "no arrival count" : x.arrivals() + " arrivals";
    }

    /** Numbers each physical resource's uses in the order of their producers in one reference run. */
    private void numberUses(Map<String, Integer> index, int[] mapping) {
        int n = problem.size();
        boolean[] signalled = new boolean[n];
        int[] pc = new int[warps];
        int[] order = new int[n];
        int produced = 0;
        boolean progress = true;
        while (progress) {
            progress = false;
            for (int w = 0; w < warps; w++) {
                Warp warp = problem.warps().get(w);
                while (pc[w] < warp.ops().size()) {
                    SyncOp o = warp.ops().get(pc[w]);
                    int r = o.kind() == OpKind.OTHER ? -1 : index.get(o.resource());
                    boolean kept = r >= 0 && mapping[r] != SyncProblem.REMOVED;
                    if (kept && o.kind() == OpKind.CONSUME && !signalled[r]) {
                        break;
                    }
                    if (kept && o.kind() == OpKind.PRODUCE) {
                        signalled[r] = true;
                        order[produced++] = r;
                    }
                    pc[w]++;
                    progress = true;
                }
            }
        }
        // a cyclic program leaves producers unreached: number them after the rest, the machine deadlocks anyway
        for (int r = 0; r < n; r++) {
            if (!signalled[r] && mapping[r] != SyncProblem.REMOVED) {
                order[produced++] = r;
            }
        }
        int[] nextUse = new int[physicals];
        for (int k = 0; k < produced; k++) {
            int r = order[k];
            if (physicalOf[r] >= 0) { // unset only past a set-up violation, when nothing runs
                useOf[r] = nextUse[physicalOf[r]]++;
            }
        }
    }

    /** "w6:c11" for a step. */
    String opName(int w, int step) {
        Warp warp = problem.warps().get(w);
        return warp.id() + ":" + warp.ops().get(op[w][step]).text();
    }

    String resourceId(int r) {
        return problem.resource(r).id();
    }
}
