package dev.berth.model;

/**
 * A strategy that can show its intermediate results (a published procedure's DAGs, groups, steps), for
 * {@code berth solve --trace}.
 */
public interface Traceable<P extends Problem> {

    /** The intermediate results of solving {@code problem} with {@code options}: JSON, or Graphviz DOT. */
    String trace(P problem, SolveOptions options, boolean dot);
}
