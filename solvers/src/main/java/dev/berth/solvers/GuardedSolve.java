package dev.berth.solvers;

import dev.berth.model.InputException;
import dev.berth.model.OutOfTime;

import java.util.function.BiFunction;
import java.util.function.Supplier;

/**
 * One strategy call as every family's validating gate makes it: timed, and a strategy that throws (or runs
 * out of memory) turned into an answer — the family's UNKNOWN — rather than a stack trace.
 *
 * @param seconds wall-clock time of the call
 */
public record GuardedSolve<R>(R result, double seconds) {

    /**
     * @param failed builds the answer for a failure from its reason and whether the strategy crashed
     *               ({@code false} for running out of memory, which is the instance's size, not a bug)
     */
    public static <R> GuardedSolve<R> run(Supplier<R> solve, BiFunction<String, Boolean, R> failed) {
        long t0 = System.nanoTime();
        R r;
        try {
            r = solve.get();
        } catch (InputException e) {
            throw e; // the user's error (a bad parameter value): exit 2, not the strategy's failure
        } catch (OutOfTime e) {
            r = failed.apply(e.getMessage(), false); // the budget ran out inside an analysis: not a crash
        } catch (OutOfMemoryError e) {
            r = failed.apply("out of memory", false);
        } catch (RuntimeException | StackOverflowError e) {
            r = failed.apply("strategy failed: " + e, true);
        }
        return new GuardedSolve<>(r, (System.nanoTime() - t0) / 1e9);
    }
}
