package dev.berth.model.memory;

import dev.berth.model.Certificate;

/** Buffer {@code buffer} is pinned at an offset that is not a multiple of its alignment: no layout exists. */
public record MisalignedPin(String buffer) implements Certificate {
    @Override
    public String describe() {
        return "buffer " + buffer + " is pinned at an offset its alignment forbids";
    }
}
