package dev.berth.engine.stress;

import dev.berth.engine.UnitTask;

/** A task of seven parts that do nothing: the stress tests look at how it is published, not at what it runs. */
public final class FixedTask implements UnitTask {

    public static final int PARTS = 7;
    public static final FixedTask INSTANCE = new FixedTask();

    private FixedTask() {
    }

    @Override
    public int parts() {
        return PARTS;
    }

    @Override
    public void runPart(int part) {
        // nothing to run: only the register's publication is under test
    }
}
