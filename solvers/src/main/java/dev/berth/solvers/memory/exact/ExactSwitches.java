package dev.berth.solvers.memory.exact;

import dev.berth.model.InputException;
import dev.berth.model.SolveOptions;

import java.util.List;

/**
 * The technique switches of {@link ExactMemoryAllocator}, read from {@link SolveOptions#params()}; every
 * switch is on by default so an ablation turns them off one at a time.
 *
 * @param canonical        placements in non-decreasing (offset, rank) order, so each layout is built once
 * @param sectionInference per time section, the bytes still to place must fit above the section's floor
 * @param dominance        skip a candidate whose offset is at or above the top some unplaced buffer could
 *                         reach lower down (the gap it leaves is never needed)
 * @param symmetry         skip a candidate equivalent (size, alignment, occupancy over time) to one
 *                         already tried at the same node
 * @param hatless          after a buffer with no unplaced neighbour fails, its siblings fail too
 * @param dynamicOrder     try candidates by lowest offset first, rank second (off: rank only)
 * @param decompose        solve time-disjoint parts separately
 * @param parallel         run the orderings on several threads when {@code threads > 1}
 * @param orders           static rankings, tried round-robin with doubling node limits (letters as in
 *                         {@link Ranking})
 */
public record ExactSwitches(boolean canonical, boolean sectionInference, boolean dominance, boolean symmetry,
                            boolean hatless, boolean dynamicOrder, boolean decompose, boolean parallel,
                            List<String> orders) {

    public static ExactSwitches from(SolveOptions options) {
        String order = options.param("order", "WAT,TAW,TWA");
        List<String> orders = List.of(order.split(",")).stream().map(String::trim).filter(s -> !s.isEmpty())
                .toList();
        if (orders.isEmpty()) {
            throw new InputException("parameter order", "needs at least one ranking, e.g. WAT");
        }
        for (String o : orders) {
            Ranking.check(o);
        }
        return new ExactSwitches(options.flag("canonical", true), options.flag("section-inference", true),
                options.flag("dominance", true), options.flag("symmetry", true), options.flag("hatless", true),
                options.flag("dynamic-order", true), options.flag("decompose", true),
                options.flag("parallel", true), orders);
    }
}
