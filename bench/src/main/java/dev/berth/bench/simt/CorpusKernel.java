package dev.berth.bench.simt;

import dev.berth.model.InputException;
import dev.berth.model.io.TextFiles;
import dev.berth.model.simt.io.KernelText;
import dev.berth.model.simt.ir.Kernel;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * One kernel of the spin-pattern corpus (examples/simt/corpus) with what its header comment claims, written by
 * the kernel's author from the pattern, not measured: {@code ; class: lock|lock-free} (whether some thread waits
 * for another), {@code ; ipdom: hangs|completes (why)} (what a SIMT stack does with it) and
 * {@code ; expect WxL: [a] = v, ...} (words the kernel leaves under {@code its} at that launch). The corpus test
 * holds the simulator to these claims, and the report tells lock kernels from lock-free ones by them.
 *
 * @param file     the kernel file's name
 * @param kernel   the kernel, parsed
 * @param pattern  the header's {@code Pattern:} text up to its first dash or full stop
 * @param waits    {@code class: lock}: a thread waits for another (locks, flags, barriers, semaphores)
 * @param ipdomHangs {@code ipdom: hangs}: the author expects classic reconvergence never to finish it
 * @param expected per launch ({@code "1x4"}), shared word → value under {@code its}
 */
public record CorpusKernel(String file, Kernel kernel, String pattern, boolean waits, boolean ipdomHangs,
                           Map<String, Map<Integer, Long>> expected) {
    private static final Pattern EXPECT = Pattern.compile(";\\s*expect\\s+(\\d+x\\d+):(.*)");
    private static final Pattern WORD = Pattern.compile("\\[(\\d+)]\\s*=\\s*(-?\\d+)");

    public CorpusKernel {
        expected = Map.copyOf(expected);
    }

    /** Every {@code .simt} file of {@code dir}, by file name. */
    public static List<CorpusKernel> readAll(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".simt")).sorted().map(CorpusKernel::read)
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static CorpusKernel read(Path file) {
        String name = file.getFileName().toString();
        String text = TextFiles.read(file);
        Kernel kernel = KernelText.parse(name, text);
        StringBuilder pattern = new StringBuilder();
        String kind = null;
        String ipdom = null;
        Map<String, Map<Integer, Long>> expected = new LinkedHashMap<>();
        for (String line : text.lines().toList()) {
            String t = line.strip();
            if (!t.startsWith(";")) {
                break; // the header is the comment block before the directives
            }
            String body = t.substring(1).strip();
            Matcher e = EXPECT.matcher(t);
            if (body.startsWith("Pattern:")) {
                pattern.append(body.substring("Pattern:".length()).strip());
            } else if (body.startsWith("Shared words:")) {
                pattern.append('\n'); // the pattern's paragraph ends here
            } else if (!pattern.isEmpty() && pattern.indexOf("\n") < 0) {
                pattern.append(' ').append(body);
            }
            if (body.startsWith("class:")) {
                kind = body.substring("class:".length()).strip();
            } else if (body.startsWith("ipdom:")) {
                ipdom = body.substring("ipdom:".length()).strip();
            } else if (e.matches()) {
                expected.put(e.group(1), words(name, e.group(2)));
            }
        }
        if (pattern.isEmpty() || kind == null || ipdom == null) {
            throw new InputException(name, "the header needs '; Pattern:', '; class:' and '; ipdom:' lines");
        }
        if (!kind.equals("lock") && !kind.equals("lock-free")) {
            throw new InputException(name, "class must be lock or lock-free, got '" + kind + "'");
        }
        if (!ipdom.startsWith("hangs") && !ipdom.startsWith("completes")) {
            throw new InputException(name, "ipdom must say hangs or completes, got '" + ipdom + "'");
        }
        return new CorpusKernel(name, kernel, shorten(pattern.toString().strip()), kind.equals("lock"),
                ipdom.startsWith("hangs"), expected);
    }

    private static Map<Integer, Long> words(String file, String list) {
        Map<Integer, Long> m = new LinkedHashMap<>();
        Matcher w = WORD.matcher(list);
        while (w.find()) {
            m.put(Integer.parseInt(w.group(1)), Long.parseLong(w.group(2)));
        }
        if (m.isEmpty()) {
            throw new InputException(file, "an expect line names no word: '" + list.strip() + "'");
        }
        return m;
    }

    /** The pattern's first clause, up to a dash, colon or full stop outside code: what a table row can hold. */
    private static String shorten(String pattern) {
        boolean code = false;
        for (int i = 0; i + 1 < pattern.length(); i++) {
            char c = pattern.charAt(i);
            code ^= c == '`';
            if (!code && pattern.charAt(i + 1) == ' ' && (c == '.' || c == ':' || c == ';')) {
                return pattern.substring(0, i);
            }
            if (!code && pattern.startsWith(" — ", i)) {
                return pattern.substring(0, i);
            }
        }
        return pattern.endsWith(".") ? pattern.substring(0, pattern.length() - 1) : pattern;
    }
}
