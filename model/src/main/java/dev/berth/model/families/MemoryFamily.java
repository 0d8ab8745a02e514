package dev.berth.model.families;

import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.CapacityFamily;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.model.Bound;
import dev.berth.model.Certificate;
import dev.berth.model.FamilyBase;
import dev.berth.model.InputException;
import dev.berth.model.Result;
import dev.berth.model.check.memory.MemoryChecker;
import dev.berth.model.io.Numbers;
import dev.berth.model.io.SolutionFields;
import dev.berth.model.memory.analysis.MemoryInfeasibility;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.io.MemoryCsv;
import dev.berth.model.memory.io.MemoryJson;
import dev.berth.model.memory.io.MemorySolutions;

import java.time.Duration;
import java.util.List;

/** Static memory allocation as a family: MiniMalloc's CSV or formats.md's JSON in, offsets out. */
public final class MemoryFamily extends FamilyBase<MemoryProblem, MemoryLayout> implements CapacityFamily<MemoryProblem> {
    public static final MemoryFamily INSTANCE = new MemoryFamily();
    static final long CHECK_NANOS_PER_BUFFER = 1_000;
    static final long COLD_CHECK_NANOS_PER_BUFFER = 5_000;
    static final long COLD_CHECK_BUFFERS = 100_000;

    private MemoryFamily() {
        super("memory", MemoryProblem.class, "buffers", new MemoryChecker(), List.of("peak"));
    }

    @Override
    public MemoryProblem parse(String source, JsonNode root) {
        return MemoryJson.parse(source, root);
    }

    @Override
    public String otherFormat() {
        return "csv";
    }

    /** MiniMalloc's CSV; a capacity before {@code .csv} in the file name ({@code A.1048576.csv}) is the capacity. */
    @Override
    public MemoryProblem parseOther(String source, String fileName, String text) {
        MemoryProblem p = MemoryCsv.parse(source, text);
        Long cap = MemoryCsv.capacityFromName(fileName);
        return cap == null ? p : p.withCapacity(Numbers.check(source, "capacity in file name", cap, 1));
    }

    @Override
    public ObjectNode write(MemoryProblem problem) {
        return MemoryJson.write(problem);
    }

    @Override
    public MemoryLayout readSolution(String source, String fileName, String text, MemoryProblem problem) {
        return new MemoryLayout(MemorySolutions.readOffsets(source, fileName, text, problem));
    }

    @Override
    public ObjectNode writeSolution(MemoryProblem p, Result<MemoryLayout> r) {
        ObjectNode o = SolutionFields.head(name(), p.name(), r);
        if (p.hasCapacity()) {
            o.put("capacity", p.capacity());
        }
        SolutionFields.origin(o, r);
        if (r.hasSolution()) {
            ObjectNode a = o.putObject("assignment");
            long[] offsets = r.solution().offsets();
            for (int i = 0; i < p.size(); i++) {
                if (offsets[i] != MemoryLayout.NO_OFFSET) { // a buffer left out stays out, as it was read
                    a.put(p.buffer(i).id(), offsets[i]);
                }
            }
        }
        if (r.certificate() != null) {
            o.set("certificate", SolutionFields.certificate(r.certificate()));
        }
        SolutionFields.stats(o, r.stats());
        return o;
    }

    @Override
    public String writeOther(MemoryProblem problem, MemoryLayout solution) {
        return MemoryCsv.write(problem, solution.offsets());
    }

    /**
     * A microsecond per buffer, and while the checker's code is still cold (interpreted before the JIT compiles
     * it) five more per buffer up to 100,000: warm, the check takes 0.1 s on 300,000 buffers and 0.4–0.6 s on a
     * million, the first one in a JVM 0.5 s; in a portfolio two members' gates check at once, then its own gate
     * (bench/MEMORY-LARGE.md).
     */
    @Override
    public Duration checkAllowance(MemoryProblem problem) {
        long n = problem.size();
        return Duration.ofNanos(n * CHECK_NANOS_PER_BUFFER + Math.min(n, COLD_CHECK_BUFFERS) * COLD_CHECK_NANOS_PER_BUFFER);
    }

    @Override
    public Bound lowerBound(MemoryProblem problem) {
        return MemoryLowerBound.compute(problem);
    }

    @Override
    public Certificate quickInfeasibility(MemoryProblem problem) {
        return MemoryInfeasibility.find(problem);
    }

    @Override
    public MemoryProblem withCapacity(MemoryProblem problem, long capacity) {
        if (capacity < 1) {
            throw new InputException("--capacity", "must be at least 1, got " + capacity);
        }
        return problem.withCapacity(capacity);
    }

    @Override
    public String incomplete(MemoryProblem problem) {
        return problem.hasCapacity() ? null
                : "no capacity: give --capacity N, a \"capacity\" field, or name the file NAME.CAPACITY.csv";
    }

    @Override
    public String summarise(MemoryProblem p, MemoryLayout layout) {
        return "peak " + MemoryChecker.peak(p, layout.offsets()) + ", lower bound " + MemoryLowerBound.of(p)
                + (p.hasCapacity() ? ", capacity " + p.capacity() : "");
    }

    @Override
    public String explain(MemoryProblem problem, Certificate certificate) {
        return MemoryInfeasibility.reason(problem, certificate);
    }


    @Override
    public String describe(MemoryProblem p) {
        return p.size() + " buffers, capacity " + (p.hasCapacity() ? Long.toString(p.capacity()) : "none")
                + ", lower bound " + MemoryLowerBound.of(p);
    }
}
