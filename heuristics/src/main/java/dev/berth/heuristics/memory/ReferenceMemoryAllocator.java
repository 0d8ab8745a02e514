package dev.berth.heuristics.memory;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MemoryResult;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The allocator published in seed text 004 (steps s10–s40 and the per-tile procedure i–v), applied to one
 * memory. The reading implemented:
 * <ol>
 *   <li>(s0 / i) Constrained variables first: pinned buffers take their fixed offsets before anything
 *       else, as the text allocates the equal-address sets first.</li>
 *   <li>Interference is conservative: two buffers interfere when some of their segments overlap in time
 *       ({@link Buffer#interferes}), and interfering buffers never share an address (gap windows are not
 *       exploited).</li>
 *   <li>Buffers are grouped into {@link EquivalenceClasses}: buffers interfering with exactly the same
 *       other buffers ({@code N(a) \ {b} = N(b) \ {a}}), each class a clique or an independent set.</li>
 *   <li>(ii) Classes are ordered by a metric, larger first (parameter {@code class-order}), ties by class
 *       number (smallest member first).</li>
 *   <li>(iii) Inside a class, buffers go larger first, then longer lifespan, then problem order (the
 *       text: "size and arrangement"; the brief reads the second as lifespan).</li>
 *   <li>(iv, s20–s50) The list is walked class after class, and (v, s30–s40) each buffer goes to the
 *       first (lowest) address, rounded up to its alignment, where it overlaps no placed buffer of an
 *       interfering class (nor a placed member of its own class when the class is a clique).</li>
 * </ol>
 * The classes are what makes step v cheap, as the text says: the interfering classes and the free
 * address runs they leave are computed once per class, from one member, and shared by all its members.
 * The bank rule and per-tile address ranges of the text have no counterpart in a single-memory problem.
 *
 * <p>Capacity semantics as {@link GreedyMemoryAllocator}: a layout above the capacity is UNKNOWN with
 * {@code overCapacityPeak}; OPTIMAL when the peak meets {@link MemoryLowerBound}; infeasibility only from
 * the quick proofs.
 *
 * <p>Parameters: {@code class-order} = {@code bytes} (default: total bytes of the class), {@code count}
 * (buffers in the class), {@code span} (length of time the class is live), {@code degree} (number of
 * interfering classes). Stats: {@code classOrder}, {@code classes}, {@code mutuallyInterferingClasses}
 * (cliques of two or more), {@code largestClass}, {@code interferingPairs}.
 */
public final class ReferenceMemoryAllocator implements MemoryAllocator {
    public static final String NAME = "reference";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "seed 004's allocator: pinned first, then interference equivalence classes by size, first fit";
    }

    @Override
    public MemoryResult allocate(MemoryProblem problem, SolveOptions options, Budget budget) {
        long t0 = System.nanoTime();
        ClassMetric metric = ClassMetric.parse(options.param("class-order", "bytes"));
        long bound = MemoryLowerBound.of(problem);
        Optional<String> proof = HeuristicVerdicts.infeasibility(problem);
        if (proof.isPresent()) {
            return MemoryResult.infeasible(proof.get(), bound, NAME).withSeconds(seconds(t0));
        }
        SegmentIndex index = SegmentIndex.of(problem);
        EquivalenceClasses classes = EquivalenceClasses.of(problem, index, budget);
        if (classes == null) {
            return outOfTime(bound, "while grouping the buffers into classes", t0);
        }
        Map<String, Object> stats = new LinkedHashMap<>();
        stats.put("classOrder", metric.label());
        stats.put("classes", classes.count());
        int cliques = 0;
        int largest = 0;
        for (int c = 0; c < classes.count(); c++) {
            cliques += classes.mutuallyInterfering(c) && classes.size(c) > 1 ? 1 : 0;
            largest = Math.max(largest, classes.size(c));
        }
        stats.put("mutuallyInterferingClasses", cliques);
        stats.put("largestClass", largest);
        stats.put("interferingPairs", classes.interferingPairs());

        long[] offsets = new ClassWalk(problem, index, classes).run(metric, budget);
        if (offsets == null) {
            return outOfTime(bound, "before every class was placed", t0).withStats(stats);
        }
        return HeuristicVerdicts.of(problem, offsets, bound, NAME, stats).withSeconds(seconds(t0));
    }

    private static MemoryResult outOfTime(long bound, String when, long t0) {
        return MemoryResult.unknown("the time limit ran out " + when, bound, NAME).withSeconds(seconds(t0));
    }

    private static double seconds(long t0) {
        return (System.nanoTime() - t0) / 1e9;
    }
}
