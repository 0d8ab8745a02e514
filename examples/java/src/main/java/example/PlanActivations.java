package example;

import dev.berth.Berth;
import dev.berth.Verdict;
import dev.berth.model.InputException;
import dev.berth.model.Problem;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * What a compiler's memory-planning pass does with Berth: build the activations of a small network as buffers
 * (lifetimes from the schedule), plan them, trust the answer because the checker has already seen it, use the
 * offsets. Then any family from a file, and what a bad input looks like. Exits non-zero if anything is off, so
 * the build that runs it fails.
 */
public final class PlanActivations {
    public static void main(String[] args) {
        // conv1 -> relu (in place) -> conv2 -> add(relu, conv2) -> pool: tensor i is defined at step i, freed after
        // its last use; the in-place relu writes over conv1's output, so t0 and t1 are one storage (co-located)
        long[][] tensors = {{0, 2, 802_816}, {1, 4, 802_816}, {2, 4, 802_816}, {3, 5, 802_816}, {4, 6, 200_704}};
        List<Buffer> buffers = new ArrayList<>();
        for (int i = 0; i < tensors.length; i++) {
            Buffer b = Buffer.of("t" + i, tensors[i][0], tensors[i][1], tensors[i][2]).withAlignment(64);
            buffers.add(i <= 1 ? b.withColocate("relu-in-place") : b);
        }
        MemoryProblem plan = new MemoryProblem("resnet-block", buffers, 4L << 20);
        Result<MemoryLayout> r = Berth.solve(plan, null, SolveOptions.defaults().withTimeLimit(Duration.ofSeconds(5)));
        System.out.printf("%s: %s, arena %d bytes (lower bound %d, proof %s) by %s%n", plan.name(), r.status(),
                r.objective(), r.bound(), r.proof().kind(), r.solver());
        for (int i = 0; i < buffers.size(); i++) {
            System.out.printf("  %-3s [%d, %d) %8d bytes at offset %8d%n", buffers.get(i).id(), buffers.get(i).start(),
                    buffers.get(i).end(), buffers.get(i).size(), r.solution().offsets()[i]);
        }
        Verdict v = Berth.check(plan, r.solution());
        require(v.valid() && r.objective() == r.bound(), "the plan is valid and proven optimal: " + v);
        require(r.solution().offsets()[0] == r.solution().offsets()[1], "the in-place relu's output is its input");

        Problem any = Berth.read(Path.of(args[0]));
        Result<Object> s = Berth.solve(any);
        System.out.println(any.name() + " (" + any.family() + "): " + s.status() + ", objective " + s.objective()
                + ", bound " + s.bound());
        require(s.status().isDefinitive() && Berth.check(any, s.solution()).valid(), "the file solves and checks");

        try {
            new MemoryProblem("bad", List.of(Buffer.of("x", 5, 2, 8)), 64);
            require(false, "a record with a reversed lifetime cannot be built");
        } catch (InputException e) {
            System.out.println("refused as it should be: " + e.getMessage());
        }
    }

    private static void require(boolean ok, String what) {
        if (!ok) {
            System.err.println("example failed: " + what);
            System.exit(1);
        }
    }
}
