package dev.berth.solvers.memory.exact;

import dev.berth.model.params.Param;
import dev.berth.model.params.ParamType;
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
 * @param parallel         the rankings' searches of a round run side by side on the solve's threads (off: one
 *                         thread; the answer is the same either way)
 * @param orders           static rankings, tried side by side (letters as in
 *                         {@link Ranking})
 */
public record ExactSwitches(boolean canonical, boolean sectionInference, boolean unallocatedFloor, boolean releaseBound,
                            boolean dominance, boolean symmetry,
                            boolean hatless, boolean dynamicOrder, boolean decompose, boolean dynamicDecompose,
                            boolean rerank, boolean parallel,
                            List<String> orders) {

    /**
     * MiniMalloc's three rankings plus latest-end-first (UWA), which on the MiniMalloc suite lays out
     * instance H in a few hundred nodes where the other three need more than a minute. TWA first: with
     * regions re-ranked it is the one that lays out E, F, G and I.
     */
    public static final String DEFAULT_ORDER = "TWA,TAW,WAT,UWA";

    static final Param<Boolean> CANONICAL = Param.flag("canonical", true,
            "placements in non-decreasing (offset, rank) order, so each layout is built once");
    static final Param<Boolean> SECTION_INFERENCE = Param.flag("section-inference", true,
            "per time section, the bytes still to place must fit above the section's floor");
    static final Param<Boolean> UNALLOCATED_FLOOR = Param.flag("unallocated-floor", true,
            "a section's floor is also the lowest byte any of its unplaced buffers can take");
    static final Param<Boolean> RELEASE_BOUND = Param.flag("release-bound", false,
            "per section the one-machine bound with release dates (prunes a few more nodes, twice the time per node)");
    static final Param<Boolean> DOMINANCE = Param.flag("dominance", true,
            "skip a candidate at or above the top some unplaced buffer could reach lower down");
    static final Param<Boolean> SYMMETRY = Param.flag("symmetry", true,
            "skip a candidate equivalent to one already tried at the same node");
    static final Param<Boolean> HATLESS = Param.flag("hatless", true,
            "after a buffer with no unplaced neighbour fails, its siblings fail too");
    static final Param<Boolean> DYNAMIC_ORDER = Param.flag("dynamic-order", true,
            "try candidates by lowest offset first, rank second (off: rank only)");
    static final Param<Boolean> DECOMPOSE = Param.flag("decompose", true, "solve time-disjoint parts separately");
    static final Param<Boolean> DYNAMIC_DECOMPOSE = Param.flag("dynamic-decompose", true,
            "once no unplaced buffer crosses a section boundary, complete each side on its own");
    static final Param<Boolean> RERANK = Param.flag("rerank", true, "after such a split, rank each region afresh");
    static final Param<Boolean> PARALLEL = Param.flag("parallel", true,
            "a round's ranking searches side by side on the threads (off: one thread; same answer)");
    static final Param<List<String>> ORDER = Param.of("order", ParamType.listOf(ParamType.text(
            "a ranking such as WAT (letters: see Ranking)", w -> {
                Ranking.check(w);
                return w;
            })), List.of(DEFAULT_ORDER.split(",")), "static rankings tried side by side");
    static final List<Param<?>> PARAMS = List.of(CANONICAL, SECTION_INFERENCE, UNALLOCATED_FLOOR, RELEASE_BOUND,
            DOMINANCE, SYMMETRY, HATLESS, DYNAMIC_ORDER, DECOMPOSE, DYNAMIC_DECOMPOSE, RERANK, PARALLEL, ORDER);

    public static ExactSwitches from(SolveOptions options) {
        return new ExactSwitches(CANONICAL.from(options), SECTION_INFERENCE.from(options),
                UNALLOCATED_FLOOR.from(options), RELEASE_BOUND.from(options), DOMINANCE.from(options),
                SYMMETRY.from(options), HATLESS.from(options), DYNAMIC_ORDER.from(options), DECOMPOSE.from(options),
                DYNAMIC_DECOMPOSE.from(options), RERANK.from(options), PARALLEL.from(options), ORDER.from(options));
    }
}
