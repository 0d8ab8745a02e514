package dev.berth.bench;

import dev.berth.model.Problem;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;

/** One column of a bench: a strategy (gated) with its options, its rows labelled {@code label}. */
public record BenchRun<P extends Problem, S>(Strategy<P, S> strategy, SolveOptions options, String label) {
}
