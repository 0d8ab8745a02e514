package dev.berth.algorithms.simt;

import dev.berth.model.Budget;
import dev.berth.model.NamedStrategy;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.simt.SimtProblem;
import dev.berth.model.simt.SimtSolution;
import dev.berth.model.simt.ir.Address;
import dev.berth.model.simt.ir.Block;
import dev.berth.model.simt.ir.Kernel;
import dev.berth.model.simt.ir.Operands;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The compiler-only answer for hardware with a plain SIMT stack ({@code ipdom}): ElTantawy and Aamodt's static
 * SIMT-deadlock elimination ("MIMD Synchronization on SIMT Architectures"). Each spin loop whose exit leads to
 * the release of what it waits on is restructured ({@link LoopRestructurer}) so that the release is reached
 * inside the loop: the spin branch then reconverges at a new latch after the release, so the lock winner runs
 * its critical section while its warp-mates wait on the stack. The answer targets {@code ipdom} (nextPc = mask =
 * -1); the gate runs it there against the original under per-thread scheduling.
 *
 * <p>Steps: give each spin loop that shares its header with an enclosing loop a header of its own ({@link
 * HeaderSplit}); find the spin loops ({@link SpinLoopFinder}); leave those whose exits stay inside an enclosing spin
 * loop (a test-and-test-and-set's inner test: the enclosing loop's latch covers it); for the others find the
 * region up to the release ({@link ReleaseRegion}); split blocks right after their releases ({@link
 * ReleaseSplit}); then restructure the loops one at a time, outermost first, on the kernel as far as
 * restructured (the loops are found again by their header's label). A loop that cannot be restructured (no
 * release after it, a region entered from elsewhere, a release shared with another loop) is left as it is and
 * named in the stat {@code leftAsIs}: the kernel stays correct, and the gate decides whether it completes.
 *
 * <p>Refused (UNKNOWN, with the reason): irreducible control flow, a kernel already in next-PC form, no
 * per-thread register free for the flag within {@code .registers}, piece labels ({@code B.after}) the kernel
 * already names. Kernels with no spin loop come back unchanged. Stats: {@code spinLoops}, {@code headersSplit}, {@code restructured}
 * (headers), {@code leftAsIs} (header: why), {@code flag}, {@code blocks}, {@code addedInstructions}.
 */
public final class IpdomRestructure extends NamedStrategy<SimtProblem, SimtSolution> {
    public static final String NAME = "ipdom";

    public IpdomRestructure() {
        super(NAME, "static SIMT-deadlock elimination for a plain SIMT stack: each spin loop restructured so that its"
                + " release is reached inside it (ElTantawy and Aamodt)", List.of());
    }

    @Override
    public Result<SimtSolution> solve(SimtProblem problem, SolveOptions options, Budget budget) {
        Kernel kernel = problem.kernel();
        for (Block b : kernel.blocks()) {
            for (Object x : code(b)) {
                if (Operands.nextPcHardware(x)) {
                    return Result.unknown("the kernel is already in next-PC form ('" + x + "')");
                }
            }
        }
        String where = problem.name() == null ? "kernel " + kernel.name() : problem.name() + ": kernel " + kernel.name();
        LoopNest original = new LoopNest(new ControlFlowGraph(kernel), where);
        List<String> headersSplit = new ArrayList<>();
        // a loop that waits as a whole (test-and-test-and-set: the test's back edge and the CAS's) is restructured
        // as it is; only a spin inside a loop that is not restructurable gets a header of its own
        Set<Integer> whole = new HashSet<>();
        for (SpinLoop s : SpinLoopFinder.find(original)) {
            NaturalLoop loop = loopHeadedBy(original, s.header());
            if (loop.blocks().size() == s.blocks().size()
                    && ReleaseRegion.of(original.cfg(), loop, new LinkedHashSet<>(s.waitsOn())).restructurable()) {
                whole.add(loop.header());
            }
        }
        Kernel apart = HeaderSplit.of(original, l -> whole.contains(l.header()), headersSplit);
        LoopNest nest = apart == kernel ? original : new LoopNest(new ControlFlowGraph(apart), where);
        List<SpinLoop> spins = SpinLoopFinder.find(nest);
        Map<String, Object> stats = new LinkedHashMap<>();
        stats.put("spinLoops", spins.size());
        stats.put("headersSplit", String.join(",", headersSplit));
        if (spins.isEmpty()) {
            return unchanged(kernel, stats, "");
        }
        if (nest.irreducibleEdge() != null) {
            int[] e = nest.irreducibleEdge();
            return Result.<SimtSolution>unknown("irreducible control flow: the edge " + nest.cfg().label(e[0]) + " -> "
                    + nest.cfg().label(e[1]) + " enters a loop other than at its header, so the loop has no single latch"
                    + " to restructure").withStats(stats);
        }
        Map<String, String> left = new LinkedHashMap<>();
        List<Planned> plan = plan(nest, spins, left);
        if (plan.isEmpty()) {
            return unchanged(kernel, stats, describe(left));
        }
        int flag = FreeRegisters.lowestThreadRegister(kernel);
        if (flag < 0) {
            return Result.<SimtSolution>unknown("no per-thread register free for the restructured loops' flag: the"
                    + " kernel names all " + kernel.registers() + " of its .registers budget").withStats(stats);
        }
        Map<String, SortedSet<Integer>> points = new LinkedHashMap<>();
        for (Planned p : plan) {
            p.region().releaseAt().forEach((b, i) -> points.computeIfAbsent(nest.cfg().label(b), k -> new TreeSet<>()).add(i));
        }
        Set<String> labels = new HashSet<>();
        apart.blocks().forEach(b -> labels.add(b.label()));
        for (String b : points.keySet()) {
            String taken = labels.stream().filter(l -> l.startsWith(b + ReleaseSplit.SUFFIX)).findFirst().orElse(null);
            if (taken != null) {
                return Result.<SimtSolution>unknown("block " + b + " must be split after its release into " + b
                        + ReleaseSplit.SUFFIX + ", but the kernel already names " + taken).withStats(stats);
            }
        }
        Kernel current = ReleaseSplit.of(apart, points);
        List<String> done = new ArrayList<>();
        for (Planned p : plan) {
            ControlFlowGraph cfg = new ControlFlowGraph(current);
            LoopNest now = new LoopNest(cfg);
            NaturalLoop loop = loopHeadedBy(now, p.header());
            ReleaseRegion region = loop == null ? null : ReleaseRegion.of(cfg, loop, p.waitsOn());
            StringBuilder why = new StringBuilder();
            Kernel next = region == null || !region.restructurable() ? null
                    : LoopRestructurer.apply(cfg, loop, region, flag, why);
            if (next == null) {
                left.put(p.header(), region == null ? "no longer a loop once the loops around it were restructured"
                        : region.restructurable() ? why.toString() : region.problem());
                continue;
            }
            current = next;
            done.add(p.header());
        }
        if (done.isEmpty()) {
            return unchanged(kernel, stats, describe(left));
        }
        stats.put("restructured", String.join(",", done));
        stats.put("leftAsIs", describe(left));
        stats.put("flag", flag);
        stats.put("blocks", current.blocks().size());
        stats.put("addedInstructions", size(current) - size(kernel));
        return Result.feasible(new SimtSolution(current, -1, -1)).withStats(stats);
    }

    /** A spin loop to restructure, found on the input kernel. */
    private record Planned(String header, Set<Address> waitsOn, int size, ReleaseRegion region) {
    }

    /**
     * The spin loops to restructure, outermost first; the others go to {@code left} with the reason. A loop
     * inside another spin loop whose exits all stay inside it is covered by the enclosing loop's latch.
     */
    private static List<Planned> plan(LoopNest nest, List<SpinLoop> spins, Map<String, String> left) {
        ControlFlowGraph cfg = nest.cfg();
        List<NaturalLoop> loops = new ArrayList<>();
        List<ReleaseRegion> regions = new ArrayList<>();
        List<NaturalLoop> restructurable = new ArrayList<>();
        for (SpinLoop s : spins) {
            NaturalLoop loop = loopHeadedBy(nest, s.header());
            ReleaseRegion region = ReleaseRegion.of(cfg, loop, new LinkedHashSet<>(s.waitsOn()));
            loops.add(loop);
            regions.add(region);
            if (region.restructurable()) {
                restructurable.add(loop);
            }
        }
        List<Planned> out = new ArrayList<>();
        for (int i = 0; i < spins.size(); i++) {
            NaturalLoop loop = loops.get(i);
            // only a loop that is itself restructured covers the loops inside it (a work loop around a lock's
            // spin, waiting on the queue it stores to, has nothing to bring inside it)
            NaturalLoop around = enclosingSpin(cfg, loop, restructurable);
            if (around != null) {
                left.put(spins.get(i).header(), "its exits stay inside the spin loop at " + cfg.label(around.header())
                        + ", which is restructured around it");
                continue;
            }
            if (!regions.get(i).restructurable()) {
                left.put(spins.get(i).header(), regions.get(i).problem());
                continue;
            }
            out.add(new Planned(spins.get(i).header(), new LinkedHashSet<>(spins.get(i).waitsOn()),
                    loop.blocks().size(), regions.get(i)));
        }
        out.sort(Comparator.comparingInt(Planned::size).reversed());
        return out;
    }

    /** Another spin loop that contains {@code loop} and every one of its exits' targets, or null. */
    private static NaturalLoop enclosingSpin(ControlFlowGraph cfg, NaturalLoop loop, List<NaturalLoop> spins) {
        for (NaturalLoop o : spins) {
            if (o == loop || !o.blocks().containsAll(loop.blocks()) || o.blocks().size() == loop.blocks().size()) {
                continue;
            }
            boolean inside = true;
            for (int b : loop.blocks()) {
                for (int s : cfg.successors(b)) {
                    inside &= o.contains(s);
                }
            }
            if (inside) {
                return o;
            }
        }
        return null;
    }

    private static NaturalLoop loopHeadedBy(LoopNest nest, String header) {
        for (NaturalLoop l : nest.loops()) {
            if (nest.cfg().label(l.header()).equals(header)) {
                return l;
            }
        }
        return null;
    }

    private static Result<SimtSolution> unchanged(Kernel kernel, Map<String, Object> stats, String left) {
        stats.put("restructured", "");
        stats.put("leftAsIs", left);
        stats.put("blocks", kernel.blocks().size());
        stats.put("addedInstructions", 0);
        return Result.feasible(new SimtSolution(kernel, -1, -1)).withStats(stats);
    }

    private static String describe(Map<String, String> left) {
        List<String> out = new ArrayList<>();
        left.forEach((h, why) -> out.add(h + ": " + why));
        return String.join("; ", out);
    }

    private static long size(Kernel k) {
        return k.blocks().stream().mapToLong(b -> b.body().size() + 1L).sum();
    }

    private static List<Object> code(Block b) {
        List<Object> out = new ArrayList<>(b.body());
        out.add(b.end());
        return out;
    }
}
