package dev.berth.bench.sync;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random programs built by one interleaved run: each step either signals a new pair in some warp or waits,
 * in the pair's consumer warp, for one already signalled. The run itself is a schedule, so the program cannot
 * deadlock. The window bounds how many pairs are pending at once, and the wait is drawn among the pending
 * ones, so waits come soon after their signals as in real kernels, where a warp syncs on data produced a
 * few steps earlier.
 */
final class RandomProgram {
    private RandomProgram() {
    }

    static ProgramText build(SyncProgramSpec spec) {
        Random rnd = new Random(spec.seed());
        List<String> ids = new ArrayList<>();
        for (int w = 0; w < spec.warps(); w++) {
            ids.add("w" + w);
        }
        ProgramText text = ProgramText.empty(ids);
        // pending pairs as parallel lists: pair number and the warp that will wait for it
        List<Integer> pendingPair = new ArrayList<>();
        List<Integer> pendingWarp = new ArrayList<>();
        int produced = 0;
        while (produced < spec.pairs() || !pendingPair.isEmpty()) {
            boolean room = pendingPair.size() < spec.window();
            boolean produce = produced < spec.pairs() && (pendingPair.isEmpty() || (room && rnd.nextBoolean()));
            if (produce) {
                int w = rnd.nextInt(spec.warps());
                produced++;
                pendingPair.add(produced);
                pendingWarp.add(consumerWarp(w, spec, rnd));
                emit(text, w, "p" + produced, spec, rnd);
            } else {
                int k = rnd.nextInt(pendingPair.size());
                int last = pendingPair.size() - 1;
                int pair = pendingPair.get(k);
                int w = pendingWarp.get(k);
                pendingPair.set(k, pendingPair.get(last));
                pendingWarp.set(k, pendingWarp.get(last));
                pendingPair.remove(last);
                pendingWarp.remove(last);
                emit(text, w, "c" + pair, spec, rnd);
            }
        }
        return text;
    }

    /** A warp other than {@code producer}: a neighbour with probability neighbourRate, else any other. */
    private static int consumerWarp(int producer, SyncProgramSpec spec, Random rnd) {
        int n = spec.warps();
        if (rnd.nextDouble() < spec.neighbourRate()) {
            return Math.floorMod(producer + (rnd.nextBoolean() ? 1 : -1), n);
        }
        int other = rnd.nextInt(n - 1);
        return other >= producer ? other + 1 : other;
    }

    private static void emit(ProgramText text, int warp, String op, SyncProgramSpec spec, Random rnd) {
        if (rnd.nextDouble() < spec.otherRate()) {
            text.add(warp, "op" + rnd.nextInt(8));
        }
        text.add(warp, op);
    }
}
