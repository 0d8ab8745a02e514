package dev.berth.model.sync;

import dev.berth.model.InputException;
import dev.berth.model.Problem;
import dev.berth.model.io.Numbers;
import dev.berth.model.sync.io.SyncLimits;

import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Warps of straight-line code that signal and wait on logical sync resources, and the physical resource
 * classes they must be mapped onto. Resources are in order of first appearance (warp by warp); a mapping
 * is an {@code int[]} indexed like {@link #resources()}, holding a physical id of the resource's class or
 * {@link #REMOVED} for a sync pair dropped because the others imply its ordering.
 *
 * <p>Built, it holds the file reader's guarantees whatever built it (the reader calls the same checks first,
 * to name the file and the JSON path): unique class and warp ids, the default class first, every resource
 * produced once and consumed once, listed once at the ops that use it, in an existing class, pinned only to
 * an id its class hands out, within Berth's size limits ({@link SyncLimits}). It may still be cyclic: the
 * reader refuses that, but the analyses, the checker and the simulator are meant to name a deadlock, so Java
 * may build one to test them.
 */
public record SyncProblem(String name, List<Warp> warps, List<ResourceClass> classes, List<LogicalResource> resources)
        implements Problem {
    public static final int REMOVED = -1;

    public SyncProblem {
        String prefix = name == null || name.isEmpty() ? "" : name + ": ";
        warps = InputException.copyOfPresent(prefix + "warps", warps);
        classes = InputException.copyOfPresent(prefix + "classes", classes);
        resources = InputException.copyOfPresent(prefix + "resources", resources);
        validate(prefix, warps, classes, resources);
    }

    private static void validate(String prefix, List<Warp> warps, List<ResourceClass> classes,
                                 List<LogicalResource> resources) {
        long instructions = 0;
        for (Warp w : warps) {
            instructions += w.ops().size();
        }
        SyncLimits.checkOps(prefix + "warps", instructions);
        SyncLimits.checkReach(prefix + "warps", resources.size(), warps.size());
        if (classes.isEmpty() || !classes.get(0).id().equals(ResourceClass.DEFAULT)) {
            // resources not listed in a file belong to class 0, and the file writes class 0 as "physical"
            throw new InputException(prefix + "classes[0]", "the first class must be '" + ResourceClass.DEFAULT
                    + "' (the file's \"physical\")" + (classes.isEmpty() ? ", got no class"
                    : ", got '" + Numbers.abbreviate(classes.get(0).id()) + "'"));
        }
        Set<String> classIds = new HashSet<>();
        for (int k = 0; k < classes.size(); k++) {
            checkNewClass(prefix + "classes[" + k + "].id", classes.get(k).id(), classIds);
            classIds.add(classes.get(k).id());
        }
        Set<String> warpIds = new HashSet<>();
        Map<String, int[]> producedAt = new LinkedHashMap<>();
        Map<String, int[]> consumedAt = new HashMap<>();
        for (int w = 0; w < warps.size(); w++) {
            checkNewWarp(prefix + "warps[" + w + "].id", warps.get(w).id(), warpIds);
            warpIds.add(warps.get(w).id());
            List<SyncOp> ops = warps.get(w).ops();
            for (int i = 0; i < ops.size(); i++) {
                SyncOp op = ops.get(i);
                if (op.kind() != OpKind.OTHER) {
                    Map<String, int[]> seen = op.kind() == OpKind.PRODUCE ? producedAt : consumedAt;
                    checkSingleUse(prefix + "warps[" + w + "].ops[" + i + "]", op, seen.get(op.resource()));
                    seen.put(op.resource(), new int[] {w, i});
                }
            }
        }
        for (String id : producedAt.keySet()) {
            checkPaired(prefix, id, producedAt.get(id), consumedAt.get(id));
        }
        for (String id : consumedAt.keySet()) {
            checkPaired(prefix, id, producedAt.get(id), consumedAt.get(id));
        }
        Set<String> listed = new HashSet<>();
        for (int r = 0; r < resources.size(); r++) {
            LogicalResource x = resources.get(r);
            checkListed(prefix + "resources[" + r + "].id", x.id(), producedAt.keySet(), listed);
            listed.add(x.id());
            String where = prefix + "resources[id=" + Numbers.abbreviate(x.id()) + "]";
            samePlace(where + ".producer", x.id(), "produced", producedAt.get(x.id()), x.producerWarp(), x.producerOp());
            samePlace(where + ".consumer", x.id(), "consumed", consumedAt.get(x.id()), x.consumerWarp(), x.consumerOp());
            if (x.classIndex() >= classes.size()) {
                throw new InputException(where + ".classIndex", "no class " + x.classIndex() + " (the problem has "
                        + classes.size() + ")");
            }
            if (x.isPinned()) {
                classes.get(x.classIndex()).checkPinnable(where + ".pinned", x.pinned());
            }
        }
        for (Map.Entry<String, int[]> e : producedAt.entrySet()) {
            if (!listed.contains(e.getKey())) {
                throw new InputException(at(prefix, e.getValue()), "resource " + e.getKey() + " has no entry in resources");
            }
        }
    }

    /** Refuses a class id already in {@code defined}; the caller records it. */
    public static void checkNewClass(String where, String id, Collection<String> defined) {
        if (defined.contains(id)) {
            throw new InputException(where, "class '" + Numbers.abbreviate(id) + "' is defined twice");
        }
    }

    /** Refuses a warp id already in {@code seen}; the caller records it. */
    public static void checkNewWarp(String where, String id, Collection<String> seen) {
        if (seen.contains(id)) {
            throw new InputException(where, "warp '" + Numbers.abbreviate(id) + "' appears twice");
        }
    }

    /** Refuses a second producer (or consumer) of {@code op}'s resource; {@code before} is the first one's place, or null. */
    public static void checkSingleUse(String where, SyncOp op, int[] before) {
        if (before != null) {
            throw new InputException(where, "resource " + op.resource() + " is "
                    + (op.kind() == OpKind.PRODUCE ? "produced" : "consumed") + " twice (also at warps[" + before[0]
                    + "].ops[" + before[1] + "])");
        }
    }

    /**
     * Refuses a resource with a producer but no consumer, or the other way round; the places are {warp, op} or
     * null, and the message names the one that exists after {@code prefix} (a file name and ": ", or "").
     */
    public static void checkPaired(String prefix, String id, int[] producedAt, int[] consumedAt) {
        if (consumedAt == null) {
            throw new InputException(at(prefix, producedAt), "resource " + id + " is produced but never consumed");
        }
        if (producedAt == null) {
            throw new InputException(at(prefix, consumedAt),
                    "resource " + id + " is consumed but never produced (its waiter would hang)");
        }
    }

    /** Refuses a listed resource no op uses, or one listed before (in {@code listed}); the caller records it. */
    public static void checkListed(String where, String id, Collection<String> used, Collection<String> listed) {
        if (!used.contains(id)) {
            throw new InputException(where, "resource '" + Numbers.abbreviate(id) + "' is not used by any warp");
        }
        if (listed.contains(id)) {
            throw new InputException(where, "resource '" + Numbers.abbreviate(id) + "' is listed twice");
        }
    }

    private static void samePlace(String where, String id, String verb, int[] actual, int warp, int op) {
        if (actual[0] != warp || actual[1] != op) {
            throw new InputException(where, "resource " + id + " is " + verb + " at warps[" + actual[0] + "].ops["
                    + actual[1] + "], not warps[" + warp + "].ops[" + op + "]");
        }
    }

    private static String at(String prefix, int[] place) {
        return prefix + "warps[" + place[0] + "].ops[" + place[1] + "]";
    }


    @Override
    public String family() {
        return "sync";
    }

    public int size() {
        return resources.size();
    }

    public LogicalResource resource(int r) {
        return resources.get(r);
    }

    public ResourceClass classOf(int r) {
        return classes.get(resources.get(r).classIndex());
    }

    /** Index of the resource named {@code id}, or -1. */
    public int indexOf(String id) {
        for (int r = 0; r < resources.size(); r++) {
            if (resources.get(r).id().equals(id)) {
                return r;
            }
        }
        return -1;
    }

    /** Resource ids to indices, for readers of solutions. */
    public Map<String, Integer> indexById() {
        Map<String, Integer> m = new HashMap<>();
        for (int r = 0; r < resources.size(); r++) {
            m.put(resources.get(r).id(), r);
        }
        return m;
    }

    /** Whether two resources could ever share a physical one: same class and the same arrival count. */
    public boolean compatible(int r, int s) {
        LogicalResource a = resources.get(r);
        LogicalResource b = resources.get(s);
        return a.classIndex() == b.classIndex() && a.arrivals() == b.arrivals();
    }

    /** Whether the problem has side constraints beyond classes and arrival counts (pinned ids). */
    public boolean hasPinned() {
        return resources.stream().anyMatch(LogicalResource::isPinned);
    }

    public boolean hasLimit() {
        return classes.stream().anyMatch(ResourceClass::limited);
    }

    /** "w2:p5": the instruction of resource r's producer ({@code producer}) or consumer, for messages. */
    public String opName(int r, boolean producer) {
        LogicalResource x = resources.get(r);
        Warp w = warps.get(producer ? x.producerWarp() : x.consumerWarp());
        return w.id() + ":" + w.ops().get(producer ? x.producerOp() : x.consumerOp()).text();
    }

    public SyncProblem withClasses(List<ResourceClass> cs) {
        return new SyncProblem(name, warps, cs, resources);
    }

    public SyncProblem withResources(List<LogicalResource> rs) {
        return new SyncProblem(name, warps, classes, rs);
    }

    @Override
    public SyncProblem withName(String n) {
        return new SyncProblem(n, warps, classes, resources);
    }
}
