package dev.berth.model.sync;

import dev.berth.model.Certificate;

/** Resources {@code first} and {@code second} (indices) are pinned to one id but may be in flight at once. */
public record PinnedClash(int first, int second) implements Certificate {
    @Override
    public String describe() {
        return "two resources pinned to one id may be in flight at once";
    }
}
