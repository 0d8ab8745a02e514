package dev.berth.model.memory;

import dev.berth.model.Certificate;

/**
 * Buffers {@code pinned} and {@code other} are co-located (one offset for both), but {@code pinned} is pinned
 * at an offset that {@code other}'s own pin or alignment forbids: no layout exists.
 */
public record ColocationConflict(String pinned, String other) implements Certificate {
    @Override
    public String describe() {
        return "co-located buffers " + pinned + " and " + other + " cannot share an offset: " + pinned
                + "'s pin is not one " + other + " allows (its own pin or its alignment)";
    }
}
