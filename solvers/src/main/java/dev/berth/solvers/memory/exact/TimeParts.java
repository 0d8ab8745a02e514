package dev.berth.solvers.memory.exact;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Splits a problem at the times no lifespan crosses: buffers on either side of such a cut never meet, so
 * each side is laid out on its own and the peak is the highest of theirs.
 */
final class TimeParts {
    private TimeParts() {
    }

    /** The buffers that occupy memory, grouped into time-disjoint parts (one part when not splitting). */
    static List<int[]> of(MemoryProblem problem, boolean split) {
        List<Integer> busy = new ArrayList<>();
        for (int i = 0; i < problem.size(); i++) {
            if (!problem.buffer(i).segments().isEmpty()) {
                busy.add(i);
            }
        }
        if (!split) {
            return busy.isEmpty() ? List.of() : List.of(busy.stream().mapToInt(Integer::intValue).toArray());
        }
        Integer[] order = busy.toArray(new Integer[0]);
        Arrays.sort(order, (a, b) -> Long.compare(problem.buffer(a).start(), problem.buffer(b).start()));
        List<int[]> parts = new ArrayList<>();
        List<Integer> current = new ArrayList<>();
        long reach = Long.MIN_VALUE;
        for (int i : order) {
            Buffer b = problem.buffer(i);
            if (!current.isEmpty() && b.start() >= reach) {
                parts.add(current.stream().mapToInt(Integer::intValue).sorted().toArray());
                current = new ArrayList<>();
            }
            current.add(i);
            reach = Math.max(reach, b.end());
        }
        if (!current.isEmpty()) {
            parts.add(current.stream().mapToInt(Integer::intValue).sorted().toArray());
        }
        return parts;
    }
}
