package dev.berth.solvers.memory.exact;

import dev.berth.model.InputException;
import dev.berth.model.SolveOptions;

import java.util.List;

/**
 * The technique switches of {@link ExactMemoryAllocator}, read from {@link SolveOptions#params()}; every
 * switch but {@code release-bound} is on by default so an ablation turns them off one at a time
 * ({@code release-bound} prunes a few more nodes on the MiniMalloc suite but costs twice the time per node).
 *
 * @param canonical        placements in non-decreasing (offset, rank) order, so each layout is built once
 * @param sectionInference per time section, the bytes still to place must fit above the section's floor
 * @param unallocatedFloor with section inference, a section's floor is also the lowest byte any of its
 *                         unplaced buffers can take
 * @param releaseBound     with section inference, per section the one-machine bound with release dates:
 *                         r + the bytes of the unplaced buffers whose lowest offset is at least r must fit
 *                         (subsumes the unallocated floor)
 * @param dominance        skip a candidate whose offset is at or above the top some unplaced buffer could
 *                         reach lower down (the gap it leaves is never needed)
 * @param symmetry         skip a candidate equivalent (size, alignment, occupancy over time) to one
 *                         already tried at the same node
 * @param hatless          after a buffer with no unplaced neighbour fails, its siblings fail too
 * @param dynamicOrder     try candidates by lowest offset first, rank second (off: rank only)
 * @param decompose        solve time-disjoint parts separately
 * @param dynamicDecompose during the search, once no unplaced buffer crosses a section boundary, complete
 *                         each side on its own and give up the placement when one side has no layout
 * @param rerank           after such a split, rank each region's buffers afresh by the bytes it still has
 *                         to place (the {@code T} letter changes most); the canonical order goes on from
 *                         the split's offset with the region's own ranks
 * @param parallel         with {@code threads > 1}, every ranking is a search of its own that never restarts,
 *                         {@code threads} of them at a time taking turns on the cores (off: one thread,
 *                         round-robin with doubling node limits)
 * @param turnNodes        with several threads, the nodes of a ranking's first turn on a core (doubling
 *                         each turn up to 65,536)
 * @param orders           static rankings, tried side by side (letters as in
 *                         {@link Ranking})
 */
public record ExactSwitches(boolean canonical, boolean sectionInference, boolean unallocatedFloor, boolean releaseBound,
                            boolean dominance, boolean symmetry,
                            boolean hatless, boolean dynamicOrder, boolean decompose, boolean dynamicDecompose,
                            boolean rerank, boolean parallel, long turnNodes,
                            List<String> orders) {

    /**
     * MiniMalloc's three rankings plus latest-end-first (UWA), which on the MiniMalloc suite lays out
     * instance H in a few hundred nodes where the other three need more than a minute. TWA first: with
     * regions re-ranked it is the one that lays out E, F, G and I, and the first two take the first turns.
     */
    public static final String DEFAULT_ORDER = "TWA,TAW,WAT,UWA";

    public static ExactSwitches from(SolveOptions options) {
        String order = options.param("order", DEFAULT_ORDER);
        List<String> orders = List.of(order.split(",")).stream().map(String::trim).filter(s -> !s.isEmpty())
                .toList();
        if (orders.isEmpty()) {
            throw new InputException("parameter order", "needs at least one ranking, e.g. WAT");
        }
        for (String o : orders) {
            Ranking.check(o);
        }
        long turn = options.longParam("turn-nodes", Turns.FIRST_SLICE);
        if (turn < 1) {
            throw new InputException("parameter turn-nodes", "must be at least 1, got " + turn);
        }
        return new ExactSwitches(options.flag("canonical", true), options.flag("section-inference", true),
                options.flag("unallocated-floor", true), options.flag("release-bound", false),
                options.flag("dominance", true), options.flag("symmetry", true), options.flag("hatless", true),
                options.flag("dynamic-order", true), options.flag("decompose", true),
                options.flag("dynamic-decompose", true), options.flag("rerank", true),
                options.flag("parallel", true), turn, orders);
    }
}
