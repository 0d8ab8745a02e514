package dev.berth.algorithms.memory;

import dev.berth.model.SolveOptions;
import dev.berth.model.io.Instances;
import dev.berth.model.memory.MemoryProblem;

import java.nio.file.Path;

/**
 * Not a test: times order-search's steps replayed from scratch against replayed from the moved position, on
 * one instance file and a step limit (both walk the same path, {@link OrderSearchReplayTest}). Alternates the
 * two, {@code rounds} times each, and prints the seconds of each run (start passes included).
 *
 * <pre>java -cp ... dev.berth.algorithms.memory.OrderSearchReplayTiming TRACE.json STEPS [ROUNDS]</pre>
 */
public final class OrderSearchReplayTiming {
    private OrderSearchReplayTiming() {
    }

    public static void main(String[] args) {
        MemoryProblem p = (MemoryProblem) Instances.read(Path.of(args[0]));
        long steps = Long.parseLong(args[1]);
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 2;
        SolveOptions options = SolveOptions.defaults().withTimeLimit(null).withNodeLimit(steps);
        for (int k = 0; k < 2 * rounds; k++) {
            boolean incremental = k % 2 == 1;
            long t = System.nanoTime();
            var r = new OrderSearchMemoryAllocator(incremental).solve(p, options);
            System.out.printf("%s %.2f s %s%n", incremental ? "from the moved position" : "from scratch",
                    (System.nanoTime() - t) / 1e9, r.stats());
        }
    }
}
