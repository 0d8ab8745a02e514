package dev.berth.model.memory;

import dev.berth.model.io.Numbers;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A buffer to place: live during {@code [start, end)}, {@code size} bytes at an offset that is a multiple
 * of {@code alignment}; {@code fixedOffset} pins it; {@code gaps} are times it needs less or no memory;
 * {@code hint} is an offset a caller would like (MiniMalloc's column; solvers may ignore it); {@code colocate}
 * names a group whose buffers all get the same offset (an alias: they never conflict with each other), or is
 * null.
 *
 * <p>A buffer checks itself when built and throws {@link MemoryProblem.InputFault} naming it and the broken rule.
 */
public record Buffer(String id, long start, long end, long size, long alignment, Long fixedOffset,
                     List<Gap> gaps, Long hint, String colocate) {

    public Buffer {
        gaps = gaps == null ? List.of() : List.copyOf(gaps);
        Rules.check(id, start, end, size, alignment, fixedOffset, gaps, hint, colocate);
    }

    /** A buffer in no co-location group. */
    public Buffer(String id, long start, long end, long size, long alignment, Long fixedOffset, List<Gap> gaps,
                  Long hint) {
        this(id, start, end, size, alignment, fixedOffset, gaps, hint, null);
    }

    public static Buffer of(String id, long start, long end, long size) {
        return new Buffer(id, start, end, size, 1, null, List.of(), null, null);
    }

    public Buffer withAlignment(long a) {
        return new Buffer(id, start, end, size, a, fixedOffset, gaps, hint, colocate);
    }

    public Buffer withFixedOffset(Long o) {
        return new Buffer(id, start, end, size, alignment, o, gaps, hint, colocate);
    }

    public Buffer withGaps(List<Gap> g) {
        return new Buffer(id, start, end, size, alignment, fixedOffset, g, hint, colocate);
    }

    /** The same buffer in co-location group {@code group} (null: in none). */
    public Buffer withColocate(String group) {
        return new Buffer(id, start, end, size, alignment, fixedOffset, gaps, hint, group);
    }

    public boolean isColocated() {
        return colocate != null;
    }

    public long duration() {
        return end - start;
    }

    /**
     * size x lifespan, the "area" greedy orderings sort by; saturated at {@code Long.MAX_VALUE}, as both may be
     * up to 2^53.
     */
    public long area() {
        long d = duration();
        return Math.multiplyHigh(size, d) != 0 || size * d < 0 ? Long.MAX_VALUE : size * d;
    }

    public boolean isFixed() {
        return fixedOffset != null;
    }

    /** Whether the lifespans (ignoring gaps) intersect. */
    public boolean overlapsInTime(Buffer o) {
        return start < o.end && o.start < end;
    }

    /**
     * What the buffer occupies over time: its lifespan minus its gaps, plus the windows of windowed gaps.
     * Segments of one buffer never overlap in time. Empty for a zero-size or zero-length buffer.
     */
    public List<Segment> segments() {
        if (size == 0 || start >= end) {
            return List.of();
        }
        if (gaps.isEmpty()) {
            return List.of(new Segment(start, end, 0, size));
        }
        List<Gap> sorted = new ArrayList<>(gaps);
        sorted.sort(Comparator.comparingLong(Gap::start));
        List<Segment> out = new ArrayList<>();
        long t = start;
        for (Gap g : sorted) {
            long gs = Math.max(g.start(), t);
            long ge = Math.min(g.end(), end);
            if (ge <= gs) {
                continue;
            }
            if (gs > t) {
                out.add(new Segment(t, gs, 0, size));
            }
            if (g.window() != null && g.window().length() > 0) {
                out.add(new Segment(gs, ge, g.window().lower(), g.window().upper()));
            }
            t = ge;
        }
        if (t < end) {
            out.add(new Segment(t, end, 0, size));
        }
        return out;
    }

    /**
     * Whether the two buffers may need the same bytes at the same time if placed carelessly: some segments
     * overlap in time. Solvers that treat this as "must not overlap in address" are conservative (valid)
     * when windows are present.
     */
    public boolean interferes(Buffer o) {
        if (!overlapsInTime(o)) {
            return false;
        }
        if (gaps.isEmpty() && o.gaps.isEmpty()) {
            return size > 0 && o.size > 0;
        }
        for (Segment a : segments()) {
            for (Segment b : o.segments()) {
                if (a.overlapsInTime(b)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The rules one buffer must satisfy whatever built it (a parser, a generator, a test): the messages are the
     * ones the parsers always gave, without the location they put in front.
     */
    private static final class Rules {
        private Rules() {
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
                throw new MemoryProblem.InputFault(b + "lifespan is reversed (lower " + start + " > upper " + end + ")");
            }
            if (fixedOffset != null && fixedOffset % alignment != 0) {
                throw new MemoryProblem.InputFault(b + "fixed offset " + fixedOffset + " breaks its alignment " + alignment);
            }
            for (Gap g : gaps) {
                if (g == null) {
                    throw new MemoryProblem.InputFault(b + "a gap is missing");
                }
                if (g.end() < g.start()) {
                    throw new MemoryProblem.InputFault(b + "gap " + g.start() + "-" + g.end() + " is reversed");
                }
                if (g.start() < start || g.end() > end) {
                    throw new MemoryProblem.InputFault(b + "gap " + g.start() + "-" + g.end() + " lies outside its lifespan ["
                            + start + ", " + end + ")");
                }
                Window w = g.window();
                if (w != null && (w.lower() < 0 || w.upper() < w.lower() || w.upper() > size)) {
                    throw new MemoryProblem.InputFault(b + "gap window " + w.lower() + ":" + w.upper() + " is not inside [0, "
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
                throw new MemoryProblem.InputFault(prefix + "field '" + field + "' is empty");
            }
            if (!value.equals(value.strip()) || value.indexOf(',') >= 0 || hasControl(value)) {
                throw new MemoryProblem.InputFault(prefix + "field '" + field + "' '" + Numbers.abbreviate(value)
                        + "' has a comma, a control character or surrounding blanks");
            }
        }

        private static boolean hasControl(String value) {
            for (int i = 0; i < value.length(); i++) {
                if (Character.isISOControl(value.charAt(i))) {
                    return true;
                }
            }
            return false;
        }

        private static void whole(String prefix, String field, long v, long min) {
            if (v < min) {
                throw new MemoryProblem.InputFault(prefix + "field '" + field + "' must be at least " + min + ", got " + v);
            }
            if (v > Numbers.MAX_VALUE) {
                throw new MemoryProblem.InputFault(prefix + "field '" + field + "' value " + v + " is too large (at most "
                        + Numbers.MAX_VALUE + ")");
            }
        }
    }
}
