package dev.berth.model.channels;

import dev.berth.model.InputException;

import java.util.List;

/**
 * One dependence between instances ({@code STAGE:ID:I}): {@code from} must finish before {@code to} starts.
 *
 * @param sync      the logical sync id that enforces it, or null when it has none of its own
 * @param impliedBy for one without a sync pair: the path of instances (from … to) that orders them anyway —
 *                  program order and enforced dependences; empty for program order itself
 */
public record Dependence(String from, String to, DependenceKind kind, String sync, List<String> impliedBy) {
    public Dependence {
        if (from == null || to == null || kind == null) {
            throw new InputException("dependences", "a dependence needs 'from', 'to' and 'kind'");
        }
        impliedBy = impliedBy == null ? List.of() : List.copyOf(impliedBy);
    }

    public boolean enforced() {
        return sync != null;
    }
}
