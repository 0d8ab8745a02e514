package dev.berth.engine;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The text's doorbell: ordering by release stores and acquire loads, no read-modify-write. A release store is the
 * "fence, then set" of the text in one access; on x86 it compiles to a plain store, which is why it is cheaper than
 * the locked instruction of a compare-and-set ({@link CasDoorbell}).
 */
public final class ReleaseAcquireDoorbell implements Doorbell {

    private static final VarHandle WORD;

    static {
        try {
            WORD = MethodHandles.lookup().findVarHandle(ReleaseAcquireDoorbell.class, "word", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    @SuppressWarnings("unused") // accessed through WORD only
    private int word;

    @Override
    public void ring() {
        WORD.setRelease(this, 1);
    }

    @Override
    public boolean isRung() {
        return (int) WORD.getAcquire(this) == 1;
    }

    @Override
    public void clear() {
        WORD.setRelease(this, 0);
    }

    @Override
    public boolean isClear() {
        return (int) WORD.getAcquire(this) == 0;
    }
}
