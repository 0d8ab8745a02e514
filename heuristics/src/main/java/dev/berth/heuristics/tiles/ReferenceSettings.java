package dev.berth.heuristics.tiles;

import dev.berth.model.InputException;
import dev.berth.model.SolveOptions;

import java.util.Locale;

/** The reference allocator's parameters, parsed once (keys documented on {@link ReferenceTileAllocator}). */
record ReferenceSettings(ShareMode share, boolean classes, ClassOrder classOrder, BlockOrder order,
                         BlockOrder groupOrder, long seed) {

    static ReferenceSettings of(SolveOptions o) {
        return new ReferenceSettings(
                ShareMode.parse(o.param("share", "rule")),
                bool(o.param("classes", "true")),
                ClassOrder.parse(o.param("class-order", "bytes")),
                BlockOrder.parse("order", o.param("order", "size")),
                BlockOrder.parse("group-order", o.param("group-order", "size")),
                o.seed());
    }

    private static boolean bool(String text) {
        return switch (text.trim().toLowerCase(Locale.ROOT)) {
            case "true", "on", "1" -> true;
            case "false", "off", "0" -> false;
            default -> throw new InputException("parameter classes", "expected true or false, got '" + text + "'");
        };
    }
}
