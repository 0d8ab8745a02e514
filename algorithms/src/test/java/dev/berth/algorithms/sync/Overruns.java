package dev.berth.algorithms.sync;

import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.Semantics;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.testing.SyncExamples;

import java.util.List;

import static org.junit.jupiter.api.Assertions.fail;

/** For the sync heuristics' tests of a limit the width fits but the heuristic needs more ids than. */
final class Overruns {
    private Overruns() {
    }

    /** A program and the heuristic's answer to it without a limit: above the width. */
    record Overrun(SyncProblem problem, Result<SyncMapping> unlimited) {
        int width() {
            return (int) unlimited.bound();
        }

        /** The program with its one class limited to the width (nothing reserved). */
        SyncProblem limitedToTheWidth() {
            ResourceClass c = problem.classes().get(0);
            return problem.withClasses(List.of(new ResourceClass(ResourceClass.DEFAULT, width(), List.of(),
                    c.semantics())));
        }
    }

    /**
     * The first random program of seeds 0 to {@code seeds - 1} ({@code warps} warps, {@code pairs} pairs) on
     * which {@code s} uses more ids than the width; {@code who} names {@code s} when there is none.
     */
    static Overrun first(Strategy<SyncProblem, SyncMapping> s, SolveOptions o, long seeds, int warps, int pairs,
                         Semantics semantics, String who) {
        for (long seed = 0; seed < seeds; seed++) {
            SyncProblem p = SyncExamples.random(seed, warps, pairs, semantics.label());
            Result<SyncMapping> r = s.solve(p, o);
            if (r.objective() > r.bound()) {
                return new Overrun(p, r);
            }
        }
        return fail(who + " met the width on every program tried");
    }
}
