package dev.berth.model;

/**
 * Bad input: the message names where (file, line, field) and what is wrong, in one line, so the CLI can
 * print it as is and exit 2, the service answer -32602, and a caller of the Java API catch one type for every
 * family (a record that refuses a value throws this or a subclass naming the element).
 */
public class InputException extends RuntimeException {
    private final String where;

    public InputException(String where, String problem) {
        super(where == null || where.isEmpty() ? problem : where + ": " + problem);
        this.where = where;
    }

    public InputException(String where, String problem, Throwable cause) {
        this(where, problem);
        initCause(cause);
    }

    /**
     * A record's list field, copied: an input error naming the field when the list or one of its elements is
     * missing (null), as the readers say of a missing field.
     */
    public static <T> java.util.List<T> copyOfPresent(String where, java.util.List<T> list) {
        if (list == null) {
            throw new InputException(where, "missing");
        }
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i) == null) {
                throw new InputException(where + "[" + i + "]", "missing");
            }
        }
        return java.util.List.copyOf(list);
    }

    /** The file/line/field the message is about. */
    public String where() {
        return where;
    }
}
