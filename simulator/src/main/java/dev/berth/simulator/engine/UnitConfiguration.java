package dev.berth.simulator.engine;

/**
 * One worker and one execution unit of {@code cores} cores (core 0 the primary), sending {@code computeTasks}
 * compute tasks of {@code parts} parts each and then a disconnect task. Part i runs on core i, so with fewer
 * parts than cores the highest cores stay idle (the reference's reading: 5 parts on 32 cores set 5 bits).
 * {@code failingCore} is the core that reports failure (writes a 0 bit) when it works, or -1 for none.
 */
public record UnitConfiguration(int cores, int parts, int failingCore, int computeTasks, ProtocolVariant variant) {
    /** The completion word is held in a {@code long}, and a cell's tag leaves 8 bits for its payload. */
    static final int MAX_CORES = 63;

    public UnitConfiguration {
        if (cores < 1 || cores > MAX_CORES) {
            throw new IllegalArgumentException("cores must be in 1.." + MAX_CORES + ": " + cores);
        }
        if (parts < 1 || parts > cores) {
            throw new IllegalArgumentException("parts must be in 1..cores (" + cores + "): " + parts);
        }
        if (failingCore < -1 || failingCore >= cores) {
            throw new IllegalArgumentException("failingCore must be -1 or a core below " + cores + ": " + failingCore);
        }
        if (computeTasks < 0) {
            throw new IllegalArgumentException("computeTasks must be at least 0: " + computeTasks);
        }
        if (variant == null) {
            throw new IllegalArgumentException("variant is required");
        }
    }

    /** One compute task, no failing core, the correct protocol. */
    public static UnitConfiguration of(int cores, int parts) {
        return new UnitConfiguration(cores, parts, -1, 1, ProtocolVariant.CORRECT);
    }

    public UnitConfiguration withFailingCore(int core) {
        return new UnitConfiguration(cores, parts, core, computeTasks, variant);
    }

    public UnitConfiguration withComputeTasks(int tasks) {
        return new UnitConfiguration(cores, parts, failingCore, tasks, variant);
    }

    public UnitConfiguration withVariant(ProtocolVariant v) {
        return new UnitConfiguration(cores, parts, failingCore, computeTasks, v);
    }

    /** Whether a compute task must be reported failed: the failing core is one of the working ones. */
    public boolean expectsFailure() {
        return failingCore >= 0 && failingCore < parts;
    }

    @Override
    public String toString() {
        return "N=" + cores + " P=" + parts + (failingCore >= 0 ? " fail=" + failingCore : "")
                + (computeTasks != 1 ? " tasks=" + computeTasks : "")
                + (variant != ProtocolVariant.CORRECT ? " " + variant : "");
    }
}
