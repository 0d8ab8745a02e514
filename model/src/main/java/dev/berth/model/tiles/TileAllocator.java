package dev.berth.model.tiles;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;

/**
 * One strategy for the tiles family: decide which structures to share (and where their masters are) and
 * place every block of every tile. Implementations honour the budget, report OPTIMAL only when the largest
 * peak meets a proven bound, and INFEASIBLE only with a reason. Results are checked by
 * {@link TileValidator} before anyone sees them.
 */
public interface TileAllocator {
    String name();

    String description();

    TileResult allocate(TileProblem problem, SolveOptions options, Budget budget);

    default TileResult allocate(TileProblem problem, SolveOptions options) {
        return allocate(problem, options, Budget.of(options.timeLimit()));
    }
}
