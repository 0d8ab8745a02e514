package dev.berth.algorithms.memory;

import dev.berth.model.Budget;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.NamedStrategy;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.params.Param;
import dev.berth.model.params.ParamType;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The allocator of Graphcore's patent publication "Shared data structures" ("the text"; steps s10–s40 and the
 * per-tile procedure i–v), applied to one
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
 *       text: "size and arrangement"; Berth reads the second as lifespan).</li>
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
 * <p>Parameter: {@link #CLASS_ORDER} (the text's size by default; the others are ablations). Stats: {@code classOrder}, {@code classes}, {@code mutuallyInterferingClasses}
 * (cliques of two or more), {@code largestClass}, {@code interferingPairs}.
 */
public final class ReferenceMemoryAllocator extends NamedStrategy<MemoryProblem, MemoryLayout> {
    public static final String NAME = "reference";
    public static final Param<ClassMetric> CLASS_ORDER = Param.choice("class-order", ClassMetric.class, ClassMetric.BYTES,
            "how classes are ranked, larger first: bytes (the text's size), or as ablations count (buffers), span "
                    + "(time live), degree (interfering classes)");

    public ReferenceMemoryAllocator() {
        super(NAME, "the allocator of 'Shared data structures': pinned first, then interference equivalence classes"
                + " by size, first fit",
                List.of(CLASS_ORDER));
    }

    @Override
    public Result<MemoryLayout> solve(MemoryProblem problem, SolveOptions options, Budget budget) {
        ClassMetric metric = CLASS_ORDER.from(options);
        Result<MemoryLayout> infeasible = HeuristicVerdicts.infeasibility(problem);
        if (infeasible != null) {
            return infeasible;
        }
        SegmentIndex index = SegmentIndex.of(problem);
        EquivalenceClasses classes = EquivalenceClasses.of(problem, index, budget);
        if (classes == null) {
            return outOfTime("while grouping the buffers into classes");
        }
        Map<String, Object> stats = new LinkedHashMap<>();
        stats.put("classOrder", ParamType.label(metric));
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
            return outOfTime("before every class was placed").withStats(stats);
        }
        return HeuristicVerdicts.of(problem, offsets, NAME, stats);
    }

    private static Result<MemoryLayout> outOfTime(String when) {
        return Result.unknown("the time limit ran out " + when);
    }
}
