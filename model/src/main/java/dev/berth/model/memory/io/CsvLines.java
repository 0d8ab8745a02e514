package dev.berth.model.memory.io;

/**
 * The lines of a CSV text and the fields of the current one, as positions in the text: a million-row trace
 * read through {@code String.split} made a dozen strings per row, and collecting them took seconds of pauses
 * before anything was solved. Only what a row keeps (its id, its group) becomes a string; numbers are read in
 * place ({@link #whole}), and anything unusual goes the slow way, which gives the messages.
 */
final class CsvLines {
    private final String text;
    private int next;
    private int lineStart;
    private int lineEnd;
    private int number;
    private int[] fieldStart = new int[16];
    private int[] fieldEnd = new int[16];
    private int fields;

    CsvLines(String text) {
        this.text = text;
    }

    /** Moves to the next line (its end without the line break); false after the last. */
    boolean advance() {
        if (next > text.length()) {
            return false;
        }
        int nl = text.indexOf('\n', next);
        lineStart = next;
        lineEnd = nl < 0 ? text.length() : nl;
        next = nl < 0 ? text.length() + 1 : nl + 1;
        if (nl >= 0 && lineEnd > lineStart && text.charAt(lineEnd - 1) == '\r') {
            lineEnd--;
        }
        number++;
        return true;
    }

    /** The current line's number, from 1. */
    int number() {
        return number;
    }

    String line() {
        return text.substring(lineStart, lineEnd);
    }

    boolean blank() {
        for (int i = lineStart; i < lineEnd; i++) {
            if (!Character.isWhitespace(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** Splits the current line at its commas; the number of fields. */
    int split() {
        fields = 0;
        int from = lineStart;
        while (true) {
            int comma = text.indexOf(',', from);
            int to = comma < 0 || comma > lineEnd ? lineEnd : comma;
            if (fields == fieldStart.length) {
                fieldStart = java.util.Arrays.copyOf(fieldStart, 2 * fields);
                fieldEnd = java.util.Arrays.copyOf(fieldEnd, 2 * fields);
            }
            fieldStart[fields] = from;
            fieldEnd[fields] = to;
            fields++;
            if (to == lineEnd) {
                return fields;
            }
            from = to + 1;
        }
    }

    /** Field {@code f} of the current line as it stands. */
    String field(int f) {
        return text.substring(fieldStart[f], fieldEnd[f]);
    }

    /** Field {@code f} without surrounding blanks. */
    String trimmed(int f) {
        int a = fieldStart[f];
        int b = fieldEnd[f];
        while (a < b && text.charAt(a) <= ' ') {
            a++;
        }
        while (b > a && text.charAt(b - 1) <= ' ') {
            b--;
        }
        return text.substring(a, b);
    }

    /** Whether field {@code f} holds only blanks. */
    boolean empty(int f) {
        for (int i = fieldStart[f]; i < fieldEnd[f]; i++) {
            if (!Character.isWhitespace(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Field {@code f} as a whole number when it is plain digits (blanks around them allowed), at most 15 of
     * them, so below 2^53 and never wrapping; otherwise -1, and the caller reads it the slow way.
     */
    long whole(int f) {
        int a = fieldStart[f];
        int b = fieldEnd[f];
        while (a < b && text.charAt(a) == ' ') {
            a++;
        }
        while (b > a && text.charAt(b - 1) == ' ') {
            b--;
        }
        if (a == b || b - a > 15) {
            return -1;
        }
        long v = 0;
        for (int i = a; i < b; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            v = v * 10 + (c - '0');
        }
        return v;
    }

    /** How many lines after the current one hold more than blanks: the rows still to come. */
    long rowsAfter() {
        long rows = 0;
        boolean content = false;
        for (int i = next; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n') {
                rows += content ? 1 : 0;
                content = false;
            } else if (!content && !Character.isWhitespace(c)) {
                content = true;
            }
        }
        return rows + (content ? 1 : 0);
    }
}
