package dev.berth.model;

import dev.berth.model.families.ChannelsFamily;
import dev.berth.model.families.MemoryFamily;
import dev.berth.model.families.SimtFamily;
import dev.berth.model.families.SyncFamily;
import dev.berth.model.families.TileFamily;

import java.util.List;

/** Every problem family Berth knows, in the order commands list them. */
public final class Families {
    private static final List<Family<?, ?>> ALL = List.of(MemoryFamily.INSTANCE, SyncFamily.INSTANCE,
            TileFamily.INSTANCE, ChannelsFamily.INSTANCE, SimtFamily.INSTANCE);

    private Families() {
    }

    public static List<Family<?, ?>> all() {
        return ALL;
    }

    public static List<String> names() {
        return ALL.stream().map(Family::name).toList();
    }

    /** The family named {@code name}, or null. */
    public static Family<?, ?> byName(String name) {
        for (Family<?, ?> f : ALL) {
            if (f.name().equals(name)) {
                return f;
            }
        }
        return null;
    }

    /** The family of {@code problem}. */
    @SuppressWarnings("unchecked")
    public static <P extends Problem> Family<P, ?> of(P problem) {
        for (Family<?, ?> f : ALL) {
            if (f.problemType().isInstance(problem)) {
                return (Family<P, ?>) f;
            }
        }
        throw new IllegalArgumentException("no family for " + problem.getClass().getSimpleName());
    }
}
