package dev.berth.bench.channels;

import dev.berth.model.channels.ChannelsLimits;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.Semantics;

import java.util.List;

/**
 * What {@link ChannelsProgramGenerator} builds.
 *
 * @param shape     which kernel the program is written like
 * @param stages    K: mainloop iterations per output tile (GEMM: k-blocks; attention: KV blocks)
 * @param slots     S: slots of each ring buffer
 * @param tiles     N: output tiles, one after the other (the ring's slot index carries on across tiles)
 * @param semantics wake-up semantics of the channels
 * @param limit     channels the hardware has ({@link ResourceClass#UNLIMITED} for no limit); id 0 is reserved
 *                  whenever there is a limit, as {@code __syncthreads} takes named barrier 0
 * @param seed      the tile shape, and with it every size and cycle count, derives from it
 */
public record ChannelsProgramSpec(ChannelsProgramShape shape, int stages, int slots, int tiles, Semantics semantics,
                                  int limit, long seed) {
    /** Named barriers per CTA. */
    public static final int NAMED_BARRIERS = 16;
    /** What Berth builds for one channels instance: a larger program would be generated only to be refused. */
    public static final long MAX_INTRINSICS = ChannelsLimits.INSTANCES;

    public ChannelsProgramSpec {
        if (shape == null || semantics == null) {
            throw new IllegalArgumentException("shape and semantics are required");
        }
        positive("stages", stages);
        positive("slots", slots);
        positive("tiles", tiles);
        positive("limit", limit);
        if (intrinsics(shape, stages, tiles) > MAX_INTRINSICS) {
            throw new IllegalArgumentException(tiles + " tiles x " + stages + " stages are " + intrinsics(shape, stages,
                    tiles) + " intrinsics, more than the " + MAX_INTRINSICS + " Berth builds for one instance (limit "
                    + ChannelsLimits.INSTANCES_NAME + ")");
        }
    }

    /** A program with {@value #NAMED_BARRIERS} named barriers (0 reserved) under generation semantics. */
    public static ChannelsProgramSpec of(ChannelsProgramShape shape, int stages, int slots, int tiles, long seed) {
        return new ChannelsProgramSpec(shape, stages, slots, tiles, Semantics.GENERATION, NAMED_BARRIERS, seed);
    }

    public ChannelsProgramSpec withSemantics(Semantics s) {
        return new ChannelsProgramSpec(shape, stages, slots, tiles, s, limit, seed);
    }

    public ChannelsProgramSpec withLimit(int l) {
        return new ChannelsProgramSpec(shape, stages, slots, tiles, semantics, l, seed);
    }

    public ChannelsProgramSpec withSeed(long s) {
        return new ChannelsProgramSpec(shape, stages, slots, tiles, semantics, limit, s);
    }

    /** {@code gemm-k16-s4-n8-generation-s1}; no limit adds {@code -nolim}, another limit {@code -lim24}. */
    public String name() {
        String lim = limit == ResourceClass.UNLIMITED ? "-nolim" : limit == NAMED_BARRIERS ? "" : "-lim" + limit;
        return shape.label() + "-k" + stages + "-s" + slots + "-n" + tiles + "-" + semantics.label() + "-s" + seed + lim;
    }

    /** The channels every generated program may use. */
    public ResourceClass channels() {
        return limit == ResourceClass.UNLIMITED ? ResourceClass.unlimited(semantics)
                : new ResourceClass(ResourceClass.DEFAULT, limit, List.of(0), semantics);
    }

    /** How many intrinsics the program unrolls to. */
    public long intrinsics() {
        return intrinsics(shape, stages, tiles);
    }

    private static long intrinsics(ChannelsProgramShape shape, long k, long n) {
        return switch (shape) {
            case GEMM -> n * (2 * k + 2);
            case MULTI -> n * (3 * k + 1);
            case UNPLACED -> 2 + n * (2 * k + 2);
            case ATTENTION -> n * (5 * k + 2);
        };
    }

    private static void positive(String name, int v) {
        if (v < 1) {
            throw new IllegalArgumentException(name + " must be at least 1, got " + v);
        }
    }
}
