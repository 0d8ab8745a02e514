package dev.berth.bench.memory;

import dev.berth.bench.InstanceWriter;
import dev.berth.model.families.MemoryFamily;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.io.MemoryCsv;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.MemoryProblem;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Static-allocation instances as an ML compiler sees them. A random network (stages of layers, residual
 * skips, branches merged by a concat, scratch buffers, and in training a mirrored backward pass that reads
 * saved activations) is scheduled in a random topological order; time is the operator's position, and
 * every output tensor lives half-open from its producer to its last reader. Sizes are activations:
 * batch x channels x side x side x dtype bytes; with {@link MemoryTraceSpec#weights()} on, each layer's
 * parameters (and in training their gradients and optimizer state) are resident buffers shared by the
 * micro-batches. See {@link MemoryTraceSpec} for the knobs. The same spec always gives the same instance.
 */
public final class MemoryTraceGenerator {
    private MemoryTraceGenerator() {
    }

    /** The instance of {@code spec}, named {@link MemoryTraceSpec#name()}, capacity from its slack. */
    public static MemoryProblem generate(MemoryTraceSpec spec) {
        return problem(spec, NetworkTrace.trace(spec).buffers());
    }

    /** The instance of {@code spec} made of its generated {@code buffers}. */
    static MemoryProblem problem(MemoryTraceSpec spec, List<Buffer> buffers) {
        MemoryProblem p = new MemoryProblem(spec.name(), buffers, MemoryProblem.UNBOUNDED);
        if (spec.unbounded()) {
            return p;
        }
        long bound = MemoryLowerBound.of(p);
        long capacity = Math.max(1, Math.max(bound, (long) Math.ceil(bound * (1.0 + spec.capacitySlack()))));
        return p.withCapacity(capacity);
    }

    /**
     * {@code NAME.CAPACITY.csv} (the capacity travels in the name, as MiniMalloc's files do; just
     * {@code NAME.csv} when unbounded) or {@code NAME.json} (the capacity is a field).
     */
    public static String fileName(MemoryProblem p, String format) {
        return switch (format(format)) {
            case "csv" -> p.name() + (p.hasCapacity() ? "." + p.capacity() : "") + ".csv";
            default -> p.name() + ".json";
        };
    }

    /** Writes {@code p} into {@code dir} as {@code csv} or {@code json}; returns the file written. */
    public static Path write(MemoryProblem p, Path dir, String format) {
        String f = format(format);
        return f.equals("csv") ? InstanceWriter.text(dir.resolve(fileName(p, f)), MemoryCsv.write(p, null))
                : InstanceWriter.json(MemoryFamily.INSTANCE, p, dir);
    }

    private static String format(String format) {
        String f = format.toLowerCase(Locale.ROOT);
        if (!f.equals("csv") && !f.equals("json")) {
            throw new IllegalArgumentException("format must be csv or json, got '" + format + "'");
        }
        return f;
    }
}
