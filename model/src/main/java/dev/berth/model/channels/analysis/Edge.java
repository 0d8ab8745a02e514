package dev.berth.model.channels.analysis;

import dev.berth.model.channels.DependenceKind;

/** A dependence between instances by position in the sequential program: {@code from < to}. */
public record Edge(int from, int to, DependenceKind kind) {
}
