package dev.berth.model.memory.io;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.Window;
import dev.berth.model.CurrentBudget;
import dev.berth.model.InputException;
import dev.berth.model.io.Numbers;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * MiniMalloc's CSV: header {@code id,lower,upper,size[,alignment][,offset][,gaps][,hint]}, columns matched by
 * name; {@code buffer}/{@code buffer_id} mean {@code id}, {@code start}/{@code begin} mean {@code lower},
 * and {@code end} means an inclusive upper (as MiniMalloc's old format). Gaps are {@code "lo-hi"} or
 * {@code "lo-hi@wlo:whi"} separated by spaces. An {@code offset} column pins buffers in an instance and
 * carries the layout in a solution. A {@code colocate} column names a buffer's co-location group (Berth's
 * addition; an empty cell: none).
 */
public final class MemoryCsv {
    private static final Pattern CAPACITY_IN_NAME = Pattern.compile("\\.(\\d+)\\.csv$");
    private static final List<String> KNOWN = List.of("id", "lower", "upper", "size", "alignment", "offset", "gaps", "hint",
            "colocate");

    private MemoryCsv() {
    }

    /** The capacity written in a {@code NAME.CAPACITY.csv} file name, if any. */
    public static Long capacityFromName(String fileName) {
        Matcher m = CAPACITY_IN_NAME.matcher(fileName);
        if (!m.find()) {
            return null;
        }
        try {
            return Long.parseLong(m.group(1));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /**
     * Parses {@code text}; {@code source} names the file in messages. Capacity: {@link MemoryProblem#UNBOUNDED}.
     * The rows are counted before any is read, so a file beyond {@link MemoryLimits#BUFFERS} is refused at
     * once; the current thread's budget is checked as rows are read.
     */
    public static MemoryProblem parse(String source, String text) {
        CsvLines lines = new CsvLines(text);
        while (lines.advance() && lines.blank()) {
            // blank lines before the header are allowed
        }
        if (lines.number() == 0 || lines.blank()) {
            throw new InputException(source, "empty file: expected a CSV header with id,lower,upper,size");
        }
        String headerText = lines.line();
        Map<String, Integer> col = header(source + ":" + lines.number(), headerText);
        int width = headerText.split(",", -1).length;
        boolean inclusiveEnd = col.containsKey("end");
        if (inclusiveEnd) {
            col.put("upper", col.remove("end"));
        }
        long rows = lines.rowsAfter();
        MemoryLimits.checkBuffers(source, rows);
        Columns c = new Columns(col);
        List<Buffer> buffers = new ArrayList<>((int) rows);
        int[] lineOf = new int[(int) rows];
        long gaps = 0;
        while (lines.advance()) {
            if (lines.blank()) {
                continue;
            }
            if ((buffers.size() & 0x3fff) == 0) {
                CurrentBudget.check("reading the buffers of " + source);
            }
            int fields = lines.split();
            if (fields != width) {
                throw new InputException(source + ":" + lines.number(), "has " + fields + " fields, the header has " + width);
            }
            Buffer b = row(source, lines, c, inclusiveEnd);
            gaps += b.gaps().size();
            MemoryLimits.checkGaps(source + ":" + lines.number(), gaps);
            lineOf[buffers.size()] = lines.number();
            buffers.add(b);
        }
        return MemoryInputChecks.problem(source, buffers, MemoryProblem.UNBOUNDED, i -> source + ":" + lineOf[i]);
    }

    /** The columns of the header, by role; -1 when absent. */
    private record Columns(int id, int lower, int upper, int size, int alignment, int offset, int gaps, int hint,
                           int colocate) {
        Columns(Map<String, Integer> col) {
            this(col.get("id"), col.get("lower"), col.get("upper"), col.get("size"), col.getOrDefault("alignment", -1),
                    col.getOrDefault("offset", -1), col.getOrDefault("gaps", -1), col.getOrDefault("hint", -1),
                    col.getOrDefault("colocate", -1));
        }
    }

    private static Map<String, Integer> header(String where, String line) {
        Map<String, Integer> col = new LinkedHashMap<>();
        String[] names = line.split(",", -1);
        for (int i = 0; i < names.length; i++) {
            String raw = names[i].trim();
            String n = switch (raw) {
                case "buffer", "buffer_id" -> "id";
                case "start", "begin" -> "lower";
                default -> raw;
            };
            if (!KNOWN.contains(n) && !n.equals("end")) {
                String near = nearest(n);
                if (near != null) {
                    throw new InputException(where, "unknown column '" + Numbers.abbreviate(raw) + "' (did you mean '" + near + "'?)");
                }
                n = "?" + i; // unknown columns are ignored, as the format allows
            }
            if (col.put(n, i) != null) {
                throw new InputException(where, "column '" + raw + "' appears twice");
            }
        }
        for (String required : List.of("id", "lower", "size")) {
            if (!col.containsKey(required)) {
                throw new InputException(where, "missing column '" + required + "' (header must name id,lower,upper,size)");
            }
        }
        if (col.containsKey("upper") && col.containsKey("end")) {
            throw new InputException(where, "columns 'upper' and 'end' both give the end of the lifespan: keep one");
        }
        if (!col.containsKey("upper") && !col.containsKey("end")) {
            throw new InputException(where, "missing column 'upper' (header must name id,lower,upper,size)");
        }
        return col;
    }

    private static Buffer row(String source, CsvLines f, Columns c, boolean inclusiveEnd) {
        String id = f.trimmed(c.id());
        long lower = whole(source, f, c.lower(), "lower", 0);
        long upper = whole(source, f, c.upper(), "upper", 0) + (inclusiveEnd ? 1 : 0);
        if (upper > Numbers.MAX_VALUE) {
            Numbers.check(where(source, f), "upper", upper, 0);
        }
        long size = whole(source, f, c.size(), "size", 0);
        long alignment = present(f, c.alignment()) ? whole(source, f, c.alignment(), "alignment", 1) : 1;
        Long offset = present(f, c.offset()) ? whole(source, f, c.offset(), "offset", 0) : null;
        Long hint = present(f, c.hint()) ? whole(source, f, c.hint(), "hint", 0) : null;
        List<Gap> gaps = c.gaps() >= 0 && !f.empty(c.gaps()) ? gaps(where(source, f), f.field(c.gaps()), inclusiveEnd) : List.of();
        String colocate = present(f, c.colocate()) ? f.trimmed(c.colocate()) : null;
        try {
            return new Buffer(id, lower, upper, size, alignment, offset, gaps, hint, colocate);
        } catch (MemoryProblem.InputFault e) {
            throw new InputException(where(source, f), e.getMessage(), e);
        }
    }

    /** Column {@code col} of the row as a whole number of at least {@code min}; the message names the line. */
    private static long whole(String source, CsvLines f, int col, String field, long min) {
        long v = f.whole(col);
        return v >= min ? v : Numbers.parse(where(source, f), field, f.field(col), min);
    }

    private static String where(String source, CsvLines f) {
        return source + ":" + f.number();
    }

    /** Whether the optional column is there and not empty in this row. */
    private static boolean present(CsvLines f, int col) {
        return col >= 0 && !f.empty(col);
    }

    private static List<Gap> gaps(String where, String text, boolean inclusiveEnd) {
        List<Gap> out = new ArrayList<>();
        for (String g : text.trim().split("\\s+")) {
            if (g.isEmpty()) {
                continue;
            }
            String[] at = g.split("@", -1);
            String[] span = at[0].split("-", -1);
            if (at.length > 2 || span.length != 2) {
                throw new InputException(where, "field 'gaps': '" + Numbers.abbreviate(g) + "' is not lower-upper or lower-upper@from:to");
            }
            long lo = Numbers.parse(where, "gaps", span[0], 0);
            long hi = Numbers.check(where, "gaps", Numbers.parse(where, "gaps", span[1], 0) + (inclusiveEnd ? 1 : 0), 0);
            Window w = null;
            if (at.length == 2) {
                String[] win = at[1].split(":", -1);
                if (win.length != 2) {
                    throw new InputException(where, "field 'gaps': window '" + Numbers.abbreviate(at[1]) + "' is not from:to");
                }
                w = new Window(Numbers.parse(where, "gaps", win[0], 0), Numbers.parse(where, "gaps", win[1], 0));
            }
            out.add(new Gap(lo, hi, w));
        }
        return out;
    }

    private static String nearest(String name) {
        for (String k : KNOWN) {
            if (!k.equals(name) && distance(k, name.toLowerCase()) <= 2 && name.length() >= 3) {
                return k;
            }
        }
        return null;
    }

    private static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                cur[j] = Math.min(sub, Math.min(prev[j] + 1, cur[j - 1] + 1));
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }

    /** The instance as CSV; with {@code offsets}, an {@code offset} column carries the layout. */
    public static String write(MemoryProblem p, long[] offsets) {
        boolean align = p.buffers().stream().anyMatch(b -> b.alignment() != 1);
        boolean gaps = p.buffers().stream().anyMatch(b -> !b.gaps().isEmpty());
        boolean hints = p.buffers().stream().anyMatch(b -> b.hint() != null);
        boolean groups = p.buffers().stream().anyMatch(Buffer::isColocated);
        boolean fixed = offsets == null && p.buffers().stream().anyMatch(Buffer::isFixed);
        StringBuilder sb = new StringBuilder("id,lower,upper,size");
        if (align) {
            sb.append(",alignment");
        }
        if (gaps) {
            sb.append(",gaps");
        }
        if (hints) {
            sb.append(",hint");
        }
        if (groups) {
            sb.append(",colocate");
        }
        if (offsets != null || fixed) {
            sb.append(",offset");
        }
        sb.append('\n');
        for (int i = 0; i < p.size(); i++) {
            Buffer b = p.buffer(i);
            sb.append(b.id()).append(',').append(b.start()).append(',').append(b.end()).append(',').append(b.size());
            if (align) {
                sb.append(',').append(b.alignment());
            }
            if (gaps) {
                sb.append(',');
                for (int k = 0; k < b.gaps().size(); k++) {
                    Gap g = b.gaps().get(k);
                    sb.append(k == 0 ? "" : " ").append(g.start()).append('-').append(g.end());
                    if (g.window() != null) {
                        sb.append('@').append(g.window().lower()).append(':').append(g.window().upper());
                    }
                }
            }
            if (hints) {
                sb.append(',').append(b.hint() == null ? "" : b.hint());
            }
            if (groups) {
                sb.append(',').append(b.isColocated() ? b.colocate() : "");
            }
            if (offsets != null) {
                sb.append(',').append(offsets[i] == MemoryLayout.NO_OFFSET ? "" : Long.toString(offsets[i]));
            } else if (fixed) {
                sb.append(',').append(b.isFixed() ? b.fixedOffset().toString() : "");
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /**
     * Offsets from a solution CSV (its {@code offset} column), by id; a row whose offset cell is empty gives
     * {@link MemoryLayout#NO_OFFSET} (the checker names it). Only the {@code id} and {@code offset} columns are
     * read: the rest describes the instance, which the solution is checked against.
     */
    public static Map<String, Long> offsets(String source, String text) {
        CsvLines lines = new CsvLines(text);
        while (lines.advance() && lines.blank()) {
            // blank lines before the header are allowed
        }
        if (lines.number() == 0 || lines.blank()) {
            throw new InputException(source, "empty file: expected a CSV header with id,lower,upper,size,offset");
        }
        String headerText = lines.line();
        Map<String, Integer> col = header(source + ":" + lines.number(), headerText);
        if (!col.containsKey("offset")) {
            throw new InputException(source + ":" + lines.number(), "no offset column (a solution CSV needs one)");
        }
        int width = headerText.split(",", -1).length;
        MemoryLimits.checkBuffers(source, lines.rowsAfter());
        int id = col.get("id");
        int offset = col.get("offset");
        Map<String, Long> out = new LinkedHashMap<>();
        Map<String, Integer> lineOf = new HashMap<>();
        while (lines.advance()) {
            if (lines.blank()) {
                continue;
            }
            if ((out.size() & 0x3fff) == 0) {
                CurrentBudget.check("reading the offsets of " + source);
            }
            String where = source + ":" + lines.number();
            int fields = lines.split();
            if (fields != width) {
                throw new InputException(where, "has " + fields + " fields, the header has " + width);
            }
            String name = lines.trimmed(id);
            if (name.isEmpty()) {
                throw new InputException(where, "field 'id' is empty");
            }
            long v = lines.empty(offset) ? MemoryLayout.NO_OFFSET
                    : Numbers.parse(where, "offset", lines.field(offset), Long.MIN_VALUE / 2);
            Integer first = lineOf.putIfAbsent(name, lines.number());
            if (first != null) {
                throw new InputException(where, "duplicate id '" + Numbers.abbreviate(name) + "' (first at " + source + ":"
                        + first + ")");
            }
            out.put(name, v);
        }
        return out;
    }
}
