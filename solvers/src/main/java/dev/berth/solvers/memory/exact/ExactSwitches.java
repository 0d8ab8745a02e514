package dev.berth.solvers.memory.exact;

import dev.berth.model.SolveOptions;
import dev.berth.model.params.Param;
import dev.berth.model.params.ParamType;

import java.util.ArrayList;
import java.util.List;

/**
 * The technique switches of {@link ExactMemoryAllocator}, each declared once, as the parameter of a {@link Switch};
 * every switch but {@code release-bound} is on by default so an ablation turns them off one at a time
 * ({@code release-bound} prunes a few more nodes on the MiniMalloc suite but costs twice the time per node). A
 * solve reads them once from {@link SolveOptions#params()}: the search asks {@link #on} per candidate, an array read.
 */
public final class ExactSwitches {
    /**
     * MiniMalloc's three rankings plus latest-end-first (UWA), which on the MiniMalloc suite lays out
     * instance H in a few hundred nodes where the other three need more than a minute. TWA first: with
     * regions re-ranked it is the one that lays out E, F, G and I.
     */
    public static final String DEFAULT_ORDER = "TWA,TAW,WAT,UWA";

    /** A technique of the search, on or off. */
    enum Switch {
        CANONICAL("canonical", true, "placements in non-decreasing (offset, rank) order, so each layout is built once"),
        SECTION_INFERENCE("section-inference", true,
                "per time section, the bytes still to place must fit above the section's floor"),
        UNALLOCATED_FLOOR("unallocated-floor", true,
                "a section's floor is also the lowest byte any of its unplaced buffers can take"),
        /**
         * With section inference, per section the one-machine bound with release dates: r + the bytes of the
         * unplaced buffers whose lowest offset is at least r must fit (subsumes the unallocated floor).
         */
        RELEASE_BOUND("release-bound", false,
                "per section the one-machine bound with release dates (prunes a few more nodes, twice the time per node)"),
        /** The gap a candidate at or above that top leaves is never needed. */
        DOMINANCE("dominance", true, "skip a candidate at or above the top some unplaced buffer could reach lower down"),
        /** Equivalent: size, alignment and occupancy over time. */
        SYMMETRY("symmetry", true, "skip a candidate equivalent to one already tried at the same node"),
        HATLESS("hatless", true, "after a buffer with no unplaced neighbour fails, its siblings fail too"),
        DYNAMIC_ORDER("dynamic-order", true, "try candidates by lowest offset first, rank second (off: rank only)"),
        DECOMPOSE("decompose", true, "solve time-disjoint parts separately"),
        /**
         * During the search, once no unplaced buffer crosses a section boundary, each side is completed on its own
         * and the placement given up when one side has no layout.
         */
        DYNAMIC_DECOMPOSE("dynamic-decompose", true,
                "once no unplaced buffer crosses a section boundary, complete each side on its own"),
        /**
         * After such a split, each region's buffers ranked afresh by the bytes it still has to place (the {@code T}
         * letter changes most); the canonical order goes on from the split's offset with the region's own ranks.
         */
        RERANK("rerank", true, "after such a split, rank each region afresh"),
        /** The answer is the same either way. */
        PARALLEL("parallel", true, "a round's ranking searches side by side on the threads (off: one thread; same answer)");

        final Param<Boolean> param;

        Switch(String name, boolean on, String meaning) {
            this.param = Param.flag(name, on, meaning);
        }
    }

    /** Static rankings, tried side by side (letters as in {@link Ranking}). */
    static final Param<List<String>> ORDER = Param.of("order", ParamType.listOf(ParamType.text(
            "a ranking such as WAT (letters: see Ranking)", w -> {
                Ranking.check(w);
                return w;
            })), List.of(DEFAULT_ORDER.split(",")), "static rankings tried side by side");
    static final List<Param<?>> PARAMS = params();

    private final boolean[] on;
    private final List<String> orders;

    private ExactSwitches(boolean[] on, List<String> orders) {
        this.on = on;
        this.orders = List.copyOf(orders);
    }

    public static ExactSwitches from(SolveOptions options) {
        Switch[] all = Switch.values();
        boolean[] on = new boolean[all.length];
        for (Switch s : all) {
            on[s.ordinal()] = s.param.from(options);
        }
        return new ExactSwitches(on, ORDER.from(options));
    }

    boolean on(Switch s) {
        return on[s.ordinal()];
    }

    /** The static rankings' words. */
    List<String> orders() {
        return orders;
    }

    private static List<Param<?>> params() {
        List<Param<?>> out = new ArrayList<>();
        for (Switch s : Switch.values()) {
            out.add(s.param);
        }
        out.add(ORDER);
        return List.copyOf(out);
    }
}
