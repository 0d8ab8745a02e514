package dev.berth.model.memory;

import dev.berth.model.Certificate;

/** Buffer {@code buffer} is pinned to end at {@code end}: no layout peaks below it, none fits below it. */
public record PinnedEnd(String buffer, long end) implements Certificate {
    @Override
    public String describe() {
        return "buffer " + buffer + " is pinned to end at " + end;
    }
}
