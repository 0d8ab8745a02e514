package dev.berth.bench.sync;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * A warp-specialised pipeline as CUTLASS's {@code PipelineTmaAsync} and FlashAttention-3 build it: one
 * producer warp fills a ring of {@code stages} buffers, {@code consumers} warps each read every buffer.
 * Per iteration i (stage i mod S) and consumer k there is a "full" pair {@code <i>f<k>} (producer → consumer:
 * the data has landed) and an "empty" pair {@code <i>e<k>} (consumer → producer: the buffer may be
 * overwritten). The producer waits for the empty pairs of iteration i-S before refilling the stage, and
 * at the end (CUTLASS's producer tail) for those of the last S iterations, so every pair is waited for.
 * Our pairs have one waiter each, so the real full barrier that all consumers wait on, and the empty barrier
 * with one arrival per consumer, become one pair per consumer.
 *
 * <p>The seed varies only what does not change the ordering between iterations: how many {@code wgmma} ops
 * a consumer runs per iteration (1..3), and in which order the producer waits for and signals its consumers.
 */
final class PipelineProgram {
    private PipelineProgram() {
    }

    static ProgramText build(SyncProgramSpec spec) {
        Random rnd = new Random(spec.seed());
        int c = spec.consumers();
        int s = spec.stages();
        int n = spec.iterations();
        List<String> ids = new ArrayList<>();
        ids.add("producer");
        for (int k = 0; k < c; k++) {
            ids.add("consumer" + k);
        }
        ProgramText text = ProgramText.empty(ids);
        List<Integer> order = new ArrayList<>();
        for (int k = 0; k < c; k++) {
            order.add(k);
        }
        for (int i = 0; i < n; i++) {
            int stage = i % s;
            if (i >= s) {
                Collections.shuffle(order, rnd);
                for (int k : order) {
                    text.add(0, "c" + empty(i - s, k));
                }
            }
            text.add(0, "tma.load.s" + stage);
            Collections.shuffle(order, rnd);
            for (int k : order) {
                text.add(0, "p" + full(i, k));
            }
            for (int k = 0; k < c; k++) {
                text.add(1 + k, "c" + full(i, k));
                int mma = 1 + rnd.nextInt(3);
                for (int m = 0; m < mma; m++) {
                    text.add(1 + k, "wgmma.s" + stage);
                }
                text.add(1 + k, "p" + empty(i, k));
            }
        }
        for (int i = Math.max(0, n - s); i < n; i++) {
            Collections.shuffle(order, rnd);
            for (int k : order) {
                text.add(0, "c" + empty(i, k));
            }
        }
        return text;
    }

    static String full(int iteration, int consumer) {
        return iteration + "f" + consumer;
    }

    static String empty(int iteration, int consumer) {
        return iteration + "e" + consumer;
    }
}
