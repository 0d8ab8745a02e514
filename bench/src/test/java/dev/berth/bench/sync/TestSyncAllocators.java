package dev.berth.bench.sync;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.SyncAllocator;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.SyncResult;
import dev.berth.model.sync.analysis.SyncValidator;
import dev.berth.model.sync.analysis.SyncWidth;

import java.util.Arrays;
import java.util.function.BiFunction;

/** Small allocators for the bench's tests: one right by construction, the others wrong in known ways. */
final class TestSyncAllocators {
    private TestSyncAllocators() {
    }

    static SyncAllocator of(String name, BiFunction<SyncProblem, Budget, SyncResult> body) {
        return new SyncAllocator() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public String description() {
                return "test allocator " + name;
            }

            @Override
            public SyncResult allocate(SyncProblem problem, SolveOptions options, Budget budget) {
                return body.apply(problem, budget);
            }
        };
    }

    /** Chain k of {@link SyncWidth#chains()} gets the k-th usable id: OPTIMAL, with the width's certificate. */
    static SyncAllocator chains() {
        return of("chains", (p, b) -> {
            SyncWidth w = SyncWidth.of(p);
            int[] mapping = new int[p.size()];
            int k = 0;
            for (int[] chain : w.chains()) {
                for (int r : chain) {
                    ResourceClass c = p.classOf(r);
                    mapping[r] = c.usableId(k);
                }
                k++;
            }
            return SyncResult.solved(true, mapping, SyncValidator.used(p, mapping), w.width(), w.certificate(), "chains");
        });
    }

    /** Every resource its own physical id: always valid, FEASIBLE, uses one per pair. */
    static SyncAllocator onePerPair(boolean claimOptimal) {
        return of(claimOptimal ? "one-per-pair-claims-optimal" : "one-per-pair", (p, b) -> {
            int[] mapping = new int[p.size()];
            for (int r = 0; r < p.size(); r++) {
                mapping[r] = p.classOf(r).usableId(r);
            }
            return SyncResult.solved(claimOptimal, mapping, p.size(), 1, null, "one-per-pair");
        });
    }

    /** Everything on physical 0: wrong as soon as two resources may be in flight at once. */
    static SyncAllocator allOnZero() {
        return of("all-on-zero", (p, b) -> {
            int[] mapping = new int[p.size()];
            Arrays.fill(mapping, 0);
            return SyncResult.solved(false, mapping, 1, 1, null, "all-on-zero");
        });
    }

    /** Claims INFEASIBLE with a reason, whatever the problem. */
    static SyncAllocator alwaysInfeasible() {
        return of("always-infeasible", (p, b) -> SyncResult.infeasible("made up", 1, null, "always-infeasible"));
    }

    static SyncAllocator throwing() {
        return of("throws", (p, b) -> {
            throw new IllegalStateException("boom");
        });
    }

    /** Ignores its budget until cancelled: the bench must give up on it. */
    static SyncAllocator ignoresLimitUntilCancelled() {
        return of("slow", (p, b) -> {
            while (!b.cancelled()) {
                Thread.onSpinWait();
            }
            return SyncResult.unknown("cancelled", 0, "slow");
        });
    }
}
