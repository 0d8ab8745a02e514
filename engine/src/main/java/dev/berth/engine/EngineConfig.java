package dev.berth.engine;

/**
 * The engine's sizes, set in one place. {@code workers} is the ForkJoinPool's parallelism; each unit has
 * {@code coresPerUnit} threads; {@code partsPerLeaf} is how many grains a leaf is cut into, and it alone (with the
 * cutoff) fixes how results are combined, so results do not depend on workers, units or cores.
 * {@code spins} is how many checks a waiting side spins before it starts to park. {@code coreStackBytes} is the
 * stack of every unit core (0: the JVM's default), for leaves that recurse deeply.
 */
public record EngineConfig(int workers, int units, int coresPerUnit, int partsPerLeaf, DoorbellKind doorbell,
                           int spins, long coreStackBytes) {

    /** About 0.1 ms of spinning on current x86 before a waiting side parks. */
    public static final int DEFAULT_SPINS = 2_000;
    /**
     * One core per unit by default: with threads = the machine's CPUs, secondary cores only oversubscribe it, and
     * waking a parked secondary costs about 100 µs per leaf here (EngineLeafThroughputBenchmark: ~600k one-item
     * leaves/s with one core per unit, 5-17k with two, on 2 CPUs).
     */
    public static final int DEFAULT_CORES_PER_UNIT = 1;

    public EngineConfig {
        if (workers < 1 || units < 0 || partsPerLeaf < 1 || spins < 0 || coreStackBytes < 0) {
            throw new IllegalArgumentException("invalid engine config " + workers + " workers, " + units + " units, "
                    + partsPerLeaf + " parts per leaf, " + spins + " spins");
        }
        if (coresPerUnit < 1 || coresPerUnit > CompletionWord.MAX_WIDTH) {
            throw new IllegalArgumentException("cores per unit must be in 1.." + CompletionWord.MAX_WIDTH);
        }
        if (doorbell == null) {
            throw new IllegalArgumentException("doorbell kind missing");
        }
    }

    /** The one knob for callers: {@code threads} workers, as many units, one core and one grain per leaf. */
    public static EngineConfig forThreads(int threads) {
        return new EngineConfig(threads, threads, DEFAULT_CORES_PER_UNIT, DEFAULT_CORES_PER_UNIT,
                DoorbellKind.RELEASE_ACQUIRE, DEFAULT_SPINS, 0);
    }

    public EngineConfig withUnits(int n) {
        return new EngineConfig(workers, n, coresPerUnit, partsPerLeaf, doorbell, spins, coreStackBytes);
    }

    public EngineConfig withCoresPerUnit(int n) {
        return new EngineConfig(workers, units, n, partsPerLeaf, doorbell, spins, coreStackBytes);
    }

    public EngineConfig withPartsPerLeaf(int n) {
        return new EngineConfig(workers, units, coresPerUnit, n, doorbell, spins, coreStackBytes);
    }

    public EngineConfig withDoorbell(DoorbellKind kind) {
        return new EngineConfig(workers, units, coresPerUnit, partsPerLeaf, kind, spins, coreStackBytes);
    }

    public EngineConfig withCoreStackBytes(long bytes) {
        return new EngineConfig(workers, units, coresPerUnit, partsPerLeaf, doorbell, spins, bytes);
    }
}
