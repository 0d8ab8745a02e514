package dev.berth.model.memory;

import dev.berth.model.io.Numbers;

import java.util.List;

/**
 * The rules one buffer must satisfy whatever built it (a parser, a generator, a test): the messages are the
 * ones the parsers always gave, without the location they put in front.
 */
final class BufferRules {
    private BufferRules() {
    }

    static void check(String id, long start, long end, long size, long alignment, Long fixedOffset, List<Gap> gaps,
                      Long hint, String colocate) {
        name("id", id, "");
        String b = "buffer " + id + ": ";
        whole(b, "lower", start, 0);
        whole(b, "upper", end, 0);
        whole(b, "size", size, 0);
        whole(b, "alignment", alignment, 1);
        if (fixedOffset != null) {
            whole(b, "offset", fixedOffset, 0);
        }
        if (hint != null) {
            whole(b, "hint", hint, 0);
        }
        if (colocate != null) {
            name("colocate", colocate, b);
        }
        if (end < start) {
            throw new MemoryInputFault(b + "lifespan is reversed (lower " + start + " > upper " + end + ")");
        }
        if (fixedOffset != null && fixedOffset % alignment != 0) {
            throw new MemoryInputFault(b + "fixed offset " + fixedOffset + " breaks its alignment " + alignment);
        }
        for (Gap g : gaps) {
            if (g == null) {
                throw new MemoryInputFault(b + "a gap is missing");
            }
            if (g.end() < g.start()) {
                throw new MemoryInputFault(b + "gap " + g.start() + "-" + g.end() + " is reversed");
            }
            if (g.start() < start || g.end() > end) {
                throw new MemoryInputFault(b + "gap " + g.start() + "-" + g.end() + " lies outside its lifespan ["
                        + start + ", " + end + ")");
            }
            Window w = g.window();
            if (w != null && (w.lower() < 0 || w.upper() < w.lower() || w.upper() > size)) {
                throw new MemoryInputFault(b + "gap window " + w.lower() + ":" + w.upper() + " is not inside [0, "
                        + size + "]");
            }
        }
    }

    /**
     * Ids and group names must survive both formats unchanged (CSV splits on commas and trims) and keep
     * messages on one line.
     */
    private static void name(String field, String value, String prefix) {
        if (value == null || value.isBlank()) {
            throw new MemoryInputFault(prefix + "field '" + field + "' is empty");
        }
        if (!value.equals(value.strip()) || value.indexOf(',') >= 0 || value.chars().anyMatch(Character::isISOControl)) {
            throw new MemoryInputFault(prefix + "field '" + field + "' '" + Numbers.abbreviate(value)
                    + "' has a comma, a control character or surrounding blanks");
        }
    }

    private static void whole(String prefix, String field, long v, long min) {
        if (v < min) {
            throw new MemoryInputFault(prefix + "field '" + field + "' must be at least " + min + ", got " + v);
        }
        if (v > Numbers.MAX_VALUE) {
            throw new MemoryInputFault(prefix + "field '" + field + "' value " + v + " is too large (at most "
                    + Numbers.MAX_VALUE + ")");
        }
    }
}
