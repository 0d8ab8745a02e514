package dev.berth.bench;

import dev.berth.model.Problem;
import dev.berth.model.SolveOptions;
import dev.berth.model.Strategy;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * What a family's studies after a bench get from the command line ({@link BenchKit#study}): the bench's instances,
 * strategies, options and report, and the study options given, by flag ({@code --sharing} to a strategy's name,
 * {@code --capacities} to its comma-separated values), each one the kit declared in {@link BenchKit#studyFlags}.
 */
public record StudyRequest<P extends Problem, S>(List<P> instances, List<Strategy<P, S>> strategies,
                                                SolveOptions options, Map<String, String> flags, BenchReport bench,
                                                Path dir, PrintStream out, boolean progress) {
    public StudyRequest {
        instances = List.copyOf(instances);
        strategies = List.copyOf(strategies);
        flags = Map.copyOf(flags);
    }

    /** The report with {@code rows} added: a run a study finds wrong makes the whole bench unclean. */
    public BenchReport withRows(List<BenchRow> rows) {
        List<BenchRow> all = new java.util.ArrayList<>(bench.rows());
        all.addAll(rows);
        return new BenchReport(all, bench.summaries(), bench.proofChecks(), bench.files());
    }
}
