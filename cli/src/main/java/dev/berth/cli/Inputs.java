package dev.berth.cli;

import dev.berth.model.CapacityFamily;
import dev.berth.model.Family;
import dev.berth.model.Families;
import dev.berth.model.InputException;
import dev.berth.model.Problem;
import dev.berth.model.io.Instances;
import dev.berth.model.io.TextFiles;

import java.nio.file.Path;

/** Reading instances and solutions the way every command does, for any family. */
final class Inputs {
    private Inputs() {
    }

    /**
     * The instance in {@code path}; {@code --capacity} applied when given; when {@code complete}, an input
     * error if the family says it still lacks something to be solved (memory: a capacity).
     */
    static Problem read(Path path, Long capacityFlag, boolean complete) {
        Problem p;
        if (isStandardInput(path)) {
            String text = TextFiles.readStream("stdin", System.in, TextFiles.MAX_BYTES);
            p = Instances.parse("stdin", formatOf(text), text);
        } else {
            p = Instances.read(path);
        }
        return prepare(path, Families.of(p), p, capacityFlag, complete);
    }

    /** {@code -}: standard input, the one way to give the command something that is not a regular file. */
    static boolean isStandardInput(Path path) {
        return path.toString().equals("-");
    }

    /**
     * A file name that picks the format of standard input's text, which has none: JSON when it starts with
     * '{', MiniMalloc's CSV when its first line has a comma, else a simt kernel.
     */
    private static String formatOf(String text) {
        String t = text.stripLeading();
        if (t.startsWith("{")) {
            return "stdin.json";
        }
        int nl = t.indexOf('\n');
        return (nl < 0 ? t : t.substring(0, nl)).contains(",") ? "stdin.csv" : "stdin.simt";
    }

    private static <P extends Problem> P prepare(Path path, Family<P, ?> family, Problem any, Long capacityFlag,
                                                  boolean complete) {
        P p = family.cast(any);
        @SuppressWarnings("unchecked")
        CapacityFamily<P> capacities = family instanceof CapacityFamily<?> c ? (CapacityFamily<P>) c : null;
        if (capacityFlag != null) {
            if (capacities == null) {
                throw new InputException("--capacity", "the " + family.name() + " family has no capacity to set; "
                        + p.name() + " is a " + family.name() + " instance");
            }
            p = capacities.withCapacity(p, capacityFlag);
        }
        String missing = complete && capacities != null ? capacities.incomplete(p) : null;
        if (missing != null) {
            throw new InputException(path.toString(), missing);
        }
        return p;
    }

    /** The solution file {@code solution} gives for {@code p}. */
    static <P extends Problem, S> S solution(Family<P, S> family, Path solution, P p) {
        if (isStandardInput(solution)) {
            String text = TextFiles.readStream("stdin", System.in, TextFiles.MAX_BYTES);
            return family.readSolution("stdin", text.stripLeading().startsWith("{") ? "stdin.json" : "stdin.csv", text, p);
        }
        return family.readSolution(solution.toString(), solution.getFileName().toString(), TextFiles.read(solution), p);
    }
}
