package dev.berth.model.memory.analysis;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryValidator;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Proofs of infeasibility that need no search, each with a reason a user can check: a buffer larger than
 * the capacity (or pinned beyond it), more bytes live at once than the capacity, pinned buffers that
 * collide.
 */
public final class MemoryInfeasibility {
    private MemoryInfeasibility() {
    }

    public static Optional<String> check(MemoryProblem problem) {
        if (!problem.hasCapacity()) {
            return Optional.empty();
        }
        long cap = problem.capacity();
        for (Buffer b : problem.buffers()) {
            if (b.size() > cap) {
                return Optional.of("buffer " + b.id() + " needs " + b.size() + " bytes, more than the capacity " + cap);
            }
            if (b.isFixed() && b.size() > 0 && b.fixedOffset() + b.size() > cap) {
                return Optional.of("buffer " + b.id() + " is pinned at " + b.fixedOffset() + " and ends at "
                        + (b.fixedOffset() + b.size()) + ", beyond the capacity " + cap);
            }
        }
        LowerBound lb = MemoryLowerBound.compute(problem);
        if (lb.value() > cap) {
            return Optional.of(lb.why() + ", more than the capacity " + cap);
        }
        List<Integer> fixed = new ArrayList<>();
        for (int i = 0; i < problem.size(); i++) {
            if (problem.buffer(i).isFixed()) {
                fixed.add(i);
            }
        }
        if (fixed.size() > 1) {
            long[] offsets = new long[fixed.size()];
            List<Buffer> pinned = new ArrayList<>();
            for (int k = 0; k < fixed.size(); k++) {
                Buffer b = problem.buffer(fixed.get(k));
                pinned.add(b);
                offsets[k] = b.fixedOffset();
            }
            String v = MemoryValidator.firstViolation(new MemoryProblem(problem.name(), pinned, problem.capacity()), offsets);
            if (v != null) {
                return Optional.of("pinned " + v);
            }
        }
        return Optional.empty();
    }
}
