package dev.berth.model.memory;

import dev.berth.model.Problem;
import dev.berth.model.io.Numbers;
import dev.berth.model.memory.io.MemoryLimits;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Static memory allocation: give every buffer an offset so that buffers live at the same time never
 * share bytes and every buffer ends at or below {@code capacity}. Buffers naming the same co-location group
 * share one offset and never conflict with each other.
 *
 * <p>An instance checks itself when built (unique ids, a capacity of at least 1, co-location groups whose
 * alignment is representable) and throws {@link InputFault}, or {@code TooLarge} beyond Berth's size limits
 * ({@link MemoryLimits}); a group whose pins disagree is a valid instance without a layout (see
 * {@code ColocationConflict}).
 *
 * @param name     where the instance came from (file name), for messages and reports
 * @param capacity bytes available; {@link #UNBOUNDED} when the caller gives none (peak minimisation only)
 */
public record MemoryProblem(String name, List<Buffer> buffers, long capacity) implements Problem {
    public static final long UNBOUNDED = Long.MAX_VALUE;

    public MemoryProblem {
        buffers = List.copyOf(buffers);
        String where = name == null || name.isEmpty() ? "buffers" : name;
        MemoryLimits.check(where, buffers);
        if (capacity != UNBOUNDED && (capacity < 1 || capacity > Numbers.MAX_VALUE)) {
            throw new InputFault("field 'capacity' must be between 1 and " + Numbers.MAX_VALUE + ", got " + capacity);
        }
        Map<String, Integer> seen = new HashMap<>(buffers.size() * 2);
        for (int i = 0; i < buffers.size(); i++) {
            Integer first = seen.putIfAbsent(buffers.get(i).id(), i);
            if (first != null) {
                throw new InputFault("duplicate id '" + buffers.get(i).id() + "' (buffers " + first + " and " + i
                        + ")", i, first);
            }
        }
        for (ColocationGroup g : ColocationGroup.of(buffers)) {
            MemoryLimits.checkGroup(where + ": co-location group " + g.name(), g.members().length);
            if (g.alignment() > Numbers.MAX_VALUE) {
                throw new InputFault("co-location group " + g.name() + ": the least common multiple of its "
                        + "members' alignments is above " + Numbers.MAX_VALUE, g.members()[g.members().length - 1], -1);
            }
        }
    }

    @Override
    public String family() {
        return "memory";
    }

    public MemoryProblem withCapacity(long c) {
        return new MemoryProblem(name, buffers, c);
    }

    public int size() {
        return buffers.size();
    }

    public Buffer buffer(int i) {
        return buffers.get(i);
    }

    /** The co-location groups of two or more buffers, in order of their first member. */
    public List<ColocationGroup> groups() {
        return ColocationGroup.of(buffers).stream().filter(g -> g.members().length > 1).toList();
    }

    public boolean hasCapacity() {
        return capacity != UNBOUNDED;
    }

    /** Index of each id. */
    public Map<String, Integer> indexById() {
        Map<String, Integer> m = new HashMap<>(buffers.size() * 2);
        for (int i = 0; i < buffers.size(); i++) {
            m.put(buffers.get(i).id(), i);
        }
        return m;
    }

    /**
     * A finite height every solver can use as the top of its offset domain: the capacity, or when there is
     * none, the height of stacking every buffer (each rounded up to its alignment) above the fixed ones.
     */
    public long horizon() {
        if (hasCapacity()) {
            return capacity;
        }
        long top = 0;
        for (Buffer b : buffers) {
            if (b.isFixed()) {
                top = Math.max(top, b.fixedOffset() + b.size());
            }
        }
        for (Buffer b : buffers) {
            if (!b.isFixed()) {
                top = Math.addExact(ceil(top, b.alignment()), b.size());
            }
        }
        return top;
    }

    private static long ceil(long x, long a) {
        return (x + a - 1) / a * a;
    }

    /**
     * A buffer or a memory instance that breaks a rule of the format, thrown by the records themselves so that an
     * instance built from Java is held to the same rules as one read from a file. The message names the buffer;
     * parsers re-throw it with the file, line or JSON path in front. (Nested: the record package holds records.)
     */
    public static final class InputFault extends dev.berth.model.InputException {
        /** Index of the buffer at fault in its instance, or -1 when a lone buffer was being built. */
        private final int buffer;
        /** For a duplicate id, the index of the buffer that had it first; -1 otherwise. */
        private final int earlier;

        InputFault(String message) {
            this(message, -1, -1);
        }

        InputFault(String message, int buffer, int earlier) {
            super(null, message);
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

    @Override
    public MemoryProblem withName(String n) {
        return new MemoryProblem(n, buffers, capacity);
    }
}
