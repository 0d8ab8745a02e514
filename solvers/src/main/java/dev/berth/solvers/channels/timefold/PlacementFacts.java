package dev.berth.solvers.channels.timefold;

import dev.berth.solvers.channels.OffsetGrid;
import java.util.List;

/**
 * What the score and the moves share through {@link PlacementSolution}: the evaluator, the usable channels,
 * every buffer's size and the given offsets (the slots supply the others), the enabled move kinds, the tries a
 * step gets before it takes a move that changes nothing; and counters and the stop flag the allocator sets.
 * Nothing here depends on the working placement: Timefold clones solutions, and these facts go along by
 * reference.
 */
final class PlacementFacts {
    final PlacementEvaluator evaluator;
    final int usable;
    final long[] sizes;
    /** Every buffer's offset where the instance gives it; the slots' buffers' entries are overwritten. */
    final long[] given;
    final OffsetGrid grid;
    final List<PlacementMoveKind> kinds;
    final int triesPerStep;
    /** Steps begun and moves handed out, for the stats. */
    long steps;
    long moves;
    private volatile boolean stopRequested;

    PlacementFacts(PlacementEvaluator evaluator, int usable, long[] sizes, long[] given, OffsetGrid grid,
                   List<PlacementMoveKind> kinds, int triesPerStep) {
        this.evaluator = evaluator;
        this.usable = usable;
        this.sizes = sizes;
        this.given = given;
        this.grid = grid;
        this.kinds = List.copyOf(kinds);
        this.triesPerStep = triesPerStep;
    }

    /** Every buffer's offset with the slots' values in. */
    long[] offsets(List<PlacementSlot> slots) {
        long[] out = given.clone();
        for (PlacementSlot s : slots) {
            out[s.getBuffer()] = s.getOffset();
        }
        return out;
    }

    /**
     * Timefold checks its termination only between the moves it gets and a step ends only at a move it
     * accepts, so a stop is served by handing out a move that changes nothing.
     */
    void requestStop() {
        stopRequested = true;
    }

    boolean stopRequested() {
        return stopRequested;
    }
}
