package dev.berth.emit.cuda;

import dev.berth.model.sync.Semantics;

/** What a physical sync resource becomes on an NVIDIA GPU, chosen by the wake-up rule its answer was made for. */
public enum Mechanism {
    /** An mbarrier in shared memory, initialised with the pair's arrival count and waited on by phase parity. */
    MBARRIER("mbarrier", "mbarrier (arrive / try_wait.parity)"),
    /** A named barrier of the CTA: the producer warp's bar.arrive and the consumer warp's bar.sync, 64 threads. */
    NAMED_BARRIER("named-barrier", "named barrier (bar.arrive / bar.sync)"),
    /** A counter in shared memory: the producer adds one (release), the consumer waits for its use's count (acquire). */
    GENERATION_COUNTER("generation-counter", "generation counter (red.release / ld.acquire)");

    private final String label;
    private final String description;

    Mechanism(String label, String description) {
        this.label = label;
        this.description = description;
    }

    /** Its name in the JSON line. */
    public String label() {
        return label;
    }

    public String description() {
        return description;
    }

    public static Mechanism of(Semantics semantics) {
        return switch (semantics) {
            case PARITY -> MBARRIER;
            case FLAG -> NAMED_BARRIER;
            case GENERATION -> GENERATION_COUNTER;
        };
    }
}
