package dev.berth.bench.sync;

import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.Semantics;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What {@link SyncProgramGenerator} builds. One record for both shapes: a random program reads
 * {@code warps, pairs, window, neighbourRate, otherRate}; a pipeline reads {@code consumers, stages,
 * iterations} and derives {@code warps} and {@code pairs}. The compact constructor zeroes the fields a shape
 * does not read, so equal specs mean equal instances.
 *
 * @param warps         random: number of warps, 2..64; pipeline: 1 + consumers
 * @param pairs         random: number of sync pairs, at least 1; pipeline: 2 x consumers x iterations
 * @param window        random: at most this many pairs are signalled but not yet waited for at any point of
 *                      the run that builds the program, and each wait is drawn among them, so a pair's wait
 *                      comes about {@code window} sync ops of the run after its signal;
 *                      {@link #UNBOUNDED_WINDOW} for no limit
 * @param neighbourRate random: probability that a pair's consumer is in a warp next to its producer's (w-1 or
 *                      w+1, cyclically); otherwise any other warp
 * @param otherRate     random: probability that an ordinary op precedes each sync op
 * @param consumers     pipeline: consumer warps, at least 1
 * @param stages        pipeline: buffers in the ring, at least 1
 * @param iterations    pipeline: unrolled iterations of the main loop, at least 1
 * @param semantics     wake-up semantics of the (only, default) resource class
 * @param seed          everything random derives from it
 * @param limit         physical ids of the class, or {@link ResourceClass#UNLIMITED}
 * @param reserved      ids the class may not hand out
 */
public record SyncProgramSpec(SyncProgramShape shape, int warps, int pairs, int window, double neighbourRate,
                              double otherRate, int consumers, int stages, int iterations, Semantics semantics,
                              long seed, int limit, List<Integer> reserved) {
    public static final int MAX_WARPS = 64;
    public static final int UNBOUNDED_WINDOW = Integer.MAX_VALUE;
    /** Defaults of random programs: most pairs wait soon and near. */
    public static final int DEFAULT_WINDOW = 16;
    public static final double DEFAULT_NEIGHBOUR_RATE = 0.75;
    public static final double DEFAULT_OTHER_RATE = 0.25;

    public SyncProgramSpec {
        if (shape == null || semantics == null) {
            throw new IllegalArgumentException("shape and semantics are required");
        }
        if (shape == SyncProgramShape.PIPELINE) {
            positive("consumers", consumers);
            positive("stages", stages);
            positive("iterations", iterations);
            if (consumers + 1 > MAX_WARPS) {
                throw new IllegalArgumentException("a pipeline has at most " + (MAX_WARPS - 1) + " consumers, got "
                        + consumers);
            }
            long n = 2L * consumers * iterations;
            if (n > Integer.MAX_VALUE / 4) {
                throw new IllegalArgumentException("too many sync pairs: " + n);
            }
            warps = consumers + 1;
            pairs = (int) n;
            window = 0;
            neighbourRate = 0;
            otherRate = 0;
        } else {
            if (warps < 2 || warps > MAX_WARPS) {
                throw new IllegalArgumentException("warps must be within 2.." + MAX_WARPS + ", got " + warps);
            }
            positive("pairs", pairs);
            positive("window", window);
            rate("neighbourRate", neighbourRate);
            rate("otherRate", otherRate);
            consumers = 0;
            stages = 0;
            iterations = 0;
        }
        positive("limit", limit);
        reserved = reserved == null ? List.of() : reserved.stream().distinct().sorted().toList();
        if (reserved.stream().anyMatch(r -> r < 0)) {
            throw new IllegalArgumentException("reserved ids must be non-negative: " + reserved);
        }
    }

    /** A random program: window {@value #DEFAULT_WINDOW}, neighbour rate 0.75, other rate 0.25, generation, no limit. */
    public static SyncProgramSpec random(int warps, int pairs, long seed) {
        return new SyncProgramSpec(SyncProgramShape.RANDOM, warps, pairs, DEFAULT_WINDOW, DEFAULT_NEIGHBOUR_RATE,
                DEFAULT_OTHER_RATE, 0, 0, 0, Semantics.GENERATION, seed, ResourceClass.UNLIMITED, List.of());
    }

    /** A pipeline: one producer warp, {@code consumers} consumer warps, generation, no limit. */
    public static SyncProgramSpec pipeline(int consumers, int stages, int iterations, long seed) {
        return new SyncProgramSpec(SyncProgramShape.PIPELINE, 0, 0, 0, 0, 0, consumers, stages, iterations,
                Semantics.GENERATION, seed, ResourceClass.UNLIMITED, List.of());
    }

    /**
     * {@code random-w64-p10000-win16-generation-s1}, {@code pipeline-c2-st4-i100-parity-s1}; a limit adds
     * {@code -lim16}, reserved ids {@code r0.1}.
     */
    public String name() {
        String body = shape == SyncProgramShape.RANDOM
                ? "w" + warps + "-p" + pairs + "-win" + (window == UNBOUNDED_WINDOW ? "inf" : Integer.toString(window))
                : "c" + consumers + "-st" + stages + "-i" + iterations;
        String lim = limit == ResourceClass.UNLIMITED ? "" : "-lim" + limit;
        String res = reserved.isEmpty() ? ""
                : (lim.isEmpty() ? "-" : "") + "r" + reserved.stream().map(String::valueOf).collect(Collectors.joining("."));
        return shape.label() + "-" + body + "-" + semantics.label() + "-s" + seed + lim + res;
    }

    /** The resource class every generated pair belongs to. */
    public ResourceClass resourceClass() {
        return new ResourceClass(ResourceClass.DEFAULT, limit, reserved, semantics);
    }

    public SyncProgramSpec withSemantics(Semantics s) {
        return new SyncProgramSpec(shape, warps, pairs, window, neighbourRate, otherRate, consumers, stages, iterations,
                s, seed, limit, reserved);
    }

    public SyncProgramSpec withSeed(long s) {
        return new SyncProgramSpec(shape, warps, pairs, window, neighbourRate, otherRate, consumers, stages, iterations,
                semantics, s, limit, reserved);
    }

    /** A class limit ({@link ResourceClass#UNLIMITED} for none) and reserved ids. */
    public SyncProgramSpec withLimit(int lim, List<Integer> res) {
        return new SyncProgramSpec(shape, warps, pairs, window, neighbourRate, otherRate, consumers, stages, iterations,
                semantics, seed, lim, res);
    }

    public SyncProgramSpec withWindow(int w) {
        return new SyncProgramSpec(shape, warps, pairs, w, neighbourRate, otherRate, consumers, stages, iterations,
                semantics, seed, limit, reserved);
    }

    public SyncProgramSpec withNeighbourRate(double r) {
        return new SyncProgramSpec(shape, warps, pairs, window, r, otherRate, consumers, stages, iterations, semantics,
                seed, limit, reserved);
    }

    public SyncProgramSpec withOtherRate(double r) {
        return new SyncProgramSpec(shape, warps, pairs, window, neighbourRate, r, consumers, stages, iterations,
                semantics, seed, limit, reserved);
    }

    private static void positive(String name, int v) {
        if (v < 1) {
            throw new IllegalArgumentException(name + " must be at least 1, got " + v);
        }
    }

    private static void rate(String name, double v) {
        if (!(v >= 0 && v <= 1)) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "%s must be within [0, 1], got %s", name, v));
        }
    }
}
