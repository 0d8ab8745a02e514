package dev.berth.model.memory.io;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.Window;
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

    /** Parses {@code text}; {@code source} names the file in messages. Capacity: {@link MemoryProblem#UNBOUNDED}. */
    public static MemoryProblem parse(String source, String text) {
        String[] lines = text.split("\r?\n", -1);
        int headerLine = 0;
        while (headerLine < lines.length && lines[headerLine].isBlank()) {
            headerLine++;
        }
        if (headerLine == lines.length) {
            throw new InputException(source, "empty file: expected a CSV header with id,lower,upper,size");
        }
        Map<String, Integer> col = header(source + ":" + (headerLine + 1), lines[headerLine]);
        int width = lines[headerLine].split(",", -1).length;
        boolean inclusiveEnd = col.containsKey("end");
        if (inclusiveEnd) {
            col.put("upper", col.remove("end"));
        }
        List<Buffer> buffers = new ArrayList<>();
        List<Integer> lineOf = new ArrayList<>();
        for (int ln = headerLine + 1; ln < lines.length; ln++) {
            String line = lines[ln];
            if (line.isBlank()) {
                continue;
            }
            String where = source + ":" + (ln + 1);
            String[] f = line.split(",", -1);
            if (f.length != width) {
                throw new InputException(where, "has " + f.length + " fields, the header has " + width);
            }
            buffers.add(row(where, f, col, inclusiveEnd));
            lineOf.add(ln + 1);
        }
        return MemoryInputChecks.problem(source, buffers, MemoryProblem.UNBOUNDED, i -> source + ":" + lineOf.get(i));
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

    private static Buffer row(String where, String[] f, Map<String, Integer> col, boolean inclusiveEnd) {
        String id = f[col.get("id")].trim();
        long lower = Numbers.parse(where, "lower", f[col.get("lower")], 0);
        long upper = Numbers.check(where, "upper", Numbers.parse(where, "upper", f[col.get("upper")], 0) + (inclusiveEnd ? 1 : 0), 0);
        long size = Numbers.parse(where, "size", f[col.get("size")], 0);
        long alignment = present(f, col, "alignment") ? Numbers.parse(where, "alignment", f[col.get("alignment")], 1) : 1;
        Long offset = present(f, col, "offset") ? Numbers.parse(where, "offset", f[col.get("offset")], 0) : null;
        Long hint = present(f, col, "hint") ? Numbers.parse(where, "hint", f[col.get("hint")], 0) : null;
        List<Gap> gaps = col.containsKey("gaps") ? gaps(where, f[col.get("gaps")], inclusiveEnd) : List.of();
        String colocate = present(f, col, "colocate") ? f[col.get("colocate")].trim() : null;
        return MemoryInputChecks.buffer(where, () -> new Buffer(id, lower, upper, size, alignment, offset, gaps, hint, colocate));
    }

    /** Whether the optional column is there and not empty in this row. */
    private static boolean present(String[] f, Map<String, Integer> col, String name) {
        return col.containsKey(name) && !f[col.get(name)].isBlank();
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
                sb.append(',').append(offsets[i]);
            } else if (fixed) {
                sb.append(',').append(b.isFixed() ? b.fixedOffset().toString() : "");
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** Offsets from a solution CSV (its {@code offset} column), by id. */
    public static Map<String, Long> offsets(String source, String text) {
        MemoryProblem p = parse(source, text);
        Map<String, Long> out = new HashMap<>();
        for (Buffer b : p.buffers()) {
            if (b.fixedOffset() == null) {
                throw new InputException(source, "buffer " + b.id() + " has no offset (a solution CSV needs an offset column)");
            }
            out.put(b.id(), b.fixedOffset());
        }
        return out;
    }
}
