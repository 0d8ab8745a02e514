package dev.berth.model.memory;

import dev.berth.model.Certificate;

/** Buffer {@code buffer} is larger than the capacity on its own: no layout exists. */
public record OversizedBuffer(String buffer, long size) implements Certificate {
    @Override
    public String describe() {
        return "buffer " + buffer + " needs " + size + " bytes";
    }
}
