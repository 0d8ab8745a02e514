package dev.berth.algorithms.simt;

import dev.berth.model.CurrentBudget;
import dev.berth.model.simt.ir.Address;
import dev.berth.model.simt.ir.AtomicOp;
import dev.berth.model.simt.ir.Block;
import dev.berth.model.simt.ir.Instruction;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * The code between a spin loop's exits and the release of what it waits on: the blocks reachable from the
 * loop's exit targets without going past a release, the restructuring's region. A release is a write to an
 * address the loop waits on ({@code st}, {@code atom.exch}, {@code atom.add}: unlocking, handing a permit back,
 * serving the next ticket); an {@code atom.cas} on it is not, since after the loop it is a new attempt to
 * acquire, not a release. The search stops at the first release of a block (the block is split right after it)
 * and does not go back into the loop: an edge to the header is another way round it, and a reducible kernel
 * enters a loop nowhere else.
 *
 * @param blocks    the region's blocks (kernel positions), in the order the search found them
 * @param releaseAt for each region block holding a release, the index of its first one
 * @param problem   why the loop cannot be restructured, or null
 */
record ReleaseRegion(Set<Integer> blocks, Map<Integer, Integer> releaseAt, String problem) {

    boolean restructurable() {
        return problem == null;
    }

    static ReleaseRegion of(ControlFlowGraph cfg, NaturalLoop loop, Set<Address> waitsOn) {
        Set<Integer> region = new LinkedHashSet<>();
        Map<Integer, Integer> releaseAt = new LinkedHashMap<>();
        Deque<Integer> work = new ArrayDeque<>();
        for (int b : loop.blocks()) {
            for (int s : cfg.successors(b)) {
                if (!loop.contains(s)) {
                    work.add(s);
                }
            }
        }
        while (!work.isEmpty()) {
            CurrentBudget.check("finding the code between a spin loop's exit and its release");
            int b = work.poll();
            if (loop.contains(b) || !region.add(b)) {
                continue;
            }
            int at = firstRelease(cfg.kernel().blocks().get(b), waitsOn);
            if (at >= 0) {
                releaseAt.put(b, at);
            } else {
                work.addAll(cfg.successors(b));
            }
        }
        String header = cfg.label(loop.header());
        if (releaseAt.isEmpty()) {
            return new ReleaseRegion(region, releaseAt, "no release of " + waitsOn + " follows the exit of the spin loop at "
                    + header + " (a hand-off, or a wait released elsewhere): nothing to bring inside the loop");
        }
        for (int b : region) {
            for (int p : cfg.predecessors(b)) {
                if (cfg.reachable(p) && !loop.contains(p) && !region.contains(p)) {
                    return new ReleaseRegion(region, releaseAt, "block " + cfg.label(b) + ", between the exit of the spin"
                            + " loop at " + header + " and its release, is also entered from " + cfg.label(p)
                            + ", outside the loop: the restructured loop would have a second entry");
                }
            }
            if (b == 0) {
                return new ReleaseRegion(region, releaseAt, "the exit of the spin loop at " + header + " leads back to"
                        + " the kernel's entry before a release");
            }
        }
        return new ReleaseRegion(region, releaseAt, null);
    }

    /** The index of the block's first write to a waited-on address, or -1. */
    static int firstRelease(Block b, Set<Address> waitsOn) {
        for (int i = 0; i < b.body().size(); i++) {
            Address a = switch (b.body().get(i)) {
                case Instruction.Store s -> s.address();
                case Instruction.Atomic x when x.op() != AtomicOp.CAS -> x.address();
                default -> null;
            };
            if (a != null && waitsOn.contains(a)) {
                return i;
            }
        }
        return -1;
    }
}
