package dev.berth.heuristics.tiles;

import dev.berth.model.InputException;
import dev.berth.model.SolveOptions;

import java.util.Locale;

/** The reference allocator's parameters, parsed once (keys documented on {@link ReferenceTileAllocator}). */
record ReferenceSettings(ShareMode share, boolean classes, ClassOrder classOrder, BlockOrder order,
                         GroupOrder groupOrder, GroupMode groups, int groupIterations, boolean stackedScore, boolean tileRetry, long seed) {

    static ReferenceSettings of(SolveOptions o) {
        return new ReferenceSettings(
                ShareMode.parse(o.param("share", "rule")),
                bool("classes", o.param("classes", "true")),
                ClassOrder.parse(o.param("class-order", "bytes")),
                BlockOrder.parse("order", o.param("order", "size")),
                GroupOrder.parse(o.param("group-order", "size")),
                GroupMode.parse(o.param("groups", "first-fit")),
                (int) Math.min(Integer.MAX_VALUE, o.longParam("group-iterations", 1000)),
                scoreStacked(o.param("group-score", "groups")),
                bool("tile-retry", o.param("tile-retry", "false")),
                o.seed());
    }

    private static boolean scoreStacked(String text) {
        return switch (text.trim().toLowerCase(Locale.ROOT)) {
            case "groups" -> false;
            case "stacked" -> true;
            default -> throw new InputException("parameter group-score", "expected groups or stacked, got '" + text + "'");
        };
    }

    /** The same settings with another block order and classes on or off, for a tile's retries. */
    ReferenceSettings withOrder(boolean byClasses, BlockOrder blockOrder) {
        return new ReferenceSettings(share, byClasses, classOrder, blockOrder, groupOrder, groups, groupIterations,
                stackedScore, tileRetry, seed);
    }

    private static boolean bool(String key, String text) {
        return switch (text.trim().toLowerCase(Locale.ROOT)) {
            case "true", "on", "1" -> true;
            case "false", "off", "0" -> false;
            default -> throw new InputException("parameter " + key, "expected true or false, got '" + text + "'");
        };
    }
}
