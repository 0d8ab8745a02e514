package dev.berth.bench.memory;

import dev.berth.model.SolveOptions;
import dev.berth.model.memory.*;

public class TryGen {
    public static void main(String[] a) {
        for (int i = 0; i < 6; i++) {
            int n = 100000;
            long t = System.nanoTime();
            var bs = NetworkTrace.buffers(MemoryTraceSpec.defaults(n, i));
            long t1 = System.nanoTime();
            MemoryProblem p = MemoryTraceGenerator.generate(MemoryTraceSpec.defaults(n, i));
            System.out.println(n + " buffers " + (t1 - t) / 1e6 + " ms, full " + (System.nanoTime() - t1) / 1e6 + " cap=" + p.capacity());
        }
    }
}
