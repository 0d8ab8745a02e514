package dev.berth.model.sync;

import dev.berth.model.Problem;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Warps of straight-line code that signal and wait on logical sync resources, and the physical resource
 * classes they must be mapped onto. Resources are in order of first appearance (warp by warp); a mapping
 * is an {@code int[]} indexed like {@link #resources()}, holding a physical id of the resource's class or
 * {@link #REMOVED} for a sync pair dropped because the others imply its ordering.
 */
public record SyncProblem(String name, List<Warp> warps, List<ResourceClass> classes, List<LogicalResource> resources)
        implements Problem {
    public static final int REMOVED = -1;

    public SyncProblem {
        warps = List.copyOf(warps);
        classes = List.copyOf(classes);
        resources = List.copyOf(resources);
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
}
