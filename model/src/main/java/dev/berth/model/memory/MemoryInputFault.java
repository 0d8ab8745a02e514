package dev.berth.model.memory;

/**
 * A buffer or a memory instance that breaks a rule of the format, thrown by the records themselves so that an
 * instance built from Java is held to the same rules as one read from a file. The message names the buffer;
 * parsers re-throw it with the file, line or JSON path in front.
 */
public final class MemoryInputFault extends IllegalArgumentException {
    /** Index of the buffer at fault in its instance, or -1 when a lone buffer was being built. */
    private final int buffer;
    /** For a duplicate id, the index of the buffer that had it first; -1 otherwise. */
    private final int earlier;

    MemoryInputFault(String message) {
        this(message, -1, -1);
    }

    MemoryInputFault(String message, int buffer, int earlier) {
        super(message);
        this.buffer = buffer;
        this.earlier = earlier;
    }

    public int buffer() {
        return buffer;
    }

    public int earlier() {
        return earlier;
    }
}
