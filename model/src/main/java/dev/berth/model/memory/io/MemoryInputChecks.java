package dev.berth.model.memory.io;

import dev.berth.model.InputException;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;

import java.util.List;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * Puts the location (file, line, JSON path) in front of the faults the records find in themselves
 * ({@link MemoryProblem.InputFault}): the rules live in {@link Buffer} and {@link MemoryProblem}, whatever the format.
 */
final class MemoryInputChecks {
    private MemoryInputChecks() {
    }

    /** The buffer {@code build} makes; {@code where} names its line or JSON path in a fault. */
    static Buffer buffer(String where, Supplier<Buffer> build) {
        try {
            return build.get();
        } catch (MemoryProblem.InputFault e) {
            throw new InputException(where, e.getMessage(), e);
        }
    }

    /** The instance of these buffers; {@code whereOf} gives the location of buffer i in a fault. */
    static MemoryProblem problem(String source, List<Buffer> buffers, long capacity, IntFunction<String> whereOf) {
        try {
            return new MemoryProblem(source, buffers, capacity);
        } catch (MemoryProblem.InputFault e) {
            if (e.earlier() >= 0) {
                throw new InputException(whereOf.apply(e.buffer()), "duplicate id '" + buffers.get(e.buffer()).id()
                        + "' (first at " + whereOf.apply(e.earlier()) + ")", e);
            }
            throw new InputException(e.buffer() >= 0 ? whereOf.apply(e.buffer()) : source, e.getMessage(), e);
        }
    }
}
