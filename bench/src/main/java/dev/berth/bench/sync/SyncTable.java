package dev.berth.bench.sync;

import dev.berth.bench.ResultTable;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** A table's cells, rendered as {@link ResultTable} text for the console and as a markdown table for files. */
record SyncTable(List<String> headers, List<String[]> rows) {
    private static final Pattern NUMBER = Pattern.compile("[-+]?[0-9][0-9,]*(\\.[0-9]+)?([eE][-+]?[0-9]+)?%?");

    SyncTable(String... headers) {
        this(List.of(headers), new ArrayList<>());
    }

    void add(Object... cells) {
        if (cells.length != headers.size()) {
            throw new IllegalArgumentException("row has " + cells.length + " cells, the table " + headers.size());
        }
        String[] row = new String[cells.length];
        for (int i = 0; i < cells.length; i++) {
            row[i] = cells[i] == null ? "" : String.valueOf(cells[i]);
        }
        rows.add(row);
    }

    ResultTable text() {
        ResultTable t = new ResultTable(headers);
        rows.forEach(r -> t.add((Object[]) r));
        return t;
    }

    /** GitHub markdown; numeric columns right-aligned, '|' in cells escaped. */
    String markdown() {
        StringBuilder sb = new StringBuilder("|");
        headers.forEach(h -> sb.append(' ').append(escape(h)).append(" |"));
        sb.append("\n|");
        for (int c = 0; c < headers.size(); c++) {
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
}
