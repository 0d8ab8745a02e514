package dev.berth.model.memory;

import dev.berth.model.Certificate;

/** {@code bytes} are live at {@code time}: no layout peaks below that, and none fits a smaller capacity. */
public record LiveBytes(long time, long bytes) implements Certificate {
    @Override
    public String describe() {
        return bytes + " bytes are live at time " + time;
    }
}
