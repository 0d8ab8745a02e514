package dev.berth.model.channels;

import dev.berth.model.Certificate;

import java.util.List;

/**
 * Dependences ({@code from}, {@code to}; kind and the rest ignored) whose sync pairs may all be in flight at
 * once in the warps' code, so that no two may share a channel: at least as many channels are needed, and
 * under the limit more of them than usable ids means no assignment exists for that code.
 */
public record ConcurrentDependences(List<Dependence> members) implements Certificate {
    public ConcurrentDependences {
        members = List.copyOf(members);
    }

    public int size() {
        return members.size();
    }

    @Override
    public String describe() {
        return members.size() + " dependences whose sync pairs may all be in flight at once";
    }
}
