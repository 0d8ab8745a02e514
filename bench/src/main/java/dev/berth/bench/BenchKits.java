package dev.berth.bench;

import dev.berth.bench.channels.ChannelsBenchKit;
import dev.berth.bench.simt.SimtBenchKit;
import dev.berth.bench.memory.MemoryBenchKit;
import dev.berth.bench.sync.SyncBenchKit;
import dev.berth.bench.tiles.TileBenchKit;
import dev.berth.model.Problem;

import java.util.List;

/** Every family's bench kit, in the order commands list the families. */
public final class BenchKits {
    private static final List<BenchKit<?, ?>> ALL = List.of(new MemoryBenchKit(), new SyncBenchKit(),
            new TileBenchKit(), new ChannelsBenchKit(), new SimtBenchKit());

    private BenchKits() {
    }

    public static List<BenchKit<?, ?>> all() {
        return ALL;
    }

    /** The kit of {@code problem}'s family. */
    @SuppressWarnings("unchecked")
    public static <P extends Problem> BenchKit<P, ?> of(P problem) {
        for (BenchKit<?, ?> k : ALL) {
            if (k.family().problemType().isInstance(problem)) {
                return (BenchKit<P, ?>) k;
            }
        }
        throw new IllegalArgumentException("no bench kit for the " + problem.family() + " family");
    }

    /** The kit of the family named {@code family}. */
    public static BenchKit<?, ?> named(String family) {
        for (BenchKit<?, ?> k : ALL) {
            if (k.family().name().equals(family)) {
                return k;
            }
        }
        throw new IllegalArgumentException("no bench kit for the " + family + " family");
    }
}
