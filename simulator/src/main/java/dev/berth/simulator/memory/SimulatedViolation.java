package dev.berth.simulator.memory;

/**
 * One thing the simulated machine saw go wrong.
 *
 * @param kind          what rule was broken
 * @param time          when: the step of the offending write or allocation; -1 when the layout cannot be
 *                      replayed at all (wrong number of offsets, or a buffer without one)
 * @param buffer        the buffer whose rule was broken, or whose bytes were overwritten; null for
 *                      {@link Kind#OFFSET_COUNT} unless one buffer has no offset
 * @param overwrittenBy for a collision, the buffer that wrote over {@code buffer}'s bytes; otherwise null
 * @param message       one line naming the time, the buffers and the addresses
 */
public record SimulatedViolation(Kind kind, long time, String buffer, String overwrittenBy, String message) {

    public enum Kind {
        /** A live buffer's bytes held another buffer's tag when it read them back. */
        COLLISION,
        /** A buffer's address range leaves the memory: below address 0 or above the capacity. */
        OVERFLOW,
        /** An offset that is not a multiple of the buffer's alignment. */
        MISALIGNMENT,
        /** A pinned buffer placed somewhere else than its fixed offset. */
        PINNED,
        /** A member of a co-location group placed elsewhere than the other members. */
        COLOCATION,
        /**
         * The layout does not give exactly one offset per buffer (too many or too few, or one buffer left without:
         * {@code MemoryLayout.NO_OFFSET}), so nothing could be replayed.
         */
        OFFSET_COUNT
    }
}
