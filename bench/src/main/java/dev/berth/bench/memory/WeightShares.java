package dev.berth.bench.memory;

import dev.berth.model.memory.Buffer;

import java.util.List;

/**
 * How much of a generated trace its parameters take: of all the bytes (sum of sizes), and of the max-live
 * bytes (the live-bytes bound; the family bound adds forced alignment padding) at the first time of that
 * maximum, where {@code bound} counts weights, gradients and optimizer state and {@code weightsAtPeak} the
 * weights alone.
 */
record WeightShares(double bytes, double bound, double weightsAtPeak, long maxLive, long peakTime) {

    static WeightShares of(NetworkTrace.Trace trace) {
        List<Buffer> bs = trace.buffers();
        long horizon = bs.stream().mapToLong(Buffer::end).max().orElse(0);
        long[] all = new long[(int) horizon + 1];
        long[] params = new long[all.length];
        long[] weights = new long[all.length];
        long total = 0;
        long paramBytes = 0;
        for (int k = 0; k < bs.size(); k++) {
            Buffer b = bs.get(k);
            ParameterTensors.Kind kind = trace.kinds()[k];
            total += b.size();
            add(all, b);
            if (kind != ParameterTensors.Kind.ACTIVATION) {
                paramBytes += b.size();
                add(params, b);
            }
            if (kind == ParameterTensors.Kind.WEIGHT) {
                add(weights, b);
            }
        }
        long live = 0;
        long p = 0;
        long w = 0;
        long best = -1;
        long at = 0;
        long bestParams = 0;
        long bestWeights = 0;
        for (int t = 0; t < horizon; t++) {
            live += all[t];
            p += params[t];
            w += weights[t];
            if (live > best) {
                best = live;
                at = t;
                bestParams = p;
                bestWeights = w;
            }
        }
        return new WeightShares(total > 0 ? (double) paramBytes / total : 0, best > 0 ? (double) bestParams / best : 0,
                best > 0 ? (double) bestWeights / best : 0, best, at);
    }

    private static void add(long[] diff, Buffer b) {
        diff[(int) b.start()] += b.size();
        diff[(int) b.end()] -= b.size();
    }
}
