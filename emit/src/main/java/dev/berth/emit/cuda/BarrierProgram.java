package dev.berth.emit.cuda;

import dev.berth.model.InputException;
import dev.berth.model.sync.LogicalResource;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.Semantics;
import dev.berth.model.sync.SyncOp;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.Warp;
import dev.berth.model.sync.analysis.HappensBefore;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.ToLongFunction;

/**
 * A sync program and its mapping lowered to what one CTA runs: per warp its steps, per logical pair its physical
 * barrier and use number, per physical barrier its mechanism. Everything the CUDA source is written from.
 *
 * @param semantics the wake-up rule the kernel implements (the instance's, or the one asked for): its label, or
 *                  the labels joined by "+" when the classes have different ones
 * @param verdict   Berth's checker on the mapping under that rule: null when valid, else its reason
 */
public record BarrierProgram(String name, String semantics, List<String> warpIds, List<List<Step>> code,
                             List<SyncPair> pairs, List<PhysicalBarrier> barriers, String verdict) {
    /** One CTA holds 32 warps; one of them is the watchdog that releases named barriers stuck past the timeout. */
    public static final int MAX_WARPS = 31;
    /** Named barrier ids 1..15: id 0 belongs to {@code __syncthreads}, which the kernel uses after set-up. */
    public static final int NAMED_BARRIERS = 15;
    /** Tokens live in shared memory (4 bytes a pair) beside the barriers, within the static 48 KB. */
    public static final int MAX_PAIRS = 8192;
    /** A CTA's static shared memory, less what the harness keeps per warp. */
    public static final int SHARED_BYTES = 48 * 1024 - 1024;
    /** Straight-line code, a call per step: nvcc takes about 4 s for 8,000 steps on 31 warps. */
    public static final int MAX_STEPS = 60_000;

    public BarrierProgram {
        warpIds = List.copyOf(warpIds);
        code = code.stream().map(List::copyOf).toList();
        pairs = List.copyOf(pairs);
        barriers = List.copyOf(barriers);
    }

    public int warps() {
        return warpIds.size();
    }

    public boolean uses(Mechanism m) {
        return barriers.stream().anyMatch(b -> b.mechanism() == m);
    }

    public long count(Mechanism m) {
        return barriers.stream().filter(b -> b.mechanism() == m).count();
    }

    /** {@code problem} with every class's semantics replaced by {@code semantics} (null keeps them). */
    public static SyncProblem under(SyncProblem problem, Semantics semantics) {
        if (semantics == null) {
            return problem;
        }
        return problem.withClasses(problem.classes().stream()
                .map(c -> new ResourceClass(c.id(), c.limit(), c.reserved(), semantics)).toList());
    }

    /**
     * Lowers {@code problem} (already under the semantics to emit) with {@code mapping}; {@code cycles} gives an
     * ordinary instruction's duration. Input errors name what the kernel cannot hold.
     */
    public static BarrierProgram lower(SyncProblem problem, int[] mapping, ToLongFunction<SyncOp> cycles,
                                       String verdict) {
        String where = problem.name();
        if (problem.warps().size() > MAX_WARPS) {
            throw new InputException(where, "has " + problem.warps().size() + " warps; the emitted kernel runs one CTA,"
                    + " which holds at most " + MAX_WARPS + " program warps beside its watchdog warp");
        }
        if (problem.size() > MAX_PAIRS) {
            throw new InputException(where, "has " + problem.size() + " sync pairs; the emitted kernel holds at most "
                    + MAX_PAIRS + " (a token each in shared memory)");
        }
        long steps = problem.warps().stream().mapToLong(w -> w.ops().size()).sum();
        if (steps > MAX_STEPS) {
            throw new InputException(where, "has " + steps + " instructions; the emitted kernel is straight-line code"
                    + " of at most " + MAX_STEPS);
        }
        for (int r = 0; r < problem.size(); r++) {
            if (mapping[r] < SyncProblem.REMOVED) { // unassigned (SyncMapping.UNASSIGNED) or an id no class has
                throw new InputException(where, "sync pair " + problem.resource(r).id()
                        + " has no physical resource in the solution (neither assigned nor removed)");
            }
        }
        HappensBefore hb = HappensBefore.of(problem, mapping);
        if (!hb.acyclic()) {
            throw new InputException(where, "deadlocks as written (" + String.join(" -> ", hb.cycle())
                    + "): there is no run to emit");
        }
        List<PhysicalBarrier> barriers = new ArrayList<>();
        int[] barrierOf = physicalBarriers(problem, mapping, barriers);
        long shared = 4L * (problem.size() + 1) + 8L * (barriers.size() + 1) + 4L * (barriers.size() + 1);
        if (shared > SHARED_BYTES) {
            throw new InputException(where, "needs " + shared + " bytes of shared memory for " + problem.size()
                    + " tokens and " + barriers.size() + " physical resources; one CTA's static shared memory holds "
                    + SHARED_BYTES);
        }
        int[] useOf = uses(problem, mapping, hb, barrierOf);
        List<SyncPair> pairs = new ArrayList<>();
        for (int r = 0; r < problem.size(); r++) {
            LogicalResource x = problem.resource(r);
            if (barrierOf[r] >= 0 && barriers.get(barrierOf[r]).mechanism() == Mechanism.NAMED_BARRIER
                    && x.producerWarp() == x.consumerWarp()) {
                throw new InputException(where, "sync pair " + x.id() + " signals and waits within warp "
                        + problem.warps().get(x.producerWarp()).id() + "; a named barrier counts warps arriving and"
                        + " cannot carry a signal from a warp to itself");
            }
            pairs.add(new SyncPair(x.id(), barrierOf[r], useOf[r], x.producerWarp(), x.consumerWarp()));
        }
        Map<String, Integer> index = problem.indexById();
        List<String> ids = new ArrayList<>();
        List<List<Step>> code = new ArrayList<>();
        for (Warp w : problem.warps()) {
            ids.add(w.id());
            List<Step> s = new ArrayList<>();
            for (SyncOp op : w.ops()) {
                s.add(switch (op.kind()) {
                    case OTHER -> new Step.Compute(op.text(), Math.max(0, cycles.applyAsLong(op)));
                    case PRODUCE -> new Step.Signal(index.get(op.resource()));
                    case CONSUME -> new Step.Wait(index.get(op.resource()));
                });
            }
            code.add(s);
        }
        String semantics = problem.classes().stream().map(c -> c.semantics().label()).distinct()
                .collect(java.util.stream.Collectors.joining("+"));
        return new BarrierProgram(problem.name(), semantics, ids, code, pairs, barriers, verdict);
    }

    /** One barrier per (class, id) used, in order of first use; named barriers get their hardware ids. */
    private static int[] physicalBarriers(SyncProblem problem, int[] mapping, List<PhysicalBarrier> out) {
        Map<Long, Integer> dense = new LinkedHashMap<>();
        int[] of = new int[problem.size()];
        int[] slots = new int[Mechanism.values().length];
        for (int r = 0; r < problem.size(); r++) {
            if (mapping[r] == SyncProblem.REMOVED) {
                of[r] = -1;
                continue;
            }
            LogicalResource x = problem.resource(r);
            long key = ((long) x.classIndex() << 32) | (mapping[r] & 0xffffffffL);
            Integer b = dense.get(key);
            if (b == null) {
                ResourceClass c = problem.classOf(r);
                Mechanism m = Mechanism.of(c.semantics());
                b = out.size();
                dense.put(key, b);
                out.add(new PhysicalBarrier(c.id() + ":" + mapping[r], m, slots[m.ordinal()]++, -1,
                        x.arrivals() == LogicalResource.ANY_ARRIVALS ? 1 : x.arrivals()));
            } else if (out.get(b).arrivals() != (x.arrivals() == LogicalResource.ANY_ARRIVALS ? 1 : x.arrivals())) {
                throw new InputException(problem.name(), "sync pairs of different arrival counts share "
                        + out.get(b).name() + ", which an mbarrier is initialised with once");
            }
            of[r] = b;
        }
        assignNamedIds(problem, out, dense);
        return of;
    }

    /**
     * A named barrier keeps its id when every id the answer uses lies in 1..15 (the answer already avoided the ids
     * its class reserves); otherwise the ids are shifted, in class and id order, onto 1..15 past id 0.
     */
    private static void assignNamedIds(SyncProblem problem, List<PhysicalBarrier> barriers, Map<Long, Integer> dense) {
        TreeSet<Long> named = new TreeSet<>(Comparator.naturalOrder());
        dense.forEach((key, b) -> {
            if (barriers.get(b).mechanism() == Mechanism.NAMED_BARRIER) {
                named.add(key);
            }
        });
        if (named.isEmpty()) {
            return;
        }
        if (named.size() > NAMED_BARRIERS) {
            throw new InputException(problem.name(), "needs " + named.size() + " named barriers; a CTA has "
                    + NAMED_BARRIERS + " beside __syncthreads' id 0");
        }
        boolean oneClass = named.first() >>> 32 == named.last() >>> 32;
        boolean inRange = named.stream().allMatch(k -> (int) (long) k >= 1 && (int) (long) k <= NAMED_BARRIERS);
        int next = 1;
        for (long key : named) {
            int b = dense.get(key);
            PhysicalBarrier p = barriers.get(b);
            int hw = oneClass && inRange ? (int) key : next++;
            barriers.set(b, new PhysicalBarrier(p.name(), p.mechanism(), p.slot(), hw, p.arrivals()));
        }
    }

    /** Each barrier's uses numbered in happens-before order of their producers (a chain in a valid answer). */
    private static int[] uses(SyncProblem problem, int[] mapping, HappensBefore hb, int[] barrierOf) {
        List<Integer> kept = new ArrayList<>();
        for (int r = 0; r < problem.size(); r++) {
            if (mapping[r] != SyncProblem.REMOVED) {
                kept.add(r);
            }
        }
        kept.sort(Comparator.comparingInt(r -> hb.topologicalPosition(hb.producerEvent(r))));
        Map<Integer, Integer> next = new LinkedHashMap<>();
        int[] use = new int[problem.size()];
        for (int r : kept) {
            use[r] = next.merge(barrierOf[r], 1, Integer::sum) - 1;
        }
        return use;
    }
}
