package dev.berth.bench.memory;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.analysis.MemoryLayouts;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;

import java.util.function.BiFunction;

/** Small allocators for the bench's tests: well-behaved, useless, wrong and broken ones. */
final class TestAllocators {
    private TestAllocators() {
    }

    static MemoryAllocator of(String name, BiFunction<MemoryProblem, SolveOptions, MemoryResult> body) {
        return new MemoryAllocator() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public String description() {
                return name + " (test)";
            }

            @Override
            public MemoryResult allocate(MemoryProblem problem, SolveOptions options, Budget budget) {
                return body.apply(problem, options);
            }
        };
    }

    /** Never finds anything; reports a made-up over-capacity peak as strategies do. */
    static MemoryAllocator unknown() {
        return of("always-unknown", (p, o) -> MemoryResult.unknown("gave up", 0, "always-unknown")
                .withStat("overCapacityPeak", 123456789L));
    }

    /** Puts every buffer at offset 0 and calls it feasible: wrong whenever two buffers live together. */
    static MemoryAllocator stacksAtZero() {
        return of("all-at-zero", (p, o) -> {
            long[] offsets = new long[p.size()];
            return MemoryResult.solved(false, offsets, MemoryLayouts.peak(p, offsets), 0, "all-at-zero");
        });
    }

    /** A first-fit layout (ignoring the capacity) reported with a peak one byte lower than the truth. */
    static MemoryAllocator liesAboutPeak() {
        return of("lies-about-peak", (p, o) -> {
            MemoryResult r = new FirstFitAllocator().allocate(p.withCapacity(MemoryProblem.UNBOUNDED), o);
            return MemoryResult.solved(false, r.offsets(), r.peak() - 1, 0, "lies-about-peak");
        });
    }

    /** Claims infeasibility with no ground. */
    static MemoryAllocator claimsInfeasible() {
        return of("claims-infeasible", (p, o) -> MemoryResult.infeasible("because I say so",
                MemoryLowerBound.of(p), "claims-infeasible"));
    }

    static MemoryAllocator throwing() {
        return of("throws", (p, o) -> {
            throw new IllegalStateException("boom on " + p.name());
        });
    }

    static MemoryAllocator returnsNull() {
        return of("returns-null", (p, o) -> null);
    }
}
