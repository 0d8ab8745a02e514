package dev.berth.model;

/**
 * A strategy that works from a start: a local search over a layout, an exact search that keeps the start's
 * coupled decisions. The start has passed the gate; an improver never answers worse than it. Without a
 * start ({@code null}) it builds its own.
 */
public interface Improver<P extends Problem, S> extends Configurable {

    Result<S> improve(P problem, Result<S> start, SolveOptions options, Budget budget);
}
