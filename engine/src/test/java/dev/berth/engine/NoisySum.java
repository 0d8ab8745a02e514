package dev.berth.engine;

import java.util.SplittableRandom;

/** A floating-point sum of seeded values: not associative, so only a fixed combining order reproduces it. */
final class NoisySum implements RangeComputation<Double> {
    private final double[] values;

    NoisySum(long seed, int n) {
        SplittableRandom random = new SplittableRandom(seed);
        values = new double[n];
        for (int i = 0; i < n; i++) {
            values[i] = random.nextDouble() * Math.pow(10, random.nextInt(-8, 9));
        }
    }

    @Override
    public Double compute(long from, long to) {
        double s = 0;
        for (long i = from; i < to; i++) {
            s += values[(int) i];
        }
        return s;
    }

    @Override
    public Double combine(Double left, Double right) {
        return left + right;
    }
}
