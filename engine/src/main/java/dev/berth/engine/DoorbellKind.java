package dev.berth.engine;

/** Which doorbell an engine's memory portions use. */
public enum DoorbellKind {
    /** Release store / acquire load, no read-modify-write: the text's protocol and the default. */
    RELEASE_ACQUIRE,
    /** compareAndSet on the doorbell: the variant measured against it. */
    CAS;

    public Doorbell create() {
        return switch (this) {
            case RELEASE_ACQUIRE -> new ReleaseAcquireDoorbell();
            case CAS -> new CasDoorbell();
        };
    }
}
