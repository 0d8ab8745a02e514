package dev.berth.model.memory;

import dev.berth.model.Problem;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Static memory allocation: give every buffer an offset so that buffers live at the same time never
 * share bytes and every buffer ends at or below {@code capacity}.
 *
 * @param name     where the instance came from (file name), for messages and reports
 * @param capacity bytes available; {@link #UNBOUNDED} when the caller gives none (peak minimisation only)
 */
public record MemoryProblem(String name, List<Buffer> buffers, long capacity) implements Problem {
    public static final long UNBOUNDED = Long.MAX_VALUE;

    public MemoryProblem {
        buffers = List.copyOf(buffers);
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
}
