package dev.berth.model.memory.analysis;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Buffers resident for the whole trace (a model's weights and optimizer state) taken out as bands: each one
 * holds all its bytes from the first instant anything is live to the last, so it conflicts with every other
 * buffer, and in any layout every other buffer lies wholly above or below it. Stacked from address 0 with the
 * rest laid out above them, a layout of the rest gives one of the whole whose peak is {@link #base()} plus the
 * rest's. Without alignments that loses nothing: take the bands out of any layout and lower what lay above
 * each by its size (bench/MEMORY-BOUNDS.md's band argument). With alignments the stacking may pad, and the
 * lowering may break an alignment, so nothing here claims a bound: strategies that solve the rest keep no
 * proof. The point is speed: a greedy pass costs in proportion to the buffers live at each time, and on a
 * generated training trace the bands are a fifth of the buffers and live at every time (100k buffers: a pass
 * takes 9 s on the whole, 2 s on the rest).
 *
 * <p>Taken only where the stacking is simple: no buffer is pinned, a band has no gaps and is in no
 * co-location group, and the rest keeps at least one buffer. Bands are stacked widest alignment first, each
 * at the next multiple of its alignment, and the rest starts at the next multiple of the lcm of its
 * alignments.
 */
public final class ResidentBands {
    /** An lcm of alignments above this is not worth a base (and would waste more than it saves). */
    private static final long MAX_BASE_ALIGNMENT = 1L << 40;

    private final MemoryProblem rest;
    private final int[] restIndex;
    private final int[] bands;
    private final long[] bandOffsets;
    private final long base;
    private final long bandBytes;
    private final int size;

    private ResidentBands(MemoryProblem rest, int[] restIndex, int[] bands, long[] bandOffsets, long base,
                          long bandBytes, int size) {
        this.rest = rest;
        this.restIndex = restIndex;
        this.bands = bands;
        this.bandOffsets = bandOffsets;
        this.base = base;
        this.bandBytes = bandBytes;
        this.size = size;
    }

    /** The bands of {@code problem}, or {@code null} when it has none or they cannot be taken out soundly. */
    public static ResidentBands of(MemoryProblem problem) {
        long first = Long.MAX_VALUE;
        long last = Long.MIN_VALUE;
        for (Buffer b : problem.buffers()) {
            if (b.isFixed()) {
                return null;
            }
            if (b.size() > 0 && b.start() < b.end()) {
                first = Math.min(first, b.start());
                last = Math.max(last, b.end());
            }
        }
        List<Integer> bandList = new ArrayList<>();
        List<Integer> restList = new ArrayList<>();
        for (int i = 0; i < problem.size(); i++) {
            Buffer b = problem.buffer(i);
            boolean band = b.size() > 0 && b.start() <= first && b.end() >= last && b.gaps().isEmpty()
                    && b.colocate() == null;
            (band ? bandList : restList).add(i);
        }
        if (bandList.isEmpty() || restList.isEmpty()) {
            return null;
        }
        bandList.sort(Comparator.comparingLong((Integer i) -> problem.buffer(i).alignment()).reversed()
                .thenComparing(Comparator.comparingLong((Integer i) -> problem.buffer(i).size()).reversed())
                .thenComparing(Comparator.naturalOrder()));
        int[] bands = bandList.stream().mapToInt(Integer::intValue).toArray();
        long[] bandOffsets = new long[bands.length];
        long top = 0;
        long bandBytes = 0;
        for (int k = 0; k < bands.length; k++) {
            Buffer b = problem.buffer(bands[k]);
            bandOffsets[k] = roundUp(top, b.alignment());
            top = bandOffsets[k] + b.size();
            bandBytes += b.size();
        }
        BigInteger lcm = BigInteger.ONE;
        List<Buffer> restBuffers = new ArrayList<>(restList.size());
        for (int i : restList) {
            Buffer b = problem.buffer(i);
            restBuffers.add(b);
            BigInteger a = BigInteger.valueOf(b.alignment());
            lcm = lcm.divide(lcm.gcd(a)).multiply(a);
            if (lcm.compareTo(BigInteger.valueOf(MAX_BASE_ALIGNMENT)) > 0) {
                return null;
            }
        }
        long base = roundUp(top, lcm.longValueExact());
        long capacity = MemoryProblem.UNBOUNDED;
        if (problem.hasCapacity()) {
            if (base > problem.capacity()) {
                return null;
            }
            capacity = problem.capacity() - base;
        }
        MemoryProblem rest = new MemoryProblem(problem.name(), restBuffers, capacity);
        return new ResidentBands(rest, restList.stream().mapToInt(Integer::intValue).toArray(), bands, bandOffsets,
                base, bandBytes, problem.size());
    }

    private static long roundUp(long x, long alignment) {
        return alignment <= 1 ? x : Math.ceilDiv(x, alignment) * alignment;
    }

    /** The instance without its bands, its capacity lowered by {@link #base()}. */
    public MemoryProblem rest() {
        return rest;
    }

    /** How many bands were taken out. */
    public int count() {
        return bands.length;
    }

    /** The bands' bytes (the base is this plus padding). */
    public long bandBytes() {
        return bandBytes;
    }

    /** Where the rest starts: the bands' top, rounded up to every alignment of the rest. */
    public long base() {
        return base;
    }

    /** The offsets of the whole instance for offsets of {@link #rest()}: the rest lifted by the base. */
    public long[] expand(long[] restOffsets) {
        long[] out = new long[size];
        for (int k = 0; k < bands.length; k++) {
            out[bands[k]] = bandOffsets[k];
        }
        for (int k = 0; k < restIndex.length; k++) {
            out[restIndex[k]] = restOffsets[k] + base;
        }
        return out;
    }
}
