package dev.berth.bench.simt;

import java.util.stream.DoubleStream;

/** The geometric mean the corpus report quotes ratios by: NaN entries (a run that did not complete) are skipped. */
final class GeoMean {
    private GeoMean() {
    }

    /** The geometric mean of the ratios that are not NaN; NaN when there are none. */
    static double of(DoubleStream ratios) {
        double[] logs = ratios.filter(x -> !Double.isNaN(x)).map(Math::log).toArray();
        if (logs.length == 0) {
            return Double.NaN;
        }
        double mean = 0;
        for (double l : logs) {
            mean += l / logs.length;
        }
        return Math.exp(mean);
    }
}
