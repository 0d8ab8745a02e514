package dev.berth.bench;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A fixed-width text table: a header, a rule, then rows. A column whose cells are all numbers (or blank,
 * or "-") is right-aligned, every other column left-aligned. Cells are {@code String.valueOf} of what is
 * added; use {@link #seconds(double)} and {@link #ratio(double)} for the usual number formats. The same
 * cells render as {@link #markdown()} for result files.
 */
public final class ResultTable {
    private static final Pattern NUMBER = Pattern.compile("[-+]?[0-9][0-9,]*(\\.[0-9]+)?([eE][-+]?[0-9]+)?[%x]?");

    private final List<String> headers;
    private final List<String[]> rows = new ArrayList<>();

    public ResultTable(String... headers) {
        this(Arrays.asList(headers));
    }

    public ResultTable(List<String> headers) {
        if (headers.isEmpty()) {
            throw new IllegalArgumentException("a table needs at least one column");
        }
        this.headers = List.copyOf(headers);
    }

    /** Adds a row; it must have one cell per column. */
    public ResultTable add(Object... cells) {
        if (cells.length != headers.size()) {
            throw new IllegalArgumentException("row has " + cells.length + " cells, the table has " + headers.size()
                    + " columns");
        }
        String[] row = new String[cells.length];
        for (int i = 0; i < cells.length; i++) {
            row[i] = cells[i] == null ? "" : String.valueOf(cells[i]);
        }
        rows.add(row);
        return this;
    }

    public int rowCount() {
        return rows.size();
    }

    public List<String> headers() {
        return headers;
    }

    /** The table as lines joined by {@code \n}, with a trailing newline; no trailing spaces. */
    public String render() {
        int n = headers.size();
        int[] width = new int[n];
        boolean[] right = new boolean[n];
        for (int c = 0; c < n; c++) {
            width[c] = headers.get(c).length();
            right[c] = numeric(c);
            for (String[] r : rows) {
                width[c] = Math.max(width[c], r[c].length());
            }
        }
        StringBuilder sb = new StringBuilder();
        line(sb, headers.toArray(new String[0]), width, right);
        String[] rule = new String[n];
        for (int c = 0; c < n; c++) {
            rule[c] = "-".repeat(width[c]);
        }
        line(sb, rule, width, right);
        for (String[] r : rows) {
            line(sb, r, width, right);
        }
        return sb.toString();
    }

    /** The table in GitHub markdown: numeric columns right-aligned, '|' in cells escaped, line breaks as spaces. */
    public String markdown() {
        int n = headers.size();
        StringBuilder sb = new StringBuilder("|");
        headers.forEach(h -> sb.append(' ').append(escape(h)).append(" |"));
        sb.append("\n|");
        for (int c = 0; c < n; c++) {
            sb.append(numeric(c) ? "---:|" : "---|");
        }
        sb.append('\n');
        for (String[] r : rows) {
            sb.append('|');
            for (String cell : r) {
                sb.append(' ').append(escape(cell)).append(" |");
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    public void print(PrintStream out) {
        out.print(render());
        out.flush();
    }

    @Override
    public String toString() {
        return render();
    }

    /** Seconds with three decimals ({@code 0.012}); "-" for NaN. */
    public static String seconds(double s) {
        return Double.isNaN(s) ? "-" : String.format(Locale.ROOT, "%.3f", s);
    }

    /** A ratio with four decimals ({@code 1.0234}); "-" for NaN. */
    public static String ratio(double r) {
        return Double.isNaN(r) || Double.isInfinite(r) ? "-" : String.format(Locale.ROOT, "%.4f", r);
    }

    /** A column is numeric when every cell is a number, blank or "-", and there is at least one row. */
    private boolean numeric(int c) {
        if (rows.isEmpty()) {
            return false;
        }
        for (String[] r : rows) {
            if (!(r[c].isBlank() || r[c].equals("-") || NUMBER.matcher(r[c]).matches())) {
                return false;
            }
        }
        return true;
    }

    private static String escape(String s) {
        return s.replace("|", "\\|").replace("\n", " ");
    }

    private static void line(StringBuilder sb, String[] cells, int[] width, boolean[] right) {
        StringBuilder l = new StringBuilder();
        for (int c = 0; c < cells.length; c++) {
            if (c > 0) {
                l.append("  ");
            }
            String pad = " ".repeat(width[c] - cells[c].length());
            l.append(right[c] ? pad + cells[c] : cells[c] + pad);
        }
        int end = l.length();
        while (end > 0 && l.charAt(end - 1) == ' ') {
            end--;
        }
        sb.append(l, 0, end).append('\n');
    }
}
