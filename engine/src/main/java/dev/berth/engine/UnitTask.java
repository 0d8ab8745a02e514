package dev.berth.engine;

/**
 * What a worker hands to an execution unit: a number of parts, run by the unit's cores. The unit gives each working
 * core a contiguous run of parts (at most one run per core), so a task may have more parts than the unit has cores;
 * which core runs a part must not change the part's result, since the engine's results may not depend on timing
 * or on the number of cores.
 */
public interface UnitTask {

    /** How many parts the task has, at least 1. */
    int parts();

    /**
     * Runs part {@code part} (0-based). A thrown exception marks the core that ran it as failed (its completion bit
     * stays 0) and reaches the worker; the core runs none of its remaining parts.
     */
    void runPart(int part) throws Exception;
}
