package dev.berth.engine.stress;

import dev.berth.engine.Doorbell;

/**
 * A broken doorbell for the stress tests: plain stores and loads, so nothing orders the task register against the
 * ring. The Java memory model allows a unit to see the ring before the task; on x86 (TSO) the hardware keeps stores
 * in order, so only the JIT compiler's reordering can show it, and it may not in a short run.
 */
public final class PlainDoorbell implements Doorbell {

    private int word;

    @Override
    public void ring() {
        word = 1;
    }

    @Override
    public boolean isRung() {
        return word == 1;
    }

    @Override
    public void clear() {
        word = 0;
    }

    @Override
    public boolean isClear() {
        return word == 0;
    }
}
