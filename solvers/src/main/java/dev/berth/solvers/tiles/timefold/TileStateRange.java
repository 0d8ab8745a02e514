package dev.berth.solvers.tiles.timefold;

import ai.timefold.solver.core.api.domain.valuerange.ValueRange;

import java.util.Iterator;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * The value range of {@link TileSlot#getState()}: every tile state. The moves make new states as they go, so
 * the range contains any state; Timefold enumerates it only for its bookkeeping at the start (an index of
 * the values, the problem's scale), for which the starting states stand in (at least two: Timefold 2.2 skips
 * the search when every variable's range seems to hold one value). No generic Timefold selector draws from
 * it: every move is the search's own.
 */
final class TileStateRange implements ValueRange<TileState> {
    private final List<TileState> known;

    TileStateRange(List<TileState> starting) {
        this.known = starting.size() >= 2 ? List.copyOf(starting)
                : List.of(starting.getFirst(), new TileState(starting.getFirst().rank, starting.getFirst().anchor));
    }

    @Override
    public boolean isEmpty() {
        return false;
    }

    @Override
    public boolean contains(TileState value) {
        return value != null;
    }

    @Override
    public long getSize() {
        return known.size();
    }

    @Override
    public TileState get(long index) {
        return known.get((int) index);
    }

    @Override
    public Iterator<TileState> createOriginalIterator() {
        return known.iterator();
    }

    @Override
    public Iterator<TileState> createRandomIterator(RandomGenerator random) {
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return true;
            }

            @Override
            public TileState next() {
                return known.get(random.nextInt(known.size()));
            }
        };
    }
}
