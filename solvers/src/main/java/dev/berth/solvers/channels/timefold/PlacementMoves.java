package dev.berth.solvers.channels.timefold;

import dev.berth.solvers.timefold.MoveDraws;

import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Draws moves of the enabled {@link PlacementMoveKind}s against the placement at the start of one step (Timefold
 * undoes every move it evaluates, so that placement holds all step long). Every target is snapped to the moving
 * buffer's grid and range, so the moves keep the offsets inside the pool; a draw that changes nothing returns
 * null and the caller draws again.
 */
final class PlacementMoves implements MoveDraws<SetPlacementOffsetsMove> {
    private final List<PlacementSlot> slots;
    private final PlacementFacts facts;
    private final long[] offsets;

    PlacementMoves(PlacementSolution solution) {
        this.slots = solution.getSlots();
        this.facts = solution.getFacts();
        this.offsets = facts.offsets(slots);
    }

    @Override
    public SetPlacementOffsetsMove next(RandomGenerator rnd) {
        return switch (facts.kinds.get(rnd.nextInt(facts.kinds.size()))) {
            case ABUT -> abut(rnd);
            case SWAP -> swap(rnd);
            case SCATTER -> scatter(rnd);
        };
    }

    @Override
    public SetPlacementOffsetsMove unchanged(RandomGenerator rnd) {
        PlacementSlot s = slots.get(rnd.nextInt(slots.size()));
        return new SetPlacementOffsetsMove(PlacementMoveKind.ABUT, new PlacementSlot[] {s}, new Long[] {s.getOffset()});
    }

    private SetPlacementOffsetsMove abut(RandomGenerator rnd) {
        PlacementSlot s = slots.get(rnd.nextInt(slots.size()));
        int n = offsets.length;
        // one draw in n + 1 is the bottom of the pool, the others a buffer to sit against
        int other = rnd.nextInt(n + 1);
        long target;
        if (other == n || other == s.getBuffer()) {
            target = 0;
        } else if (rnd.nextBoolean()) {
            target = offsets[other] + facts.sizes[other];
        } else {
            target = offsets[other] - s.getSize();
        }
        return single(PlacementMoveKind.ABUT, s, target);
    }

    private SetPlacementOffsetsMove swap(RandomGenerator rnd) {
        if (slots.size() < 2) {
            return null;
        }
        int i = rnd.nextInt(slots.size());
        int j = rnd.nextInt(slots.size() - 1);
        PlacementSlot a = slots.get(i);
        PlacementSlot b = slots.get(j >= i ? j + 1 : j);
        long toA = facts.grid.snap(b.getOffset(), a.getSize());
        long toB = facts.grid.snap(a.getOffset(), b.getSize());
        if (toA == a.getOffset() && toB == b.getOffset()) {
            return null;
        }
        return new SetPlacementOffsetsMove(PlacementMoveKind.SWAP, new PlacementSlot[] {a, b}, new Long[] {toA, toB});
    }

    private SetPlacementOffsetsMove scatter(RandomGenerator rnd) {
        PlacementSlot s = slots.get(rnd.nextInt(slots.size()));
        long points = s.getMaxOffset() / facts.grid.step() + 1;
        return single(PlacementMoveKind.SCATTER, s, rnd.nextLong(points) * facts.grid.step());
    }

    /** {@code s} to {@code target} snapped into its range; null when that is where it is. */
    private SetPlacementOffsetsMove single(PlacementMoveKind kind, PlacementSlot s, long target) {
        long to = facts.grid.snap(target, s.getSize());
        if (to == s.getOffset()) {
            return null;
        }
        return new SetPlacementOffsetsMove(kind, new PlacementSlot[] {s}, new Long[] {to});
    }
}
