package dev.berth.model;

/**
 * An instance beyond one of Berth's documented size limits, refused before anything is built from it: what
 * it would expand to (op instances, pairs, states), measured or estimated from its fields, is more than
 * Berth builds for one request. An input error (exit 2, the service's -32602) whose message names the field,
 * the measure and the limit.
 */
public final class TooLarge extends InputException {
    private final String limit;

    /**
     * @param where    the field or file the size comes from
     * @param measure  what grows ("op instances")
     * @param value    how many the instance would make (saturated, never overflowed)
     * @param max      the limit
     * @param limit    the limit's name in its family's "Limits" section of the docs ("channels.instances")
     */
    public TooLarge(String where, String measure, long value, long max, String limit) {
        super(where, "expands to " + grouped(value) + " " + measure + ", more than the " + grouped(max)
                + " Berth builds for one instance (limit " + limit + ")");
        this.limit = limit;
    }

    /** The limit's name in its family's "Limits" section of the docs. */
    public String limit() {
        return limit;
    }

    private static String grouped(long v) {
        return v == Long.MAX_VALUE ? "more than 9.2e18" : String.format(java.util.Locale.ROOT, "%,d", v);
    }
}
