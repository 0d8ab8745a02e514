package dev.berth.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/** {@code i -> f(i)} over a range as a list in index order. */
final class IndexMapComputation<R> implements RangeComputation<List<R>> {

    private final IntFunction<? extends R> function;

    IndexMapComputation(IntFunction<? extends R> function) {
        this.function = function;
    }

    @Override
    public List<R> compute(long from, long to) {
        List<R> out = new ArrayList<>((int) (to - from));
        for (long i = from; i < to; i++) {
            out.add(function.apply((int) i));
        }
        return out;
    }

    @Override
    public List<R> combine(List<R> left, List<R> right) {
        List<R> out = new ArrayList<>(left.size() + right.size());
        out.addAll(left);
        out.addAll(right);
        return out;
    }
}
