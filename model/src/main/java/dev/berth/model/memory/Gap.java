package dev.berth.model.memory;

/**
 * A time interval {@code [start, end)} inside a buffer's lifespan during which it occupies no memory, or,
 * when {@code window} is set, only that part of its bytes (MiniMalloc's {@code start-end@lower:upper}).
 */
public record Gap(long start, long end, Window window) {
    public Gap(long start, long end) {
        this(start, end, null);
    }
}
