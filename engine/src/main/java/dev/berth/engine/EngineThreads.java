package dev.berth.engine;

/** Which threads belong to an engine: its workers by type, its unit cores by a mark they set when they start. */
final class EngineThreads {

    private static final ThreadLocal<Boolean> UNIT_CORE = ThreadLocal.withInitial(() -> Boolean.FALSE);

    private EngineThreads() {
    }

    static void mark() {
        UNIT_CORE.set(Boolean.TRUE);
    }

    static boolean current() {
        return Thread.currentThread() instanceof EngineWorker || UNIT_CORE.get();
    }
}
