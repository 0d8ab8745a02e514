package dev.berth.model.check.sync;

import dev.berth.model.sync.LogicalResource;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.Semantics;
import dev.berth.model.sync.SyncOp;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.Warp;
import dev.berth.model.sync.analysis.HandOverOrder;
import dev.berth.model.sync.analysis.HappensBefore;
import dev.berth.model.sync.analysis.RedundantPairs;
import dev.berth.model.sync.analysis.SyncWidth;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Programs built straight from records, so that side constraints (classes, limits, reserved and pinned
 * ids, arrival counts) and even cyclic programs, which the parser refuses, can be generated; and
 * mappings of every sort, made with the strategies' analysis classes as an oracle.
 */
final class SyncCheckerFixtures {
    private SyncCheckerFixtures() {
    }

    /** Ops per warp (warps named w0, w1, ...); resources in order of first appearance, default facts. */
    static SyncProblem build(String name, List<ResourceClass> classes, List<List<String>> warpOps) {
        List<Warp> warps = new ArrayList<>();
        Map<String, int[]> produced = new HashMap<>();
        Map<String, int[]> consumed = new HashMap<>();
        List<String> order = new ArrayList<>();
        for (int w = 0; w < warpOps.size(); w++) {
            List<SyncOp> ops = new ArrayList<>();
            for (int i = 0; i < warpOps.get(w).size(); i++) {
                SyncOp op = SyncOp.parse(warpOps.get(w).get(i));
                ops.add(op);
                if (op.resource() == null) {
                    continue;
                }
                if (!produced.containsKey(op.resource()) && !consumed.containsKey(op.resource())) {
                    order.add(op.resource());
                }
                (op.text().startsWith("p") ? produced : consumed).put(op.resource(), new int[] {w, i});
            }
            warps.add(new Warp("w" + w, ops));
        }
        List<LogicalResource> resources = new ArrayList<>();
        for (String id : order) {
            int[] p = produced.get(id);
            int[] c = consumed.get(id);
            resources.add(new LogicalResource(id, p[0], p[1], c[0], c[1], 0, LogicalResource.FREE,
                    LogicalResource.ANY_ARRIVALS));
        }
        return new SyncProblem(name, warps, classes, resources);
    }

    static SyncProblem build(String name, Semantics semantics, List<List<String>> warpOps) {
        return build(name, List.of(ResourceClass.unlimited(semantics)), warpOps);
    }

    /** Each pair's producer and consumer put at random places in random warps: often cyclic. */
    static SyncProblem scrambled(long seed, int warps, int pairs, Semantics semantics) {
        Random rnd = new Random(seed);
        List<List<String>> ops = new ArrayList<>();
        for (int w = 0; w < warps; w++) {
            ops.add(new ArrayList<>());
        }
        for (int x = 1; x <= pairs; x++) {
            for (String op : new String[] {"p" + x, "c" + x}) {
                List<String> warp = ops.get(rnd.nextInt(warps));
                warp.add(rnd.nextInt(warp.size() + 1), op);
            }
            if (rnd.nextInt(3) == 0) {
                List<String> warp = ops.get(rnd.nextInt(warps));
                warp.add(rnd.nextInt(warp.size() + 1), "work");
            }
        }
        return build("scrambled-" + seed, semantics, ops);
    }

    /**
     * The same program with 1–3 classes (the first keeps {@code p}'s semantics, others random), random
     * limits and reserved ids, and some resources moved to other classes, pinned or given arrival counts.
     */
    static SyncProblem decorate(SyncProblem p, Random rnd) {
        int count = 1 + rnd.nextInt(3);
        List<ResourceClass> classes = new ArrayList<>();
        for (int k = 0; k < count; k++) {
            Semantics s = k == 0 ? p.classes().get(0).semantics() : Semantics.values()[rnd.nextInt(3)];
            int limit = rnd.nextInt(3) == 0 ? ResourceClass.UNLIMITED : 1 + rnd.nextInt(7);
            List<Integer> reserved = new ArrayList<>();
            while (rnd.nextInt(3) == 0) {
                reserved.add(rnd.nextInt(5));
            }
            classes.add(new ResourceClass(k == 0 ? ResourceClass.DEFAULT : "c" + k, limit, reserved, s));
        }
        List<LogicalResource> resources = new ArrayList<>();
        for (LogicalResource x : p.resources()) {
            int cls = rnd.nextInt(4) == 0 ? rnd.nextInt(count) : 0;
            int arrivals = rnd.nextInt(6) == 0 ? 1 + rnd.nextInt(2) : LogicalResource.ANY_ARRIVALS;
            int pinned = LogicalResource.FREE;
            ResourceClass c = classes.get(cls);
            // only ids the class hands out: a problem pinning another one cannot be built
            if (rnd.nextInt(8) == 0 && c.capacity() > 0) {
                pinned = c.usableId(rnd.nextInt(Math.min(3, c.capacity())));
            }
            resources.add(new LogicalResource(x.id(), x.producerWarp(), x.producerOp(), x.consumerWarp(),
                    x.consumerOp(), cls, pinned, arrivals));
        }
        return new SyncProblem(p.name(), p.warps(), classes, resources);
    }

    static SyncProblem withLimit(SyncProblem p, int classIndex, int limit, List<Integer> reserved) {
        List<ResourceClass> classes = new ArrayList<>(p.classes());
        ResourceClass c = classes.get(classIndex);
        classes.set(classIndex, new ResourceClass(c.id(), limit, reserved, c.semantics()));
        return p.withClasses(classes);
    }

    static SyncProblem pinned(SyncProblem p, Map<String, Integer> pins) {
        List<LogicalResource> resources = new ArrayList<>();
        for (LogicalResource x : p.resources()) {
            Integer pin = pins.get(x.id());
            resources.add(new LogicalResource(x.id(), x.producerWarp(), x.producerOp(), x.consumerWarp(),
                    x.consumerOp(), x.classIndex(), pin == null ? x.pinned() : pin, x.arrivals()));
        }
        return p.withResources(resources);
    }

    static boolean[] removedOf(int[] mapping) {
        boolean[] removed = new boolean[mapping.length];
        for (int r = 0; r < mapping.length; r++) {
            removed[r] = mapping[r] == SyncProblem.REMOVED;
        }
        return removed;
    }

    /** Sets of pairs to drop: none, every redundant pair (valid), a subset of those (valid), random ones. */
    static List<boolean[]> removals(SyncProblem p, Random rnd) {
        List<boolean[]> out = new ArrayList<>();
        out.add(new boolean[p.size()]);
        boolean[] redundant = RedundantPairs.find(p);
        out.add(redundant);
        boolean[] some = new boolean[p.size()];
        boolean[] random = new boolean[p.size()];
        for (int r = 0; r < p.size(); r++) {
            some[r] = redundant[r] && rnd.nextBoolean();
            random[r] = rnd.nextInt(5) == 0;
        }
        out.add(some);
        out.add(random);
        return out;
    }

    /** A minimum chain cover of the program left by {@code removed}, chains numbered per class, pins kept. */
    static int[] chains(SyncProblem p, boolean[] removed) {
        SyncWidth w = SyncWidth.of(HappensBefore.withRemoved(p, removed));
        int[] mapping = new int[p.size()];
        Arrays.fill(mapping, SyncProblem.REMOVED);
        int[] next = new int[p.classes().size()];
        for (int[] chain : w.chains()) {
            int cls = p.resource(chain[0]).classIndex();
            int id = p.classes().get(cls).usableId(next[cls]++);
            for (int r : chain) {
                mapping[r] = p.resource(r).isPinned() ? p.resource(r).pinned() : id;
            }
        }
        return mapping;
    }

    /**
     * First fit in topological order of the producers: each resource takes the lowest usable id of its
     * class whose last holder hands over to it (or a random one now and then); pinned ones take their pin.
     */
    static int[] greedy(SyncProblem p, boolean[] removed, Random rnd) {
        HappensBefore hb = HappensBefore.withRemoved(p, removed);
        HandOverOrder order = new HandOverOrder(hb);
        Integer[] byProducer = new Integer[p.size()];
        for (int r = 0; r < p.size(); r++) {
            byProducer[r] = r;
        }
        Arrays.sort(byProducer, (a, b) -> Integer.compare(key(hb, a), key(hb, b)));
        int[] mapping = new int[p.size()];
        Map<Long, Integer> holder = new LinkedHashMap<>();
        for (int r : byProducer) {
            if (removed[r]) {
                mapping[r] = SyncProblem.REMOVED;
                continue;
            }
            LogicalResource x = p.resource(r);
            int id;
            if (x.isPinned()) {
                id = x.pinned();
            } else if (rnd.nextInt(10) == 0) {
                id = p.classOf(r).usableId(rnd.nextInt(4));
            } else {
                int k = 0;
                while (true) {
                    id = p.classOf(r).usableId(k++);
                    Integer last = holder.get(((long) x.classIndex() << 32) | id);
                    if (last == null || order.precedes(last, r)) {
                        break;
                    }
                }
            }
            mapping[r] = id;
            holder.put(((long) x.classIndex() << 32) | id, r);
        }
        return mapping;
    }

    private static int key(HappensBefore hb, int r) {
        return hb.isRemoved(r) ? -1 : hb.topologicalPosition(hb.producerEvent(r));
    }

    /** One entry changed: to another resource's id, a small arbitrary number, removed, or restored. */
    static int[] mutate(int[] mapping, Random rnd) {
        int[] m = mapping.clone();
        if (m.length == 0) {
            return m;
        }
        int r = rnd.nextInt(m.length);
        switch (rnd.nextInt(5)) {
            case 0 -> m[r] = m[rnd.nextInt(m.length)];
            case 1 -> m[r] = rnd.nextInt(10) - 2;
            case 2 -> m[r] = SyncProblem.REMOVED;
            case 3 -> {
                int s = rnd.nextInt(m.length);
                int t = m[r];
                m[r] = m[s];
                m[s] = t;
            }
            default -> m[r] = m[r] == SyncProblem.REMOVED ? rnd.nextInt(4) : m[r] + 1;
        }
        return m;
    }

    static int[] random(int n, Random rnd) {
        int[] m = new int[n];
        for (int r = 0; r < n; r++) {
            m[r] = rnd.nextInt(7) - 1;
        }
        return m;
    }
}
